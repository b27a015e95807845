/** The audit events of user changes, and a user change racing a location's delete. */
import { handler as listAuditEvents } from '../audit/list-audit-events';
import { handler as deleteLocation } from '../locations/delete-location';
import { admin, makeCompany, makeLocation, makeUser } from '../../test/support/fixtures';
import { invoke, loadEvent, withRequest } from '../../test/support/invoke';
import { deleteUser, getUser, patchUser, userRecord } from '../../test/support/users';
import { auditEvent } from '../../test/support/audit';
import { ANY_ETAG, expectNoContent, expectProblem, expectRecord } from '../../test/support/responses';

const events = async (key: string, companyUuid: string, query: Record<string, string> = {}) =>
  (
    await invoke(
      listAuditEvents,
      withRequest(loadEvent('list-audit-events/basic'), { key, pathParameters: { company_uuid: companyUuid }, query }),
    )
  ).body;

describe('user changes in the audit trail', () => {
  it('records a PATCH with the changed fields (settings by name only) and a DELETE', async () => {
    const company = await makeCompany();
    const technician = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN', { displayName: 'Tess' });
    const patched = await patchUser(company.ownerKey, company.companyUuid, technician.userUuid, {
      display_name: 'Tessa',
      settings: { theme: 'dark' },
      role_code: 'ROLE_COMPANY_MANAGER',
    });
    expectRecord(patched, {
      record: userRecord({
        user_uuid: technician.userUuid,
        company_uuid: company.companyUuid,
        display_name: 'Tessa',
        first_name: 'Tess',
        last_name: null,
        settings: { theme: 'dark' },
        role_code: 'ROLE_COMPANY_MANAGER',
      }),
      etag: ANY_ETAG,
    });
    expectNoContent(await deleteUser(company.ownerKey, company.companyUuid, technician.userUuid));

    const trail = await events(company.ownerKey, company.companyUuid, { target_uuid: technician.userUuid });
    const byOwner = { kind: 'user', user_uuid: company.ownerUuid, key_id: expect.any(String) };
    const target = { kind: 'user', uuid: technician.userUuid };
    expect(trail.data).toEqual([
      auditEvent({
        company_uuid: company.companyUuid,
        type: 'user.deleted',
        actor: byOwner,
        target,
        changes: null,
        request_id: 'sample-delete-company-user-basic',
      }),
      auditEvent({
        company_uuid: company.companyUuid,
        type: 'user.updated',
        actor: byOwner,
        target,
        changes: {
          display_name: { from: 'Tess', to: 'Tessa' },
          settings: { from: null, to: null },
          role_code: { from: 'ROLE_COMPANY_TECHNICIAN', to: 'ROLE_COMPANY_MANAGER' },
        },
        request_id: 'sample-update-company-user-basic',
      }),
    ]);
    expect(JSON.stringify(trail)).not.toContain('dark');
  });

  it("records the admin CLI's status change with actor operator", async () => {
    const company = await makeCompany();
    const technician = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
    await admin.setUserStatus({ user: technician.userUuid, status: 'STATUS_DISABLED' });
    expect((await events(company.ownerKey, company.companyUuid, { type: 'user.updated' })).data).toEqual([
      auditEvent({
        company_uuid: company.companyUuid,
        type: 'user.updated',
        actor: { kind: 'operator', user_uuid: null, key_id: null },
        target: { kind: 'user', uuid: technician.userUuid },
        changes: { status_code: { from: 'STATUS_ACTIVE', to: 'STATUS_DISABLED' } },
        request_id: null,
      }),
    ]);
  });

  it('never leaves a deleted location on a user: a PATCH adding it and its delete race, and exactly one wins', async () => {
    const company = await makeCompany();
    const technician = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
    for (let round = 0; round < 3; round++) {
      const location = await makeLocation(company.companyUuid, `Racing ${round}`);
      const [patched, deleted] = await Promise.all([
        patchUser(company.ownerKey, company.companyUuid, technician.userUuid, { company_location_uuids: [location] }),
        invoke(
          deleteLocation,
          withRequest(loadEvent('delete-location/basic'), {
            key: company.ownerKey,
            pathParameters: { company_uuid: company.companyUuid, company_location_uuid: location },
          }),
        ),
      ]);
      const read = await getUser(company.ownerKey, company.companyUuid, technician.userUuid);
      expectRecord(read, {
        record: userRecord({
          user_uuid: technician.userUuid,
          company_uuid: company.companyUuid,
          company_location_uuids: expect.any(Array),
        }),
        etag: ANY_ETAG,
      });
      const user = read.body.data;
      if (deleted.status === 204) {
        expectNoContent(deleted);
        expectProblem(patched, {
          status: 422,
          code: 'validation_failed',
          errors: [{ path: 'company_location_uuids[0]', code: 'not_found', message: expect.any(String) }],
        });
        expect(user.company_location_uuids).not.toContain(location);
      } else {
        expectRecord(patched, { record: { ...user, updated_at: expect.any(String) }, etag: ANY_ETAG });
        expectProblem(deleted, { status: 409, code: 'conflict', members: { user_count: 1 } });
        expect(user.company_location_uuids).toEqual([location]);
        await patchUser(company.ownerKey, company.companyUuid, technician.userUuid, { company_location_uuids: [] });
      }
    }
  });
});
