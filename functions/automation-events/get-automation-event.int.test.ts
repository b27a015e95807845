/** GET automation-events/{event_id}: the event with its verdicts as its intake answered, its id compared exactly. */
import { makeAutomation } from '../../test/support/automations';
import { makeCompany, type CompanyFixture } from '../../test/support/fixtures';
import { eventBody, getEvent, postEvent } from '../../test/support/automation-history';

describe('get-automation-event handler', () => {
  let company: CompanyFixture;

  beforeAll(async () => {
    company = await makeCompany();
    await makeAutomation(company.ownerKey, company.companyUuid);
  });

  it('answers the event as its POST did, verdicts included', async () => {
    // Prepare
    const posted = await postEvent(
      company.ownerKey,
      company.companyUuid,
      eventBody('Order:42.1', { status: { to: 'New' }, sequence: 1 }),
    );
    // Act
    const response = await getEvent(company.ownerKey, company.companyUuid, 'Order:42.1');
    // Assess
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ data: posted.body.data });
    expect(response.body.data.verdicts[0].run_uuid).toEqual(expect.any(String));
  });

  it('answers 404 for an id of another case, an unknown id and another company', async () => {
    await postEvent(company.ownerKey, company.companyUuid, eventBody('evt-lower'));
    const other = await makeCompany();
    for (const response of [
      await getEvent(company.ownerKey, company.companyUuid, 'EVT-LOWER'),
      await getEvent(company.ownerKey, company.companyUuid, 'evt-unknown'),
      await getEvent(other.ownerKey, other.companyUuid, 'evt-lower'),
    ]) {
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('not_found');
    }
  });
});
