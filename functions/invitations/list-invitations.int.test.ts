import { makeCompany, makeLocation, makeUser } from '../../test/support/fixtures';
import {
  accept,
  expireInvitation,
  getInvitationOf,
  listInvitationsOf,
  makeInvitation,
  revoke,
} from '../../test/support/invitations';
import { ANY_ETAG, expectNoContent, expectPage, expectProblem, expectRecord } from '../../test/support/responses';

/** The meta of a first page of invitations in creation order, with the members given. */
const meta = (fields: Record<string, unknown>) => ({
  page: 1,
  page_size: 25,
  total_pages: 1,
  sort_by: 'created_at',
  sort_order: 'asc',
  ...fields,
});

const emails = (response: { body: { data: Array<{ email: string }> } }) =>
  response.body.data.map((invitation) => invitation.email);

describe('list-invitations and get-invitation handlers', () => {
  it('sorts, filters by status (EXPIRED derived from expires_at) and searches, with exact totals', async () => {
    const company = await makeCompany();
    const accepted = await makeInvitation(company.ownerKey, company.companyUuid, {
      email: 'a-accepted@example.com',
      display_name: 'Zed',
    });
    const expired = await makeInvitation(company.ownerKey, company.companyUuid, {
      email: 'b-expired@example.com',
      display_name: 'Yan',
    });
    await makeInvitation(company.ownerKey, company.companyUuid, {
      email: 'c-pending@example.com',
      display_name: 'Xia Findme',
    });
    const revoked = await makeInvitation(company.ownerKey, company.companyUuid, {
      email: 'd-revoked@example.com',
      display_name: 'Wu',
    });
    await makeInvitation(company.ownerKey, company.companyUuid, {
      email: 'e-pending@example.com',
      display_name: 'Vic',
    });
    expect((await accept(accepted.token)).status).toBe(201);
    expectNoContent(await revoke(company.ownerKey, company.companyUuid, revoked.uuid));
    await expireInvitation(company.companyUuid, expired.uuid);

    const read = await getInvitationOf(company.ownerKey, company.companyUuid, expired.uuid);
    expectRecord(read, {
      record: { ...expired.record, status: 'EXPIRED', expires_at: expect.any(String) },
      etag: ANY_ETAG,
    });

    const all = await listInvitationsOf(company.ownerKey, company.companyUuid);
    expectPage(all, { data: expect.any(Array), meta: meta({ total: 5 }) });
    expect(emails(all)).toEqual([
      'a-accepted@example.com',
      'b-expired@example.com',
      'c-pending@example.com',
      'd-revoked@example.com',
      'e-pending@example.com',
    ]);
    expect(all.body.data.map((invitation: { status: string }) => invitation.status)).toEqual([
      'ACCEPTED',
      'EXPIRED',
      'PENDING',
      'REVOKED',
      'PENDING',
    ]);

    const byStatus = await listInvitationsOf(company.ownerKey, company.companyUuid, { sort_by: 'status' });
    expect(byStatus.body.data.map((invitation: { status: string }) => invitation.status)).toEqual([
      'ACCEPTED',
      'EXPIRED',
      'PENDING',
      'PENDING',
      'REVOKED',
    ]);
    const byStatusDesc = await listInvitationsOf(company.ownerKey, company.companyUuid, {
      sort_by: 'status',
      sort_order: 'desc',
      page_size: '2',
      page: '2',
    });
    expect(byStatusDesc.body.data.map((invitation: { status: string }) => invitation.status)).toEqual([
      'PENDING',
      'EXPIRED',
    ]);
    expectPage(byStatusDesc, {
      data: expect.any(Array),
      meta: { page: 2, page_size: 2, total: 5, total_pages: 3, sort_by: 'status', sort_order: 'desc' },
    });

    const cases: Array<[string | string[], string[]]> = [
      ['PENDING', ['c-pending@example.com', 'e-pending@example.com']],
      ['EXPIRED', ['b-expired@example.com']],
      ['ACCEPTED,REVOKED', ['a-accepted@example.com', 'd-revoked@example.com']],
      [
        ['EXPIRED', 'ACCEPTED'],
        ['a-accepted@example.com', 'b-expired@example.com'],
      ],
      ['REVOKED', ['d-revoked@example.com']],
    ];
    for (const [status, expected] of cases) {
      const page = await listInvitationsOf(company.ownerKey, company.companyUuid, { status });
      expect({ status, code: page.status, body: page.status === 200 ? undefined : page.rawBody }).toEqual({
        status,
        code: 200,
        body: undefined,
      });
      expect({ status, emails: emails(page), total: page.body.meta.total }).toEqual({
        status,
        emails: expected,
        total: expected.length,
      });
      expectPage(page, { data: expect.any(Array), meta: meta({ total: expected.length, total_pages: 1 }) });
    }

    const byEmail = await listInvitationsOf(company.ownerKey, company.companyUuid, {
      sort_by: 'email',
      sort_order: 'desc',
      page_size: '2',
    });
    expect(emails(byEmail)).toEqual(['e-pending@example.com', 'd-revoked@example.com']);
    const byExpiry = await listInvitationsOf(company.ownerKey, company.companyUuid, { sort_by: 'expires_at' });
    expect(emails(byExpiry)[0]).toBe('b-expired@example.com');

    const search = await listInvitationsOf(company.ownerKey, company.companyUuid, { search: 'FINDME' });
    expect(emails(search)).toEqual(['c-pending@example.com']);
    const searchByStatus = await listInvitationsOf(company.ownerKey, company.companyUuid, {
      search: 'example.com',
      sort_by: 'status',
      status: 'PENDING,EXPIRED',
    });
    expect(emails(searchByStatus)).toEqual(['b-expired@example.com', 'c-pending@example.com', 'e-pending@example.com']);
    expectPage(searchByStatus, { data: expect.any(Array), meta: meta({ total: 3, sort_by: 'status' }) });

    const invalid = await listInvitationsOf(company.ownerKey, company.companyUuid, { status: 'LOST' });
    expectProblem(invalid, { status: 422, code: 'validation_failed' });
  });

  it('shows a manager only the technician invitations of their own locations (others 404); a technician gets 403', async () => {
    const company = await makeCompany();
    const [north, south] = await Promise.all([makeLocation(company.companyUuid), makeLocation(company.companyUuid)]);
    const manager = await makeUser(company.companyUuid, 'ROLE_COMPANY_MANAGER', { locations: [north] });
    const visible = await makeInvitation(company.ownerKey, company.companyUuid, { company_location_uuids: [north] });
    const mixed = await makeInvitation(company.ownerKey, company.companyUuid, {
      company_location_uuids: [north, south],
    });
    const noPlace = await makeInvitation(company.ownerKey, company.companyUuid);
    const aManager = await makeInvitation(company.ownerKey, company.companyUuid, {
      role_code: 'ROLE_COMPANY_MANAGER',
      company_location_uuids: [north],
    });
    const page = await listInvitationsOf(manager.key, company.companyUuid);
    expectPage(page, { data: [{ ...visible.record, status: 'PENDING' }], meta: meta({ total: 1 }) });
    expectRecord(await getInvitationOf(manager.key, company.companyUuid, visible.uuid), {
      record: visible.record,
      etag: visible.etag,
    });
    for (const hidden of [mixed, noPlace, aManager])
      expectProblem(await getInvitationOf(manager.key, company.companyUuid, hidden.uuid), {
        status: 404,
        code: 'not_found',
      });
    const technician = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN', { locations: [north] });
    expectProblem(await listInvitationsOf(technician.key, company.companyUuid), { status: 403, code: 'forbidden' });
    expectProblem(await getInvitationOf(technician.key, company.companyUuid, visible.uuid), {
      status: 403,
      code: 'forbidden',
    });
    expectProblem(await getInvitationOf(company.ownerKey, company.companyUuid, 'nope'), {
      status: 404,
      code: 'not_found',
    });
    const other = await makeCompany();
    expectProblem(await getInvitationOf(other.ownerKey, company.companyUuid, visible.uuid), {
      status: 404,
      code: 'not_found',
    });
    expectProblem(await getInvitationOf(other.ownerKey, other.companyUuid, visible.uuid), {
      status: 404,
      code: 'not_found',
    });
  });
});
