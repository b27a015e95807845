/**
 * The HMAC secret of billing's signed state. In AWS it lives in Secrets Manager and is read at run
 * time (BILLING_STATE_SECRET_ID), cached in the container for a few minutes so a rotation reaches
 * every container within that time without a redeploy; locally it is BILLING_STATE_SECRET.
 */
import { type Config, config } from '../config';

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

/**
 * The secret id, checked: the local secret (a placeholder in the source unless set) signs only
 * against the emulators. A deployed function without a secret id fails its cold start rather than
 * sign states anyone could forge.
 */
export function stateSecretIdOf(
  billing: Pick<Config['billing'], 'stateSecretId'>,
  isLocal: boolean,
): string | undefined {
  if (billing.stateSecretId === undefined && !isLocal)
    throw new Error(
      'Invalid configuration: BILLING_STATE_SECRET_ID must name the billing state secret outside the local stack',
    );
  return billing.stateSecretId;
}

/** The container's reader: Secrets Manager in AWS (the client loads only when a secret id is set). */
export const billingStateSecret = createBillingSecret({
  secretId: stateSecretIdOf(config.billing, config.isLocal),
  localSecret: config.billing.stateSecret,
  read: async (secretId) => (await import('../aws/secrets')).readSecretString(secretId),
});
