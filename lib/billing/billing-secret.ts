/**
 * The HMAC secret of billing's signed state. In AWS it lives in Secrets Manager and is read at run
 * time (BILLING_STATE_SECRET_ID), cached in the container for a few minutes so a rotation reaches
 * every container within that time without a redeploy; locally it is BILLING_STATE_SECRET.
 */
import { config } from '../config';

/** How long a container keeps the secret it read. */
export const SECRET_CACHE_MS = 5 * 60 * 1000;

export interface BillingSecretSource {
  secretId: string | undefined;
  localSecret: string;
  read: (secretId: string) => Promise<string>;
}

/** A cached reader of the secret; concurrent first calls share one read. */
export function createBillingSecret(source: BillingSecretSource, now: () => number = Date.now): () => Promise<string> {
  let cached: { value: Promise<string>; expiresAt: number } | undefined;
  return () => {
    const { secretId } = source;
    if (secretId === undefined) return Promise.resolve(source.localSecret);
    if (!cached || cached.expiresAt <= now()) {
      const value = source.read(secretId);
      cached = { value, expiresAt: now() + SECRET_CACHE_MS };
      // A failed read is not cached: the next request tries again.
      value.catch(() => {
        if (cached?.value === value) cached = undefined;
      });
    }
    return cached.value;
  };
}

/** The container's reader: Secrets Manager in AWS (the client loads only when a secret id is set). */
export const billingStateSecret = createBillingSecret({
  secretId: config.billing.stateSecretId,
  localSecret: config.billing.stateSecret,
  read: async (secretId) => (await import('../aws/secrets')).readSecretString(secretId),
});
