/**
 * The list part of `npm run bench`: each list at 30, 1,000 and 5,000 records, in the default order
 * (pages 1 and 2), another column, one enum filter and a search, through the warm handlers: p50/p99
 * and the read capacity DynamoDB reports (ReturnConsumedCapacity), beside a raw strongly consistent
 * GetItem timed in the same rounds. Budgets: p50 at 5,000 ≤ 1.5× p50 at 30 without filter, ≤ 2× with
 * one; page 1 p50 ≤ 3.5× the GetItem at 30 and at 5,000; page 1 ≤ 10 RCU (the bench's records are all
 * small enough to be listed in the indexes). Search is reported, not budgeted.
 *
 * Imported only once the bench environment is in place (it loads the handlers and their config).
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import { handler as listAutomations } from '../../functions/automations/list-automations';
import { handler as listCategories } from '../../functions/categories/list-categories';
import { handler as listCompanyUsers } from '../../functions/users/list-company-users';
import { handler as listLocations } from '../../functions/locations/list-locations';
import { handler as listInvitations } from '../../functions/invitations/list-invitations';
import { handler as listMyKeys } from '../../functions/keys/list-my-keys';
import { handler as listAuditEvents } from '../../functions/audit/list-audit-events';
import { KEY_LIST, userKeyRecordItem, userKeysPartition } from '../../lib/auth/key-record';
import type { AuditEvent } from '../../lib/audit/audit-event';
import { EVENTS_FROM, auditEventAt, auditTrailItems } from './audit-seed';
import { listCountsKey } from '../../lib/data/list-counts';
import { LOCATION_ENTITY, locationKey } from '../../lib/locations/location';
import { INVITATION_ENTITY, invitationKey } from '../../lib/invitations/invitation';
import { createAdminCommands } from '../../lib/admin/admin-commands';
import { documentClient, tableName } from '../../lib/aws/dynamo';
import { newId } from '../../lib/data/ids';
import { capacityMeter, isReadCommand } from '../../test/support/consumed-capacity';
import { lambdaContext } from '../../test/support/invoke';
import { AUTOMATION_ENTITY, automationKey } from '../../lib/automations/automation';
import { CATEGORY_ENTITY, categoryKey } from '../../lib/categories/category';
import { USER_ENTITY, userKey } from '../../lib/users/user';
import { putItems, withListAttributes } from '../local/table-items';
import { benchCaller } from './authorized';
import { type BenchCaller, benchEvent } from './events';
import { percentile } from './stats';

const LIST_SCALES = [30, 1_000, 5_000] as const;
const RUNS = Number(process.env.BENCH_LIST_RUNS ?? 60);
const WARMUP_RUNS = Number(process.env.BENCH_LIST_WARMUP_RUNS ?? 15);
/** Untimed rounds of every case before any is timed (the services' warm-up after seeding). */
const JIT_WARMUP_ROUNDS = 40;
const LIST_BUDGET = { plain: 1.5, filtered: 2 };
/** Page 1 against a raw GetItem, and its read units (its records are small: listed in the index). */
const PAGE_ONE_BUDGET = { overGetItem: 3.5, readUnits: 10 };
const PAGE_ONE = 'default, page 1';

type Handler = (event: APIGatewayProxyEvent, context: Context) => Promise<APIGatewayProxyResult>;

interface ListCase {
  list: string;
  variant: string;
  kind: 'plain' | 'filtered' | 'search';
  handler: Handler;
  event: (caller: BenchCaller) => APIGatewayProxyEvent;
}

export interface ListMeasurement {
  list: string;
  variant: string;
  kind: ListCase['kind'];
  scale: number;
  p50: number;
  p99: number;
  readUnits: number;
  /** A raw strongly consistent GetItem of a small item, timed in the same rounds. */
  getItemP50: number;
}

