/**
 * GET automation-runs: newest first by default (created_at or due_at), the filters alone and
 * together, invalid values, roles. The runs' list views are kept from the table's stream; here a
 * poller keeps them without sending, so each run keeps the status its event gave it.
 */
import { makeAutomation } from '../../test/support/automations';
import { makeCompany, makeUser, type CompanyFixture } from '../../test/support/fixtures';
import type { StreamPoller } from '../../test/support/stream';
import {
  eventBody,
  eventually,
  listRuns,
  postEvent,
  startViewsOnlyPoller,
} from '../../test/support/automation-history';

const S1 = '0190f3a4-aa00-7b1c-8d2e-0000000000b1';
const S2 = '0190f3a4-aa00-7b1c-8d2e-0000000000b2';
const WEEKDAYS = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'];

interface Run {
  run_uuid: string;
  automation_uuid: string;
  subject_uuid: string;
  status: string;
  due_at: string;
  created_at: string;
}

describe('list-automation-runs handler', () => {
  let company: CompanyFixture;
  let poller: StreamPoller;
  let runs: Run[];
  const automations: Record<string, string> = {};
  const uuidsOf = (response: { body: { data: Run[] } }) => response.body.data.map((run) => run.run_uuid);
  /** Newest first: UUIDv7 order is creation order. */
  const newestFirst = (list: Run[]) =>
    list
      .map((run) => run.run_uuid)
      .sort()
      .reverse();

  beforeAll(async () => {
    company = await makeCompany();
    poller = await startViewsOnlyPoller(company.companyUuid);
    // Business hours of tomorrow (UTC) only: an event now is always outside them.
    const tomorrow = WEEKDAYS[(new Date().getUTCDay() + 1) % 7];
    const hours = { timezone: 'UTC', windows: [{ day: tomorrow, start: '09:00', end: '17:00' }] };
    automations.now = (
      await makeAutomation(company.ownerKey, company.companyUuid, { name: 'Now' })
    ).automation.automation_uuid;
    automations.held = (
      await makeAutomation(company.ownerKey, company.companyUuid, { name: 'Held', business_hours: hours })
    ).automation.automation_uuid;
    automations.skipped = (
      await makeAutomation(company.ownerKey, company.companyUuid, {
        name: 'Skipped',
        business_hours: hours,
        outside_business_hours: 'SKIP',
      })
    ).automation.automation_uuid;
    for (const body of [eventBody('r1', { subject_uuid: S1 }), eventBody('r2', { subject_uuid: S2 })]) {
      const response = await postEvent(company.ownerKey, company.companyUuid, body);
      if (response.status !== 202) throw new Error(`POST answered ${response.status}: ${response.rawBody}`);
    }
    const listed = await eventually(
      () => listRuns(company.ownerKey, company.companyUuid),
      (response) => response.body.meta?.total === 6,
    );
    runs = listed.body.data;
  });

  afterAll(async () => {
    await poller.stop();
  });

  it('lists every run newest first by created_at by default', async () => {
    const response = await listRuns(company.ownerKey, company.companyUuid);
    expect(response.status).toBe(200);
    expect(response.body.meta).toEqual({
      page: 1,
      page_size: 25,
      total: 6,
      total_pages: 1,
      sort_by: 'created_at',
      sort_order: 'desc',
    });
    expect(uuidsOf(response)).toEqual(newestFirst(runs));
    const statuses = Object.fromEntries(runs.map((run) => [run.automation_uuid, run.status]));
    expect(statuses).toEqual({
      [automations.now ?? '']: 'QUEUED',
      [automations.held ?? '']: 'HELD',
      [automations.skipped ?? '']: 'SKIPPED',
    });
  });

  it('sorts by due_at, newest first by default: the held runs, due tomorrow, come first', async () => {
    const descending = await listRuns(company.ownerKey, company.companyUuid, { sort_by: 'due_at' });
    const ascending = await listRuns(company.ownerKey, company.companyUuid, { sort_by: 'due_at', sort_order: 'asc' });
    expect(descending.body.meta).toMatchObject({ total: 6, sort_by: 'due_at', sort_order: 'desc' });
    const dueTimes = (descending.body.data as Run[]).map((run) => run.due_at);
    expect(dueTimes).toEqual([...dueTimes].sort().reverse());
    expect((descending.body.data as Run[]).slice(0, 2).map((run) => run.status)).toEqual(['HELD', 'HELD']);
    expect(uuidsOf(ascending)).toEqual([...uuidsOf(descending)].reverse());
  });

  it.each<[string, Record<string, string | string[]>, (run: Run) => boolean]>([
    ['one status', { status: 'HELD' }, (run) => run.status === 'HELD'],
    ['comma-separated statuses', { status: 'HELD,SKIPPED' }, (run) => run.status !== 'QUEUED'],
    ['repeated statuses', { status: ['QUEUED', 'SKIPPED'] }, (run) => run.status !== 'HELD'],
    ['a status no run has', { status: 'FAILED' }, () => false],
    ['automation_uuid', { automation_uuid: 'now' }, (run) => run.automation_uuid === automations.now],
    ['subject_uuid (any case)', { subject_uuid: S1.toUpperCase() }, (run) => run.subject_uuid === S1],
    [
      'automation_uuid and status',
      { automation_uuid: 'held', status: 'HELD,QUEUED' },
      (run) => run.automation_uuid === automations.held,
    ],
    [
      'subject_uuid and statuses',
      { subject_uuid: S2, status: 'QUEUED,HELD' },
      (run) => run.subject_uuid === S2 && run.status !== 'SKIPPED',
    ],
  ])('filters by %s, with the total of what passes', async (_case, query, passes) => {
    // Prepare: automation_uuid names a key of `automations`.
    const resolved = { ...query };
    if (typeof resolved.automation_uuid === 'string')
      resolved.automation_uuid = automations[resolved.automation_uuid] ?? '';
    // Act
    const response = await listRuns(company.ownerKey, company.companyUuid, resolved);
    // Assess
    expect(response.status).toBe(200);
    const expected = newestFirst(runs.filter(passes));
    expect(uuidsOf(response)).toEqual(expected);
    expect(response.body.meta.total).toBe(expected.length);
  });

  it.each<[string, Record<string, string>, string]>([
    ['an unknown status', { status: 'DONE' }, 'status'],
    ['a list with an unknown status', { status: 'HELD,DONE' }, 'status'],
    ['an automation_uuid that is not a uuid', { automation_uuid: 'welcome' }, 'automation_uuid'],
    ['a subject_uuid that is not a uuid', { subject_uuid: 'x' }, 'subject_uuid'],
    ['a sort_by other than created_at or due_at', { sort_by: 'status' }, 'sort_by'],
  ])('answers 422 to %s', async (_case, query, path) => {
    const response = await listRuns(company.ownerKey, company.companyUuid, query);
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual([expect.objectContaining({ path })]);
  });

  it('lets a manager read the list and refuses a technician', async () => {
    const manager = await makeUser(company.companyUuid, 'ROLE_COMPANY_MANAGER');
    const technician = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
    expect(uuidsOf(await listRuns(manager.key, company.companyUuid))).toEqual(newestFirst(runs));
    expect((await listRuns(technician.key, company.companyUuid)).status).toBe(403);
  });
});
