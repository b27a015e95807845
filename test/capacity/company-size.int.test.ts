/**
 * DynamoDB capacity per request must not grow with the company: not with its records (the list
 * tests and the bench cover that) and not with the size of its profile, whose settings may make the
 * company item ~400 KB. DynamoDB charges a write by the larger of the item before and after, and a
 * read by the whole item whatever its projection, so no request but the company's own may touch the
 * company item: limits, counts and the users-cache generation live on the small quota item.
 */
import type { Handler } from 'aws-lambda';
import { documentClient } from '../../lib/aws/dynamo';
import { companyRepository } from '../../lib/companies/company-repository';
import { nowIso } from '../../lib/data/time';
import { handler as createAutomation } from '../../functions/automations/create-automation';
import { handler as deleteAutomation } from '../../functions/automations/delete-automation';
import { handler as listAutomations } from '../../functions/automations/list-automations';
import { handler as createCategory } from '../../functions/categories/create-category';
import { handler as deleteCategory } from '../../functions/categories/delete-category';
import { handler as listCompanyUsers } from '../../functions/users/list-company-users';
import { automationBody } from '../support/automations';
import { categoryBody } from '../support/categories';
import { admin, type CompanyFixture, makeCompany, makeLocation, makePlatformKey } from '../support/fixtures';
import { type CapacityMeter, capacityMeter } from '../support/consumed-capacity';
import { type EventOverrides, type TestResponse, invoke, loadEvent, withRequest } from '../support/invoke';

/** Read and write units of every command. */
let meter: CapacityMeter;
beforeAll(() => {
  meter = capacityMeter(documentClient);
});
afterAll(() => meter.remove());

/** The capacity units one handler call consumes. */
async function unitsOf(
  handler: Handler,
  event: string,
  overrides: EventOverrides,
): Promise<{ units: number; response: TestResponse }> {
  const { units, result } = await meter.measure(() =>
    invoke(handler as never, withRequest(loadEvent(event), overrides)),
  );
  return { units, response: result };
}

/**
 * A company whose item is ~300 KB, stored through the repository: nearly three times what the API lets
 * it reach (each JSON object ≤ 32 KiB, ≈ 110 KB in all), so that any growth of a request's units
 * with the company's size shows.
 */
async function makeLargeCompany(): Promise<CompanyFixture> {
  const company = await makeCompany();
  const filler = (field: string) =>
    Object.fromEntries(Array.from({ length: 95 }, (_, index) => [`${field}_${index}`, 'x'.repeat(1000)]));
  await companyRepository.updateCompanyFields(
    company.companyUuid,
    { settings: filler('s'), custom_settings: filler('c'), available_integration_uuids: filler('i') },
    { now: nowIso() },
  );
  return company;
}

/** The units of each request, in order, for one company (a platform key reads its lists). */
async function unitsPerRequest(company: CompanyFixture, platformKey: string): Promise<Record<string, number>> {
  const path = { company_uuid: company.companyUuid };
  const key = company.ownerKey;
  const units: Record<string, number> = {};
  const automation = await unitsOf(createAutomation, 'create-automation/basic', {
    key,
    pathParameters: path,
    body: automationBody(),
  });
  expect(automation.response.status).toBe(201);
  units['POST automation'] = automation.units;
  const category = await unitsOf(createCategory, 'create-category/basic', { key, body: categoryBody() });
  expect(category.response.status).toBe(201);
  units['POST category'] = category.units;
  const automationUuid = automation.response.body.data.automation_uuid as string;
  const categoryUuid = category.response.body.data.category_uuid as string;
  units['DELETE automation'] = (
    await unitsOf(deleteAutomation, 'delete-automation/basic', {
      key,
      pathParameters: { ...path, automation_uuid: automationUuid },
    })
  ).units;
  units['DELETE category'] = (
    await unitsOf(deleteCategory, 'delete-category/basic', { key, pathParameters: { category_uuid: categoryUuid } })
  ).units;
  units['GET users (cache miss)'] = (
    await unitsOf(listCompanyUsers, 'list-company-users/basic', { key, pathParameters: path })
  ).units;
  units['GET users (cached)'] = (
    await unitsOf(listCompanyUsers, 'list-company-users/basic', { key, pathParameters: path })
  ).units;
  units['GET users (reset)'] = (
    await unitsOf(listCompanyUsers, 'list-company-users/basic', {
      key,
      pathParameters: path,
      query: { should_reset_cache: 'true' },
    })
  ).units;
  units['GET automations (platform key)'] = (
    await unitsOf(listAutomations, 'list-automations/basic', { key: platformKey, pathParameters: path })
  ).units;
  return units;
}

it('costs the same capacity for a company with a ~300 KB profile as for a small one', async () => {
  // Prepare: two companies alike but for their settings.
  const platform = await makePlatformKey();
  const small = await makeCompany();
  const large = await makeLargeCompany();
  // Act
  const smallUnits = await unitsPerRequest(small, platform.key);
  const largeUnits = await unitsPerRequest(large, platform.key);
  // Assess: request by request, the same units; and they were measured (DynamoDB reported some).
  expect(largeUnits).toEqual(smallUnits);
  for (const units of Object.values(smallUnits)) expect(units).toBeGreaterThan(0);
});

it("costs the same for the admin CLI's location and user creates", async () => {
  // Prepare
  const small = await makeCompany();
  const large = await makeLargeCompany();
  const unitsOfCreates = async (company: CompanyFixture) => {
    const { units } = await meter.measure(async () => {
      await makeLocation(company.companyUuid, 'North');
      await admin.createUser({
        company: company.companyUuid,
        role: 'ROLE_COMPANY_TECHNICIAN',
        displayName: 'Tech',
        email: `tech-${company.companyUuid}@example.com`,
      });
    });
    return units;
  };
  // Act
  const [smallUnits, largeUnits] = [await unitsOfCreates(small), await unitsOfCreates(large)];
  // Assess
  expect(largeUnits).toBe(smallUnits);
  expect(smallUnits).toBeGreaterThan(0);
});