const CASES: ListCase[] = [
  ...(['categories', 'automations', 'users'] as const).flatMap((list): ListCase[] => {
    const handler = { categories: listCategories, automations: listAutomations, users: listCompanyUsers }[
      list
    ] as Handler;
    const dir = { categories: 'list-categories', automations: 'list-automations', users: 'list-company-users' }[list];
    // The users list has a shared page cache; `ignore_cached` measures the read behind it.
    const base: Record<string, string> = list === 'users' ? { ignore_cached: 'true' } : {};
    const other = { categories: 'name', automations: 'name', users: 'display_name' }[list];
    const filter = {
      categories: { category_group: 'DRAWING_SYMBOL' },
      automations: { is_enabled: 'false' },
      users: { filter_by_status_code: 'STATUS_INVITED' },
    }[list] as Record<string, string>;
    const make = (variant: string, kind: ListCase['kind'], query: Record<string, string>): ListCase => ({
      list,
      variant,
      kind,
      handler,
      event: (caller) => benchEvent(dir, caller, { query: { ...base, ...query } }),
    });
    // Page sizes keep every page full at the smallest scale (30 records, a third of them in the
    // filtered value), so each scale answers the same number of records and only the reads differ.
    return [
      make('default, page 1', 'plain', {}),
      make('default, page 2 of 15', 'plain', { page: '2', page_size: '15' }),
      make(`${other} desc`, 'plain', { sort_by: other, sort_order: 'desc' }),
      make(`${Object.entries(filter)[0]?.join('=')}, 10`, 'filtered', { ...filter, page_size: '10' }),
      make('search', 'search', { search: 'item 1' }),
    ];
  }),
  // The team's lists: locations, invitations, the caller's keys and the audit trail (twice the
  // records of the others at each scale: 10,000 events at the largest).
  ...((): ListCase[] => {
    const make = (
      list: string,
      dir: string,
      handler: Handler,
      variant: string,
      kind: ListCase['kind'],
      query: Record<string, string>,
    ): ListCase => ({
      list,
      variant,
      kind,
      handler,
      event: (caller) => benchEvent(dir, caller, { query }),
    });
    return [
      make('locations', 'list-locations', listLocations as Handler, 'default, page 1', 'plain', {}),
      make('locations', 'list-locations', listLocations as Handler, 'name desc', 'plain', {
        sort_by: 'name',
        sort_order: 'desc',
      }),
      make('locations', 'list-locations', listLocations as Handler, 'search', 'search', { search: 'item 1' }),
      make('invitations', 'list-invitations', listInvitations as Handler, 'default, page 1', 'plain', {}),
      make('invitations', 'list-invitations', listInvitations as Handler, 'email desc', 'plain', {
        sort_by: 'email',
        sort_order: 'desc',
      }),
      make('invitations', 'list-invitations', listInvitations as Handler, 'status=ACCEPTED, 10', 'filtered', {
        status: 'ACCEPTED',
        page_size: '10',
      }),
      make('keys', 'list-my-keys', listMyKeys as Handler, 'default, page 1', 'plain', {}),
      make('keys', 'list-my-keys', listMyKeys as Handler, 'name desc', 'plain', {
        sort_by: 'name',
        sort_order: 'desc',
      }),
      make('audit', 'list-audit-events', listAuditEvents as Handler, 'default, page 1', 'plain', {}),
      make('audit', 'list-audit-events', listAuditEvents as Handler, 'type=location.updated, 10', 'filtered', {
        type: 'location.updated',
        page_size: '10',
      }),
    ];
  })(),
];

