/** GET automation-events: newest first by default, the filters alone and together, pages, invalid values, roles. */
import { makeAutomation } from '../../test/support/automations';
import { makeCompany, makeUser, type CompanyFixture } from '../../test/support/fixtures';
import { eventBody, listEvents, listRuns, postEvent } from '../../test/support/automation-history';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../lib/aws/dynamo';
import { TOTAL_FACET } from '../../lib/data/list-counts';
import { weekKey, weekStart } from '../../lib/audit/audit-layout';

const S1 = '0190f3a4-aa00-7b1c-8d2e-0000000000a1';
const S2 = '0190f3a4-aa00-7b1c-8d2e-0000000000a2';

describe('list-automation-events handler', () => {
  let company: CompanyFixture;
  const ids = (response: { body: { data: Array<{ event_id: string }> } }) =>
    response.body.data.map((event) => event.event_id);

  beforeAll(async () => {
    company = await makeCompany();
    await makeAutomation(company.ownerKey, company.companyUuid);
    // Oldest first: e1 matched (a run), e2 no trigger, e3 a JOB event, e4 suppressed.
    const bodies = [
      eventBody('e1', { subject_uuid: S1 }),
      eventBody('e2', { subject_uuid: S2, operation: 'UPDATED' }),
      eventBody('e3', { subject_uuid: S1, type: 'JOB' }),
      eventBody('e4', { subject_uuid: S1, suppress_automations: true }),
    ];
    for (const body of bodies) {
      const response = await postEvent(company.ownerKey, company.companyUuid, body);
      if (response.status !== 202) throw new Error(`POST answered ${response.status}: ${response.rawBody}`);
    }
  });

  it('lists newest first by default, with the exact total', async () => {
    const response = await listEvents(company.ownerKey, company.companyUuid);
    expect(response.status).toBe(200);
    expect(ids(response)).toEqual(['e4', 'e3', 'e2', 'e1']);
    expect(response.body.meta).toEqual({
      page: 1,
      page_size: 25,
      total: 4,
      total_pages: 1,
      sort_by: 'received_at',
      sort_order: 'desc',
    });
    const first = response.body.data[3];
    expect(first.verdicts).toEqual([
      expect.objectContaining({ automation_name: 'Welcome e-mail', outcome: 'MATCHED' }),
    ]);
    expect(first).not.toHaveProperty('data');
  });

  it('lists oldest first with sort_order asc, and pages', async () => {
    const ascending = await listEvents(company.ownerKey, company.companyUuid, { sort_order: 'ASC' });
    const second = await listEvents(company.ownerKey, company.companyUuid, { page: '2', page_size: '3' });
    expect(ids(ascending)).toEqual(['e1', 'e2', 'e3', 'e4']);
    expect(ascending.body.meta).toMatchObject({ sort_by: 'received_at', sort_order: 'asc' });
    expect(ids(second)).toEqual(['e1']);
    expect(second.body.meta).toMatchObject({ page: 2, page_size: 3, total: 4, total_pages: 2 });
  });

  it.each<[string, Record<string, string>, string[]]>([
    ['type', { type: 'JOB' }, ['e3']],
    ['type CUSTOMER', { type: 'CUSTOMER' }, ['e4', 'e2', 'e1']],
    ['subject_uuid (any case)', { subject_uuid: S1.toUpperCase() }, ['e4', 'e3', 'e1']],
    ['matched=true: at least one run was created', { matched: 'true' }, ['e1']],
    ['matched=false', { matched: 'false' }, ['e4', 'e3', 'e2']],
    ['type and matched', { type: 'CUSTOMER', matched: 'false' }, ['e4', 'e2']],
    ['subject_uuid, type and matched', { subject_uuid: S1, type: 'CUSTOMER', matched: 'false' }, ['e4']],
  ])('filters by %s, with the total of what passes', async (_case, query, expected) => {
    const response = await listEvents(company.ownerKey, company.companyUuid, query);
    expect(response.status).toBe(200);
    expect(ids(response)).toEqual(expected);
    expect(response.body.meta.total).toBe(expected.length);
  });

  it.each<[string, Record<string, string>, string]>([
    ['an unknown type', { type: 'LEAD' }, 'type'],
    ['a matched other than true or false', { matched: 'yes' }, 'matched'],
    ['a subject_uuid that is not a uuid', { subject_uuid: 'customer-1' }, 'subject_uuid'],
    ['a sort_by other than received_at', { sort_by: 'occurred_at' }, 'sort_by'],
    ['an unknown sort_order', { sort_order: 'newest' }, 'sort_order'],
    ['a page_size over 100', { page_size: '101' }, 'page_size'],
  ])('answers 422 to %s', async (_case, query, path) => {
    const response = await listEvents(company.ownerKey, company.companyUuid, query);
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual([expect.objectContaining({ path })]);
  });

  it('lets a manager read the list and refuses a technician', async () => {
    const manager = await makeUser(company.companyUuid, 'ROLE_COMPANY_MANAGER');
    const technician = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
    expect(ids(await listEvents(manager.key, company.companyUuid))).toEqual(['e4', 'e3', 'e2', 'e1']);
    expect((await listEvents(technician.key, company.companyUuid)).status).toBe(403);
  });

  it("shows no other company's events", async () => {
    const other = await makeCompany();
    const response = await listEvents(other.ownerKey, other.companyUuid);
    expect(response.body.data).toEqual([]);
    expect(response.body.meta).toMatchObject({ total: 0, total_pages: 0 });
  });

  it('refuses a combination of filters over a view of more than 10,000 records (422 too_broad at the first filter), reading nothing', async () => {
    // Arrange: the counts say the subject's view of events, and an automation's view of runs, are long.
    const other = await makeCompany();
    const week = weekKey(weekStart(Date.now()));
    const long = async (partition: string) =>
      documentClient.send(
        new PutCommand({ TableName: tableName, Item: { PK: partition, SK: week, [TOTAL_FACET]: 10_001 } }),
      );
    await long(`AUTOCOUNT#${other.companyUuid}#EVENTS#subject#${S1}`);
    await long(`AUTOCOUNT#${other.companyUuid}#RUNS#automation#${S2}`);
    // Act
    const events = await listEvents(other.ownerKey, other.companyUuid, { type: 'JOB', subject_uuid: S1 });
    const subjectOnly = await listEvents(other.ownerKey, other.companyUuid, { subject_uuid: S1 });
    const runs = await listRuns(other.ownerKey, other.companyUuid, { automation_uuid: S2, status: 'QUEUED' });
    // Assess
    expect(events.status).toBe(422);
    expect(events.body.errors).toEqual([expect.objectContaining({ path: 'type', code: 'too_broad' })]);
    expect(subjectOnly.status).toBe(200);
    expect(runs.status).toBe(422);
    expect(runs.body.errors).toEqual([expect.objectContaining({ path: 'automation_uuid', code: 'too_broad' })]);
  });
});
