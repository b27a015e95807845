import { billingRedirect } from '../../lib/billing/billing';
import { api } from '../../lib/http/api';
import { found } from '../../lib/http/responses';

export const handler = api({ route: 'getCompanyBilling' }).handler(async ({ companyUuid, principal }) => {
  const redirectUrl = await billingRedirect(companyUuid, principal.userUuid);
  return found(redirectUrl, { redirect_url: redirectUrl });
});
