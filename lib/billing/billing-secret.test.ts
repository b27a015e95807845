import { SECRET_CACHE_MS, createBillingSecret, stateSecretIdOf } from './billing-secret';

describe('the billing secret', () => {
  it('needs a Secrets Manager id outside the local stack: the local placeholder never signs in AWS', () => {
    expect(() => stateSecretIdOf({ stateSecretId: undefined }, false)).toThrow(
      'BILLING_STATE_SECRET_ID must name the billing state secret',
    );
    expect(stateSecretIdOf({ stateSecretId: 'svc/prod/billing-state-secret' }, false)).toBe(
      'svc/prod/billing-state-secret',
    );
    expect(stateSecretIdOf({ stateSecretId: undefined }, true)).toBeUndefined();
  });

  it('is the local secret when no Secrets Manager id is configured, without any read', async () => {
    const read = jest.fn(async () => 'remote');
    const secret = createBillingSecret({ secretId: undefined, localSecret: 'local-secret-of-16+', read });
    await expect(secret()).resolves.toBe('local-secret-of-16+');
    expect(read).not.toHaveBeenCalled();
  });

  it('is read from Secrets Manager once per container for the cache time, then again (rotation)', async () => {
    // Prepare
    let now = 0;
    let version = 1;
    const read = jest.fn(async (id: string) => `${id}:v${version}`);
    const secret = createBillingSecret(
      { secretId: 'svc/prod/billing-state-secret', localSecret: 'unused-local-secret', read },
      () => now,
    );
    // Act
    const first = await Promise.all([secret(), secret()]);
    version = 2;
    now = SECRET_CACHE_MS - 1;
    const cached = await secret();
    now = SECRET_CACHE_MS;
    const rotated = await secret();
    // Assess
    expect(first).toEqual(['svc/prod/billing-state-secret:v1', 'svc/prod/billing-state-secret:v1']);
    expect(cached).toBe('svc/prod/billing-state-secret:v1');
    expect(rotated).toBe('svc/prod/billing-state-secret:v2');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failed read: the next request reads again', async () => {
    const read = jest.fn().mockRejectedValueOnce(new Error('throttled')).mockResolvedValueOnce('value');
    const secret = createBillingSecret({ secretId: 'id', localSecret: 'unused-local-secret', read });
    await expect(secret()).rejects.toThrow('throttled');
    await expect(secret()).resolves.toBe('value');
  });
});
