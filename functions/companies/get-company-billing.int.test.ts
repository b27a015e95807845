import { handler } from './get-company-billing';
import { verifyBillingState } from '../../lib/billing/billing-state';
import { config } from '../../lib/config';
import { invoke, loadEvent, withRequest } from '../../test/support/invoke';
import { makeCompany, makePlatformKey, makeUser } from '../../test/support/fixtures';
import { expectProblem, expectRecord } from '../../test/support/responses';

function getBilling(key: string, companyUuid: string) {
  return invoke(
    handler,
    withRequest(loadEvent('get-company-billing/basic'), { key, pathParameters: { company_uuid: companyUuid } }),
  );
}

describe('get-company-billing handler', () => {
  it('redirects the owner to the sign-in URL with a signed, expiring state', async () => {
    // Prepare
    const company = await makeCompany();
    const started = Math.floor(Date.now() / 1000);
    // Act
    const response = await getBilling(company.ownerKey, company.companyUuid);
    // Assess
    const location = response.headers.location ?? '';
    expectRecord(response, { status: 302, record: { redirect_url: location }, location: expect.any(String) });
    const url = new URL(location); // absolute, or this throws
    expect(`${url.origin}${url.pathname}`).toBe(new URL(config.billing.signInUrl).toString().replace(/\?.*$/, ''));
    const claims = verifyBillingState(url.searchParams.get('state') ?? '', config.billing.stateSecret);
    expect(claims).toEqual({
      companyUuid: company.companyUuid,
      userUuid: company.ownerUuid,
      expiresAt: expect.any(Number),
    });
    expect(claims?.expiresAt).toBeGreaterThanOrEqual(started + config.billing.stateTtlSeconds);
    expect(
      verifyBillingState(url.searchParams.get('state') ?? '', config.billing.stateSecret, (claims?.expiresAt ?? 0) + 1),
    ).toBeUndefined();
  });

  it.each([
    ['an admin', 'ROLE_COMPANY_ADMIN'],
    ['a manager', 'ROLE_COMPANY_MANAGER'],
    ['a technician', 'ROLE_COMPANY_TECHNICIAN'],
  ] as const)('answers 403 to %s', async (_name, role) => {
    const company = await makeCompany();
    const user = await makeUser(company.companyUuid, role);
    const response = await getBilling(user.key, company.companyUuid);
    expectProblem(response, { status: 403, code: 'forbidden' });
  });

  it('answers 403 to a platform key', async () => {
    const company = await makeCompany();
    const platform = await makePlatformKey();
    expectProblem(await getBilling(platform.key, company.companyUuid), { status: 403, code: 'forbidden' });
  });
});
