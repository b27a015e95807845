/** The billing hand-off: the provider's sign-in URL with a signed state. */
import { config } from '../config';
import { ServiceUnavailableError } from '../errors';
import { logger } from '../log';
import { billingStateSecret } from './billing-secret';
import { signBillingState } from './billing-state';

export interface BillingSettings {
  signInUrl: string;
  stateSecret: string;
  stateTtlSeconds: number;
}

/** The shortest state secret accepted: an HMAC-SHA256 key of fewer bytes makes a `state` easier to forge. */
export const MIN_STATE_SECRET_BYTES = 32;

/**
 * 503, with the reason logged (never the secret), when the settings would let anyone forge a
 * `state` (a short or empty secret) or send the sign-in in the clear (an `http:` URL outside the
 * local stack). Checked on every request: a rotated secret is read at run time.
 */
export function assertBillingSettings(
  settings: Pick<BillingSettings, 'signInUrl' | 'stateSecret'>,
  isLocal: boolean,
): void {
  const refuse = (reason: string): never => {
    logger.error('billing is misconfigured', { reason });
    throw new ServiceUnavailableError(new Error(reason), 60);
  };
  if (Buffer.byteLength(settings.stateSecret, 'utf8') < MIN_STATE_SECRET_BYTES)
    refuse(`the billing state secret is shorter than ${MIN_STATE_SECRET_BYTES} bytes`);
  if (!isLocal && new URL(settings.signInUrl).protocol !== 'https:')
    refuse('BILLING_SIGN_IN_URL must be an https: URL');
}

/** The sign-in URL with the secret read from where this environment keeps it (Secrets Manager in AWS). */
export async function billingRedirect(companyUuid: string, userUuid: string | null): Promise<string> {
  const settings = { ...config.billing, stateSecret: await billingStateSecret() };
  assertBillingSettings(settings, config.isLocal);
  return billingSignInUrl(companyUuid, userUuid, new Date(), settings);
}

/** The absolute sign-in URL for a company's user, carrying the signed, expiring `state`. */
export function billingSignInUrl(
  companyUuid: string,
  userUuid: string | null,
  now: Date,
  settings: BillingSettings,
): string {
  const expiresAt = Math.floor(now.getTime() / 1000) + settings.stateTtlSeconds;
  const url = new URL(settings.signInUrl);
  url.searchParams.set('state', signBillingState({ companyUuid, userUuid, expiresAt }, settings.stateSecret));
  return url.toString();
}
