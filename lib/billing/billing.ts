/** The billing hand-off (contract §8 GET billing): the provider's sign-in URL with a signed state. */
import { config } from '../config';
import { signBillingState } from './billing-state';

export interface BillingSettings {
  signInUrl: string;
  stateSecret: string;
  stateTtlSeconds: number;
}

/** The absolute sign-in URL for a company's user, carrying the signed, expiring `state`. */
export function billingSignInUrl(companyUuid: string, userUuid: string | null, now: Date = new Date(), settings: BillingSettings = config.billing): string {
  const expiresAt = Math.floor(now.getTime() / 1000) + settings.stateTtlSeconds;
  const url = new URL(settings.signInUrl);
  url.searchParams.set('state', signBillingState({ companyUuid, userUuid, expiresAt }, settings.stateSecret));
  return url.toString();
}