/** The team's records of a company: locations, invitations, the owner's keys and audit events. */
async function teamItems(companyUuid: string, ownerUuid: string, count: number): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  const invitationStates = ['PENDING', 'ACCEPTED', 'REVOKED'] as const;
  const eventTypes = ['location.created', 'location.updated', 'location.deleted'] as const;
  const events: AuditEvent[] = [];
  for (let position = 0; position < count; position++) {
    const created = new Date(Date.UTC(2026, 0, 1) + position * 1000).toISOString();
    const name = `Item ${position} ${(position * 7919) % 1000}`;
    const common = { company_uuid: companyUuid, created_at: created, updated_at: created, version: 1 };
    const locationUuid = newId();
    items.push({
      ...locationKey(companyUuid, locationUuid),
      entity: LOCATION_ENTITY,
      company_location_uuid: locationUuid,
      name,
      address1: null,
      address2: null,
      city: `City ${position % 50}`,
      postal_code: null,
      country_uuid: null,
      country_state_uuid: null,
      phone: null,
      timezone: null,
      ...common,
    });
    const invitation = {
      invitation_uuid: newId(),
      user_uuid: newId(),
      email: `invitee${position}@example.com`,
      display_name: name,
      role_code: 'ROLE_COMPANY_TECHNICIAN',
      company_location_uuids: [],
      status: invitationStates[position % 3] as (typeof invitationStates)[number],
      expires_at: '2099-01-01T00:00:00.000Z',
      invited_by_user_uuid: null,
      accepted_at: position % 3 === 1 ? created : null,
      token_hash: newId(),
      ...common,
    };
    items.push({
      ...invitationKey(companyUuid, invitation.invitation_uuid),
      entity: INVITATION_ENTITY,
      ...invitation,
    });
    const key = {
      key_id: newId(),
      kind: 'user' as const,
      company_uuid: companyUuid,
      user_uuid: ownerUuid,
      name,
      created_at: created,
      expires_at: null,
      revoked_at: null,
    };
    items.push(userKeyRecordItem(newId().replace(/-/g, ''), key));
    for (const copy of [0, 1]) {
      const type = eventTypes[(position * 2 + copy) % 3] as (typeof eventTypes)[number];
      // A second apart like the other records (a position's two a millisecond apart), not the burst
      // of shared milliseconds a seeding loop would give them; within the trail's kept weeks.
      events.push(
        auditEventAt(companyUuid, type, { kind: 'location', uuid: locationUuid }, EVENTS_FROM + position * 1000 + copy),
      );
    }
  }
  items.push(
    { ...listCountsKey(userKeysPartition(ownerUuid), KEY_LIST.entity), entity: 'list_counts', total: count + 1 },
    ...auditTrailItems(tableName, events),
  );
  return items;
}

/** Writes `count` records of each listed entity into a new company (as the repositories would, in batches). */
async function seedCompany(count: number): Promise<BenchCaller> {
  const company = await createAdminCommands().createCompany({ name: `Bench ${count}`, country: 'US', state: 'US-NY' });
  const companyUuid = company.company_uuid;
  const items: Record<string, unknown>[] = [];
  // A third of each entity in the filtered value (DRAWING_SYMBOL, disabled, invited).
  const groups = ['SERVICE_PLAN', 'DRAWING_SYMBOL', 'SERVICE_PLAN'];
  const statuses = ['STATUS_ACTIVE', 'STATUS_INVITED', 'STATUS_DISABLED'];
  for (let position = 0; position < count; position++) {
    const created = new Date(Date.UTC(2026, 0, 1) + position * 1000).toISOString();
    const common = { company_uuid: companyUuid, created_at: created, updated_at: created, version: 1 };
    const name = `Item ${position} ${(position * 7919) % 1000}`;
    const categoryUuid = newId();
    items.push({
      ...categoryKey(companyUuid, categoryUuid),
      entity: CATEGORY_ENTITY,
      category_uuid: categoryUuid,
      name,
      description: 'Bench category',
      category_group: groups[position % 3],
      ...common,
    });
    const automationUuid = newId();
    items.push({
      ...automationKey(companyUuid, automationUuid),
      entity: AUTOMATION_ENTITY,
      automation_uuid: automationUuid,
      name,
      description: 'Bench automation',
      type: 'JOB',
      is_enabled: position % 3 !== 0,
      business_hours: null,
      outside_business_hours: 'HOLD',
      triggers: [{ type: 'JOB', operator: 'IS_CREATED', value: '' }],
      filters: [],
      actions: [
        { action: 'SEND_SMS', value: ['{{customer.phone}}'], settings: { body: 'Your technician is on the way.' } },
      ],
      ...common,
    });
    const userUuid = newId();
    items.push({
      ...userKey(companyUuid, userUuid),
      entity: USER_ENTITY,
      user_uuid: userUuid,
      display_name: name,
      first_name: 'Item',
      last_name: String(position),
      email: `item${position}@example.com`,
      phone: null,
      role_code: 'ROLE_COMPANY_TECHNICIAN',
      status_code: statuses[position % 3],
      company_location_uuids: [],
      ...common,
    });
  }
  // The owner the admin CLI created joins the seeded users, so the counters computed for them count it too.
  const ownerKey = userKey(companyUuid, company.owner.user_uuid);
  const owner = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: ownerKey, ConsistentRead: true }),
  );
  // The counters withListAttributes computes (users, locations, invitations) replace those of the
  // company's partition; the keys' and the trail's are in partitions of their own.
  const team = await teamItems(companyUuid, company.owner.user_uuid, count);
  await putItems(documentClient, tableName, [
    ...withListAttributes([
      ...items,
      ...team.filter((item) => String(item.PK).startsWith('COMPANY#')),
      owner.Item ?? {},
    ]),
    ...team.filter((item) => !String(item.PK).startsWith('COMPANY#')),
  ]);
  return benchCaller(company.owner.api_key, companyUuid);
}

