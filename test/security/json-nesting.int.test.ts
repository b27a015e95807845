/**
 * A body nested deeper than 64 levels is 400 malformed_request on any route, found by
 * an iterative scan before any recursive code (the company depth rule, canonical JSON) sees it.
 */
import { handler as updateCompany } from '../../functions/companies/update-company';
import { handler as createAutomation } from '../../functions/automations/create-automation';
import { invoke, loadEvent, withRequest } from '../support/invoke';
import { makeCompany } from '../support/fixtures';
import { automationBody } from '../support/automations';

const nested = (levels: number, leaf = '1'): string => `${'['.repeat(levels)}${leaf}${']'.repeat(levels)}`;

describe('JSON nesting limit', () => {
  it('answers 400 to a PATCH company whose settings nest 300,000 levels, and changes nothing', async () => {
    // Prepare
    const company = await makeCompany();
    const rawBody = `{"settings":{"deep":${nested(300_000)}}}`;
    // Act
    const response = await invoke(
      updateCompany,
      withRequest(loadEvent('update-company/basic'), {
        key: company.ownerKey,
        pathParameters: { company_uuid: company.companyUuid },
        rawBody,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    // Assess
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'malformed_request', status: 400 });
    expect(response.rawBody).not.toMatch(/RangeError|stack/);
  });

  it('answers 400 to a create with an Idempotency-Key whose read-only field nests 200,000 levels', async () => {
    const company = await makeCompany();
    const body = JSON.stringify(automationBody());
    const rawBody = `${body.slice(0, -1)},"created_at":${nested(200_000, '"x"')}}`;
    const response = await invoke(
      createAutomation,
      withRequest(loadEvent('create-automation/basic'), {
        key: company.ownerKey,
        pathParameters: { company_uuid: company.companyUuid },
        rawBody,
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'deep-1' },
      }),
    );
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code: 'malformed_request' });
  });

  it('still answers the company 8-level rule with 422 below 65 levels', async () => {
    const company = await makeCompany();
    const rawBody = `{"settings":{"deep":${nested(40)}}}`;
    const response = await invoke(
      updateCompany,
      withRequest(loadEvent('update-company/basic'), {
        key: company.ownerKey,
        pathParameters: { company_uuid: company.companyUuid },
        rawBody,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
    expect(response.status).toBe(422);
  });
});
