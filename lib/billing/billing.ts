/** The billing hand-off (contract §8 GET billing): the provider's sign-in URL with a signed state. */
import { config } from '../config';
import { billingStateSecret } from './billing-secret';
import { signBillingState } from './billing-state';

export interface BillingSettings {
  signInUrl: string;
  stateSecret: string;
  stateTtlSeconds: number;
}

/** The sign-in URL with the secret read from where this environment keeps it (Secrets Manager in AWS). */
export async function billingRedirect(companyUuid: string, userUuid: string | null): Promise<string> {
  const stateSecret = await billingStateSecret();
  return billingSignInUrl(companyUuid, userUuid, new Date(), { ...config.billing, stateSecret });
}

/** The absolute sign-in URL for a company's user, carrying the signed, expiring `state`. */
export function billingSignInUrl(companyUuid: string, userUuid: string | null, now: Date, settings: BillingSettings): string {
  const expiresAt = Math.floor(now.getTime() / 1000) + settings.stateTtlSeconds;
  const url = new URL(settings.signInUrl);
  url.searchParams.set('state', signBillingState({ companyUuid, userUuid, expiresAt }, settings.stateSecret));
  return url.toString();
}