/** Measures every case at every scale, interleaving scales run by run so machine noise hits them alike. */
export async function measureLists(): Promise<ListMeasurement[]> {
  const meter = capacityMeter(documentClient, isReadCommand);
  const context = lambdaContext() as Context;
  const companies = new Map<number, BenchCaller>();
  for (const scale of LIST_SCALES) companies.set(scale, await seedCompany(scale));
  const results: ListMeasurement[] = [];
  const floorKey = listCountsKey(`COMPANY#${companies.get(LIST_SCALES[0])?.companyUuid}`, 'categories');
  const getItem = () =>
    documentClient.send(new GetCommand({ TableName: tableName, Key: floorKey, ConsistentRead: true }));
  // Untimed first: the floor is a warm GetItem, on a connection already open.
  for (let round = 0; round < 20; round++) await getItem();
  // Every case 40 times over first: DynamoDB Local's JVM (and Node) keep getting faster for the
  // first thousand or so requests after seeding; with 5 rounds each, whichever case was timed first
  // (the categories list) read 3.6–3.7× its floor, and ≈ 3.25× once warm like the others.
  for (const listCase of CASES)
    for (const scale of LIST_SCALES)
      for (let round = 0; round < JIT_WARMUP_ROUNDS; round++)
        await listCase.handler(listCase.event(companies.get(scale) as BenchCaller), context);
  for (const listCase of CASES) {
    const latencies = new Map<number, number[]>(LIST_SCALES.map((scale) => [scale, []]));
    const floor: number[] = [];
    // Handlers never change their event, so each scale's is built once, outside the timed calls.
    const events = new Map(LIST_SCALES.map((scale) => [scale, listCase.event(companies.get(scale) as BenchCaller)]));
    const units = new Map<number, number>();
    for (const scale of LIST_SCALES) {
      const { units: read, result: answer } = await meter.measure(() =>
        listCase.handler(events.get(scale) as APIGatewayProxyEvent, context),
      );
      if (answer.statusCode !== 200)
        throw new Error(`${listCase.list} ${listCase.variant} answered ${answer.statusCode}: ${answer.body}`);
      units.set(scale, read);
    }
    // Untimed first, so each case is timed with its code optimized, whichever case runs first.
    for (let round = 0; round < WARMUP_RUNS; round++) {
      for (const scale of LIST_SCALES) await listCase.handler(events.get(scale) as APIGatewayProxyEvent, context);
      await getItem();
    }
    for (let run = 0; run < RUNS; run++) {
      // The scales take turns at going first, so whatever a request leaves behind (GC, caches) hits each alike.
      for (const scale of [
        ...LIST_SCALES.slice(run % LIST_SCALES.length),
        ...LIST_SCALES.slice(0, run % LIST_SCALES.length),
      ]) {
        const event = events.get(scale) as APIGatewayProxyEvent;
        const started = performance.now();
        await listCase.handler(event, context);
        latencies.get(scale)?.push(performance.now() - started);
      }
      const started = performance.now();
      await getItem();
      floor.push(performance.now() - started);
    }
    for (const scale of LIST_SCALES) {
      const measured = latencies.get(scale) ?? [];
      results.push({
        ...listCase,
        scale,
        p50: percentile(measured, 50),
        p99: percentile(measured, 99),
        readUnits: units.get(scale) ?? 0,
        getItemP50: percentile(floor, 50),
      });
    }
  }
  meter.remove();
  return results;
}

