import { assertBillingSettings } from './billing';

const SECRET_32 = 'x'.repeat(32);

describe('the billing settings checked at run time', () => {
  it('accept a secret of 32 bytes and an https: sign-in URL', () => {
    expect(() =>
      assertBillingSettings({ signInUrl: 'https://billing.example.com/sign-in', stateSecret: SECRET_32 }, false),
    ).not.toThrow();
  });

  it('answer 503 for a shorter or empty secret, counted in bytes, (the reason is logged, never the secret)', () => {
    for (const stateSecret of ['', 'x'.repeat(31), 'é'.repeat(15)]) {
      expect(() =>
        assertBillingSettings({ signInUrl: 'https://billing.example.com/sign-in', stateSecret }, false),
      ).toThrow(expect.objectContaining({ status: 503, code: 'service_unavailable' }));
    }
    expect(() =>
      assertBillingSettings({ signInUrl: 'https://billing.example.com/sign-in', stateSecret: 'é'.repeat(16) }, false),
    ).not.toThrow();
  });

  it('answer 503 for an http: sign-in URL outside the local stack, which may use one', () => {
    const settings = { signInUrl: 'http://billing.example.com/sign-in', stateSecret: SECRET_32 };
    expect(() => assertBillingSettings(settings, false)).toThrow(expect.objectContaining({ status: 503 }));
    expect(() => assertBillingSettings(settings, true)).not.toThrow();
  });
});
