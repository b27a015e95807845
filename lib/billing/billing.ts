/** The billing hand-off (contract §8 GET billing): the provider's sign-in URL with a signed state. */
import { config } from '../config';
import { signBillingState, verifyBillingState, type BillingStateClaims } from './billing-state';

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

/** The hand-off and its verification bound to one set of settings (the handler imports billingSignInUrl alone). */
export function createBilling(settings: BillingSettings = config.billing) {
  return {
    /** The absolute sign-in URL for a company's user, carrying the signed, expiring `state`. */
    signInUrl: (companyUuid: string, userUuid: string | null, now?: Date): string => billingSignInUrl(companyUuid, userUuid, now, settings),
    /** The claims of a state the provider sends back, or undefined when invalid or expired. */
    verifyState: (state: string, nowSeconds?: number): BillingStateClaims | undefined => verifyBillingState(state, settings.stateSecret, nowSeconds),
  };
}

export type Billing = ReturnType<typeof createBilling>;
// Pure: a bundle that does not use the default instance drops it (and the verification it binds).
export const billing: Billing = /* @__PURE__ */ createBilling();
