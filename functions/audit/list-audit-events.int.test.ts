import { handler as listAuditEvents } from './list-audit-events';
import { handler as deleteLocation } from '../locations/delete-location';
import { handler as updateCompanyLimit } from '../companies/update-company-limit';
import { handler as updateLocation } from '../locations/update-location';
import { invoke, loadEvent, withRequest } from '../../test/support/invoke';
import { type CompanyFixture, makeCompany, makeLocation, makePlatformKey, makeUser } from '../../test/support/fixtures';
import { makeLocationRecord, postLocation } from '../../test/support/locations';
import { ANY_ETAG, expectPage, expectProblem, expectRecord } from '../../test/support/responses';
import { auditEvent } from '../../test/support/audit';
import { companyRecord } from '../../test/support/companies';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../lib/aws/dynamo';
import { type AuditView, countsPartition, weekKey, weekStart } from '../../lib/audit/audit-layout';

/** The meta of a first page of events, newest first, with the members given. */
const meta = (fields: Record<string, unknown>) => ({
  page: 1,
  page_size: 25,
  total_pages: 1,
  sort_by: 'occurred_at',
  sort_order: 'desc',
  ...fields,
});

describe('list-audit-events handler', () => {
  let company: CompanyFixture;
  const list = (key: string, query: Record<string, string | string[]> = {}, companyUuid = company.companyUuid) =>
    invoke(
      listAuditEvents,
      withRequest(loadEvent('list-audit-events/basic'), { key, pathParameters: { company_uuid: companyUuid }, query }),
    );
  const at = (uuid: string) => ({ company_uuid: company.companyUuid, company_location_uuid: uuid });

  beforeEach(async () => {
    company = await makeCompany();
  });

  it('records each location change with its actor, target, changes and request, newest first', async () => {
    const location = await makeLocationRecord(company.ownerKey, company.companyUuid, { name: 'Depot', city: 'Dover' });
    await invoke(
      updateLocation,
      withRequest(loadEvent('update-location/basic'), {
        key: company.ownerKey,
        pathParameters: at(location.uuid),
        body: { city: 'Deal' },
        headers: { 'X-Request-Id': 'rename-depot' },
      }),
    );
    await invoke(
      deleteLocation,
      withRequest(loadEvent('delete-location/basic'), { key: company.ownerKey, pathParameters: at(location.uuid) }),
    );

    // The company's owner key (key.created, by the admin CLI) is in the trail too.
    const response = await list(company.ownerKey, { type: 'location.created,location.updated,location.deleted' });
    const byOwner = { kind: 'user', user_uuid: company.ownerUuid, key_id: expect.any(String) };
    const target = { kind: 'location', uuid: location.uuid };
    expectPage(response, {
      data: [
        auditEvent({
          company_uuid: company.companyUuid,
          type: 'location.deleted',
          actor: byOwner,
          target,
          changes: null,
          request_id: 'sample-delete-location-basic',
        }),
        auditEvent({
          company_uuid: company.companyUuid,
          type: 'location.updated',
          actor: byOwner,
          target,
          changes: { city: { from: 'Dover', to: 'Deal' } },
          request_id: 'rename-depot',
        }),
        auditEvent({
          company_uuid: company.companyUuid,
          type: 'location.created',
          actor: byOwner,
          target,
          changes: null,
          request_id: 'sample-create-location-basic',
        }),
      ],
      meta: meta({ total: 3 }),
    });
    const [deleted, updated, created] = response.body.data;
    expect(new Set([deleted.actor.key_id, updated.actor.key_id, created.actor.key_id]).size).toBe(1);
    expect(created.occurred_at <= updated.occurred_at && updated.occurred_at <= deleted.occurred_at).toBe(true);
  });

  it('filters by type, actor and target with exact totals, and sorts oldest first on request', async () => {
    const admin = await makeUser(company.companyUuid, 'ROLE_COMPANY_ADMIN');
    const platform = await makePlatformKey();
    const first = await makeLocationRecord(company.ownerKey, company.companyUuid);
    await makeLocationRecord(admin.key, company.companyUuid);
    await makeLocationRecord(platform.key, company.companyUuid);
    await invoke(
      updateLocation,
      withRequest(loadEvent('update-location/basic'), {
        key: admin.key,
        pathParameters: at(first.uuid),
        body: { city: 'Rye' },
      }),
    );
    await makeLocation(company.companyUuid, 'By an operator');

    const byAdmin = await list(company.ownerKey, { actor_user_uuid: admin.userUuid.toUpperCase() });
    expect(byAdmin.body.data.map((event: { type: string }) => event.type)).toEqual([
      'location.updated',
      'location.created',
    ]);
    expectPage(byAdmin, { data: expect.any(Array), meta: meta({ total: 2 }) });

    const ofFirst = await list(company.ownerKey, { target_uuid: first.uuid, sort_order: 'asc' });
    expect(ofFirst.body.data.map((event: { type: string }) => event.type)).toEqual([
      'location.created',
      'location.updated',
    ]);
    expectPage(ofFirst, { data: expect.any(Array), meta: meta({ total: 2, sort_order: 'asc' }) });

    const updates = await list(company.ownerKey, { type: 'location.updated' });
    expectPage(updates, {
      data: [
        auditEvent({
          company_uuid: company.companyUuid,
          type: 'location.updated',
          actor: { kind: 'user', user_uuid: admin.userUuid, key_id: expect.any(String) },
          target: { kind: 'location', uuid: first.uuid },
          changes: { city: { from: null, to: 'Rye' } },
          request_id: 'sample-update-location-basic',
        }),
      ],
      meta: meta({ total: 1 }),
    });
    const both = await list(company.ownerKey, { type: 'location.updated,location.created', page_size: '2' });
    expectPage(both, {
      data: [expect.any(Object), expect.any(Object)],
      meta: meta({ page_size: 2, total: 5, total_pages: 3 }),
    });

    const adminOnFirst = await list(company.ownerKey, { actor_user_uuid: admin.userUuid, target_uuid: first.uuid });
    expect(adminOnFirst.body.data.map((event: { type: string }) => event.type)).toEqual(['location.updated']);
    expectPage(adminOnFirst, { data: expect.any(Array), meta: meta({ total: 1 }) });

    const kinds = (await list(company.ownerKey, { type: 'location.created', sort_order: 'asc' })).body.data.map(
      (event: { actor: { kind: string } }) => event.actor.kind,
    );
    expect(kinds).toEqual(['user', 'user', 'platform', 'operator']);
  });

  it('records a limit change by a platform key', async () => {
    const platform = await makePlatformKey();
    const response = await invoke(
      updateCompanyLimit,
      withRequest(loadEvent('update-company-limit/basic'), {
        key: platform.key,
        pathParameters: { company_uuid: company.companyUuid, entity: 'users' },
        body: { limit: 7 },
      }),
    );
    expectRecord(response, {
      record: companyRecord(company, {
        limits: { automations: null, categories: null, users: 7, company_locations: null, automation_messages: null },
      }),
      etag: ANY_ETAG,
    });
    expectPage(await list(company.ownerKey, { type: 'company.limit_updated' }), {
      data: [
        auditEvent({
          company_uuid: company.companyUuid,
          type: 'company.limit_updated',
          actor: { kind: 'platform', user_uuid: null, key_id: platform.keyId },
          target: { kind: 'company', uuid: company.companyUuid },
          changes: { 'limits.users': { from: null, to: 7 } },
          request_id: 'sample-update-company-limit-basic',
        }),
      ],
      meta: meta({ total: 1 }),
    });
  });

  it('writes no event for a refused change', async () => {
    const taken = await makeLocationRecord(company.ownerKey, company.companyUuid, { name: 'Taken' });
    expectProblem(await postLocation(company.ownerKey, company.companyUuid, { name: 'TAKEN' }), {
      status: 409,
      code: 'conflict',
    });
    expectProblem(await postLocation(company.ownerKey, company.companyUuid, { name: 'x'.repeat(201) }), {
      status: 422,
      code: 'validation_failed',
    });
    expectPage(await list(company.ownerKey, { type: 'location.created' }), {
      data: [
        auditEvent({
          company_uuid: company.companyUuid,
          type: 'location.created',
          actor: { kind: 'user', user_uuid: company.ownerUuid, key_id: expect.any(String) },
          target: { kind: 'location', uuid: taken.uuid },
          changes: null,
          request_id: 'sample-create-location-basic',
        }),
      ],
      meta: meta({ total: 1 }),
    });
    expectPage(await list(company.ownerKey), { data: expect.any(Array), meta: meta({ total: 2 }) });
  });

  it('answers 422 for an unknown type or a non-UUID filter, 403 to a manager, 404 for a foreign company', async () => {
    const unknown = await list(company.ownerKey, { type: 'location.renamed' });
    expectProblem(unknown, {
      status: 422,
      code: 'validation_failed',
      errors: [{ path: 'type', code: expect.any(String), message: expect.any(String) }],
    });
    expectProblem(await list(company.ownerKey, { actor_user_uuid: 'someone' }), {
      status: 422,
      code: 'validation_failed',
      errors: [{ path: 'actor_user_uuid', code: 'invalid_uuid', message: expect.any(String) }],
    });
    expectProblem(await list(company.ownerKey, { sort_by: 'type' }), { status: 422, code: 'validation_failed' });
    const manager = await makeUser(company.companyUuid, 'ROLE_COMPANY_MANAGER');
    expectProblem(await list(manager.key), { status: 403, code: 'forbidden' });
    const other = await makeCompany();
    expectProblem(await list(company.ownerKey, {}, other.companyUuid), { status: 404, code: 'not_found' });
  });

  it('records API Gateway’s own request id beside the client’s X-Request-Id', async () => {
    const location = await makeLocationRecord(company.ownerKey, company.companyUuid, { name: 'Depot' });
    const event = withRequest(loadEvent('update-location/basic'), {
      key: company.ownerKey,
      pathParameters: at(location.uuid),
      body: { city: 'Deal' },
      headers: { 'X-Request-Id': 'chosen-by-client' },
    });
    event.requestContext.requestId = 'c7d1e2f3-0a1b-4c5d-8e9f-gateway00001';
    await invoke(updateLocation, event);
    expectPage(await list(company.ownerKey, { type: 'location.updated' }), {
      data: [
        auditEvent({
          company_uuid: company.companyUuid,
          type: 'location.updated',
          actor: { kind: 'user', user_uuid: company.ownerUuid, key_id: expect.any(String) },
          target: { kind: 'location', uuid: location.uuid },
          changes: { city: { from: null, to: 'Deal' } },
          request_id: 'chosen-by-client',
          gateway_request_id: 'c7d1e2f3-0a1b-4c5d-8e9f-gateway00001',
        }),
      ],
      meta: meta({ total: 1 }),
    });
  });

  it('answers 422 too_broad, at the first filter, for a combination or a search that would evaluate more than 10,000 events', async () => {
    const location = await makeLocationRecord(company.ownerKey, company.companyUuid, { name: 'Depot' });
    // This week's counts say 10,001 of every event, of the owner's and of one type (no events need exist for the refusal).
    const countAs = (view: AuditView, total: number) =>
      documentClient.send(
        new PutCommand({
          TableName: tableName,
          Item: { PK: countsPartition(company.companyUuid, view), SK: weekKey(weekStart(Date.now())), total },
        }),
      );
    await Promise.all([
      countAs({ kind: 'all' }, 10_001),
      countAs({ kind: 'actor', uuid: company.ownerUuid }, 10_001),
      countAs({ kind: 'type', type: 'location.created' }, 10_001),
    ]);
    const tooBroad = (path: string) => ({
      status: 422,
      code: 'validation_failed',
      errors: [{ path, code: 'too_broad', message: expect.any(String) }],
    });
    expectProblem(
      await list(company.ownerKey, { type: 'location.created', actor_user_uuid: company.ownerUuid }),
      tooBroad('type'),
    );
    expectProblem(await list(company.ownerKey, { search: 'location' }), tooBroad('search'));
    expectProblem(
      await list(company.ownerKey, { actor_user_uuid: company.ownerUuid, search: 'location' }),
      tooBroad('actor_user_uuid'),
    );
    // One narrow view among the filters is enough: the target's single event is evaluated.
    const narrowed = await list(company.ownerKey, {
      type: 'location.created',
      actor_user_uuid: company.ownerUuid,
      target_uuid: location.uuid,
    });
    const created = auditEvent({
      company_uuid: company.companyUuid,
      type: 'location.created',
      actor: { kind: 'user', user_uuid: company.ownerUuid, key_id: expect.any(String) },
      target: { kind: 'location', uuid: location.uuid },
      changes: null,
      request_id: 'sample-create-location-basic',
    });
    expectPage(narrowed, { data: [created], meta: meta({ total: 1 }) });
  });
});
