import { signBillingState, verifyBillingState } from './billing-state';
import { billingSignInUrl } from './billing';

const SECRET = 'a-test-secret-of-some-length';
const claims = {
  companyUuid: '0190f3a4-5b6c-7d8e-9f01-23456789abcd',
  userUuid: '0190f3a4-5b6c-7d8e-9f01-000000000001',
  expiresAt: 2_000_000_000,
};

describe('billing state', () => {
  it('verifies a state it signed and returns its claims', () => {
    const state = signBillingState(claims, SECRET);
    expect(state).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(verifyBillingState(state, SECRET, claims.expiresAt - 1)).toEqual(claims);
  });

  it('refuses a state at or after its expiry', () => {
    const state = signBillingState(claims, SECRET);
    expect(verifyBillingState(state, SECRET, claims.expiresAt)).toBeUndefined();
    expect(verifyBillingState(state, SECRET, claims.expiresAt + 60)).toBeUndefined();
  });

  it('refuses a tampered payload, a tampered signature and another secret', () => {
    const state = signBillingState(claims, SECRET);
    const [payload = '', signature = ''] = state.split('.');
    const forged = Buffer.from(
      JSON.stringify({ c: claims.companyUuid, u: claims.userUuid, exp: claims.expiresAt + 3600 }),
    ).toString('base64url');
    expect(verifyBillingState(`${forged}.${signature}`, SECRET, 0)).toBeUndefined();
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(verifyBillingState(`${payload}.${flipped}`, SECRET, 0)).toBeUndefined();
    expect(verifyBillingState(state, 'another-secret-of-some-length', 0)).toBeUndefined();
  });

  it.each(['', 'abc', 'a.b.c', '.', 'e30.', '%%%.%%%'])('refuses the malformed state %j', (state) => {
    expect(verifyBillingState(state, SECRET, 0)).toBeUndefined();
  });

  it('builds a sign-in URL that keeps the provider query and expires after the TTL', () => {
    const settings = {
      signInUrl: 'https://billing.example.com/sign-in?plan=pro',
      stateSecret: SECRET,
      stateTtlSeconds: 600,
    };
    const now = new Date('2026-11-21T09:30:00.000Z');
    const url = new URL(billingSignInUrl(claims.companyUuid, claims.userUuid, now, settings));
    expect(`${url.origin}${url.pathname}`).toBe('https://billing.example.com/sign-in');
    expect(url.searchParams.get('plan')).toBe('pro');
    const state = url.searchParams.get('state') ?? '';
    const nowSeconds = now.getTime() / 1000;
    expect(verifyBillingState(state, SECRET, nowSeconds + 599)).toEqual({ ...claims, expiresAt: nowSeconds + 600 });
    expect(verifyBillingState(state, SECRET, nowSeconds + 600)).toBeUndefined();
  });
});