/** A company of its own for the writes' measurements (its owner holds one key, so it may issue more). */
export async function writesCaller(): Promise<BenchCaller> {
  const company = await createAdminCommands().createCompany({ name: 'Bench writes', country: 'US', state: 'US-NY' });
  return benchCaller(company.owner.api_key, company.company_uuid);
}

/** Prints the table; returns false when a budget is missed. */
export function reportLists(results: ListMeasurement[]): boolean {
  let ok = true;
  console.log(
    `\nLists (warm handlers, ${RUNS} runs per case and scale; RCU = read capacity DynamoDB reports for one request)\n`,
  );
  console.log(
    'list'.padEnd(12),
    'case'.padEnd(28),
    ...LIST_SCALES.map((scale) => `${scale} p50/p99 ms, RCU`.padStart(26)),
    '  5000/30',
  );
  const keys = [...new Set(results.map((result) => `${result.list}|${result.variant}`))];
  for (const key of keys) {
    const rows = results.filter((result) => `${result.list}|${result.variant}` === key);
    const first = rows[0] as ListMeasurement;
    const smallest = rows.find((row) => row.scale === LIST_SCALES[0]) as ListMeasurement;
    const largest = rows.find((row) => row.scale === LIST_SCALES[LIST_SCALES.length - 1]) as ListMeasurement;
    const ratio = largest.p50 / smallest.p50;
    const budget = first.kind === 'search' ? undefined : LIST_BUDGET[first.kind];
    const verdict = budget === undefined ? '(no budget)' : ratio <= budget ? `ok ≤ ${budget}` : `OVER ${budget}`;
    if (budget !== undefined && ratio > budget) ok = false;
    const cells = LIST_SCALES.map((scale) => {
      const row = rows.find((candidate) => candidate.scale === scale) as ListMeasurement;
      return `${row.p50.toFixed(2)}/${row.p99.toFixed(2)}, ${row.readUnits.toFixed(1)}`.padStart(26);
    });
    console.log(first.list.padEnd(12), first.variant.padEnd(28), ...cells, `  ${ratio.toFixed(2)}× ${verdict}`);
  }
  return reportPageOne(results) && ok;
}

/** Page 1 of each list against the raw GetItem of its rounds, and its read units; false when a budget is missed. */
function reportPageOne(results: readonly ListMeasurement[]): boolean {
  let ok = true;
  const edges = [LIST_SCALES[0], LIST_SCALES[LIST_SCALES.length - 1]];
  console.log(
    `\nPage 1 (default order) against a raw GetItem: p50 ≤ ${PAGE_ONE_BUDGET.overGetItem}×; ≤ ${PAGE_ONE_BUDGET.readUnits} RCU\n`,
  );
  console.log('list'.padEnd(12), ...edges.map((scale) => `${scale}: p50 / GetItem, RCU`.padStart(34)), '  verdict');
  for (const list of [...new Set(results.map((result) => result.list))]) {
    const rows = edges.map((scale) =>
      results.find((result) => result.list === list && result.variant === PAGE_ONE && result.scale === scale),
    );
    if (rows.some((row) => row === undefined)) continue;
    const misses: string[] = [];
    const cells = (rows as ListMeasurement[]).map((row) => {
      const ratio = row.p50 / row.getItemP50;
      if (ratio > PAGE_ONE_BUDGET.overGetItem)
        misses.push(`${row.scale}: ${ratio.toFixed(2)}× > ${PAGE_ONE_BUDGET.overGetItem}`);
      if (row.readUnits > PAGE_ONE_BUDGET.readUnits)
        misses.push(`${row.scale}: ${row.readUnits} RCU > ${PAGE_ONE_BUDGET.readUnits}`);
      return `${row.p50.toFixed(2)} / ${row.getItemP50.toFixed(2)} ms = ${ratio.toFixed(2)}×, ${row.readUnits.toFixed(1)}`.padStart(
        34,
      );
    });
    if (misses.length > 0) ok = false;
    console.log(list.padEnd(12), ...cells, misses.length > 0 ? `  OVER (${misses.join('; ')})` : '  ok');
  }
  return ok;
}
