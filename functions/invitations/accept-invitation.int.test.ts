import { handler as listAuditEvents } from '../audit/list-audit-events';
import { invoke, loadEvent, withRequest } from '../../test/support/invoke';
import { makeCompany, makePlatformKey, makeUser } from '../../test/support/fixtures';
import {
  accept,
  current,
  expireInvitation,
  getInvitationOf,
  invitedUser,
  makeInvitation,
  resend,
  revoke,
  shownInvitation,
} from '../../test/support/invitations';
import { DEFAULT_ACCEPT_KEY_NAME } from '../../lib/invitations/invitation-writes';
import { getUser, me, userCounts } from '../../test/support/users';
import { capturedLines } from '../../test/support/log-capture';
import { ANY_ETAG, expectNoContent, expectPage, expectProblem, expectRecord } from '../../test/support/responses';

const UNAUTHORIZED = { status: 401, code: 'unauthorized', headers: { 'www-authenticate': 'Bearer' } };

describe('get-current-invitation and accept-invitation handlers', () => {
  it('GET current shows the invitation, its company and inviter, in any status, and changes nothing', async () => {
    const company = await makeCompany({ name: 'Acme Pest' });
    const invitation = await makeInvitation(company.ownerKey, company.companyUuid, { display_name: 'Casey' });
    const response = await current(invitation.token);
    const shown = {
      invitation_uuid: invitation.uuid,
      status: 'PENDING',
      email: invitation.record.email,
      display_name: 'Casey',
      role_code: 'ROLE_COMPANY_TECHNICIAN',
      expires_at: invitation.record.expires_at,
      company: { company_uuid: company.companyUuid, name: 'Acme Pest', image_url: null },
      invited_by: { display_name: 'Acme Pest Owner' },
    };
    expectRecord(response, { record: shown });
    expectRecord(await getInvitationOf(company.ownerKey, company.companyUuid, invitation.uuid), {
      record: invitation.record,
      etag: invitation.etag,
    });
    await expireInvitation(company.companyUuid, invitation.uuid);
    expectRecord(await current(invitation.token), {
      record: { ...shown, status: 'EXPIRED', expires_at: expect.any(String) },
    });
    const platform = await makePlatformKey();
    const byPlatform = await makeInvitation(platform.key, company.companyUuid);
    expectRecord(await current(byPlatform.token), {
      record: shownInvitation(byPlatform.record, company, { invited_by: null }),
    });
  });

  it('accept activates the user with the fields sent and issues a working key, shown once, in one step', async () => {
    const company = await makeCompany();
    const invitation = await makeInvitation(company.ownerKey, company.companyUuid, { role_code: 'ROLE_COMPANY_ADMIN' });
    const [activeBefore] = await userCounts(company.companyUuid, ['status_code=STATUS_ACTIVE']);
    const response = await accept(invitation.token, {
      display_name: 'Casey Jones',
      first_name: 'Casey',
      phone: '+1 212 555 0101',
      key_name: 'laptop',
    });
    expectRecord(response, {
      status: 201,
      record: {
        user: {
          user_uuid: invitation.record.user_uuid,
          company_uuid: company.companyUuid,
          display_name: 'Casey Jones',
          first_name: 'Casey',
          last_name: null,
          email: invitation.record.email,
          phone: '+1 212 555 0101',
          role_code: 'ROLE_COMPANY_ADMIN',
          status_code: 'STATUS_ACTIVE',
          company_location_uuids: [],
          created_at: invitation.record.created_at,
          updated_at: expect.any(String),
          settings: {},
        },
        key: {
          key_id: expect.any(String),
          name: 'laptop',
          user_uuid: invitation.record.user_uuid,
          created_at: expect.any(String),
          expires_at: null,
          revoked_at: null,
          last_used_at: null,
        },
        api_key: expect.stringMatching(/^bo_[A-Za-z0-9_-]{43}$/),
      },
      location: `/api/v1/companies/${company.companyUuid}/users/${invitation.record.user_uuid}`,
      etag: ANY_ETAG,
    });
    const { user, key, api_key: apiKey } = response.body.data;
    // The key works at once, on another operation.
    const self = await me(apiKey);
    expectRecord(self, { record: { kind: 'user', company_uuid: company.companyUuid, user, key } });
    expectRecord(await getUser(apiKey, company.companyUuid, user.user_uuid), { record: user, etag: ANY_ETAG });
    const read = await getInvitationOf(company.ownerKey, company.companyUuid, invitation.uuid);
    expectRecord(read, {
      record: {
        ...invitation.record,
        status: 'ACCEPTED',
        accepted_at: expect.any(String),
        updated_at: expect.any(String),
      },
      etag: ANY_ETAG,
    });
    expect(await userCounts(company.companyUuid, ['status_code=STATUS_ACTIVE'])).toEqual([(activeBefore ?? 0) + 1]);
    // The token still reads its invitation, and accepts nothing more.
    expectRecord(await current(invitation.token), {
      record: shownInvitation(invitation.record, company, { status: 'ACCEPTED' }),
    });
    expectProblem(await accept(invitation.token), { status: 409, code: 'invitation_accepted' });
  });

  it('answers Location and ETag of the activated user, as every create does: what GET of that user answers', async () => {
    const company = await makeCompany();
    const invitation = await makeInvitation(company.ownerKey, company.companyUuid);
    const userUuid = invitation.record.user_uuid as string;
    const response = await accept(invitation.token, { first_name: 'Casey' });
    const read = await getUser(company.ownerKey, company.companyUuid, userUuid);
    expectRecord(read, {
      record: invitedUser(invitation.record, {
        first_name: 'Casey',
        status_code: 'STATUS_ACTIVE',
        updated_at: expect.any(String),
      }),
      etag: ANY_ETAG,
    });
    expectRecord(response, {
      status: 201,
      record: { user: read.body.data, key: expect.any(Object), api_key: expect.any(String) },
      location: `/api/v1/companies/${company.companyUuid}/users/${userUuid}`,
      etag: read.headers.etag,
    });
  });

  it('records invitation.accepted and key.created, acted by the invitation, holding no secret', async () => {
    const company = await makeCompany();
    const invitation = await makeInvitation(company.ownerKey, company.companyUuid);
    const accepted = await accept(invitation.token);
    const events = await invoke(
      listAuditEvents,
      withRequest(loadEvent('list-audit-events/basic'), {
        key: company.ownerKey,
        pathParameters: { company_uuid: company.companyUuid },
        query: { page_size: '100' },
      }),
    );
    expectPage(events, { data: expect.any(Array), meta: { total: events.body.data.length } });
    const types = events.body.data.map((event: { type: string }) => event.type);
    expect(types).toEqual(expect.arrayContaining(['invitation.created', 'invitation.accepted', 'key.created']));
    const acceptedEvent = events.body.data.find((event: { type: string }) => event.type === 'invitation.accepted');
    expect(acceptedEvent.actor).toEqual({ kind: 'invitation', user_uuid: invitation.record.user_uuid, key_id: null });
    expect(acceptedEvent.target).toEqual({ kind: 'invitation', uuid: invitation.uuid });
    const keyEvent = events.body.data.find((event: { type: string }) => event.type === 'key.created');
    expect(keyEvent.target).toEqual({ kind: 'key', uuid: accepted.body.data.key.key_id });
    expect(events.rawBody).not.toContain(invitation.token);
    expect(events.rawBody).not.toContain(accepted.body.data.api_key);
    // The accept's own events: exactly these two, both acted by the invitation.
    const byInvitation = events.body.data
      .filter((event: { actor: { kind: string } }) => event.actor.kind === 'invitation')
      .map((event: { type: string }) => event.type);
    expect(byInvitation.sort()).toEqual(['invitation.accepted', 'key.created']);
  });

  it('of concurrent accepts exactly one wins; the others answer 409 invitation_accepted', async () => {
    const company = await makeCompany();
    const invitation = await makeInvitation(company.ownerKey, company.companyUuid);
    const responses = await Promise.all(Array.from({ length: 5 }, () => accept(invitation.token)));
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const refused of responses.filter((response) => response.status === 409))
      expectProblem(refused, { status: 409, code: 'invitation_accepted' });
  });

  it('answers 410 for an expired or revoked invitation and 401 for an unknown or replaced token, changing nothing', async () => {
    const company = await makeCompany();
    const expired = await makeInvitation(company.ownerKey, company.companyUuid);
    await expireInvitation(company.companyUuid, expired.uuid);
    const late = await accept(expired.token);
    expectProblem(late, { status: 410, code: 'invitation_expired' });
    expectRecord(await getUser(company.ownerKey, company.companyUuid, expired.record.user_uuid as string), {
      record: invitedUser(expired.record, { status_code: 'STATUS_INVITED' }),
      etag: ANY_ETAG,
    });
    const revoked = await makeInvitation(company.ownerKey, company.companyUuid);
    expectNoContent(await revoke(company.ownerKey, company.companyUuid, revoked.uuid));
    expectProblem(await accept(revoked.token), { status: 410, code: 'invitation_revoked' });
    const replaced = await makeInvitation(company.ownerKey, company.companyUuid);
    const renewed = await resend(company.ownerKey, company.companyUuid, replaced.uuid);
    expectProblem(await accept(replaced.token), UNAUTHORIZED);
    expectProblem(await current(replaced.token), UNAUTHORIZED);
    expectRecord(await accept(renewed.body.data.invitation_token), {
      status: 201,
      record: {
        user: invitedUser(replaced.record, { status_code: 'STATUS_ACTIVE', updated_at: expect.any(String) }),
        key: {
          key_id: expect.any(String),
          name: DEFAULT_ACCEPT_KEY_NAME,
          user_uuid: replaced.record.user_uuid,
          created_at: expect.any(String),
          expires_at: null,
          revoked_at: null,
          last_used_at: null,
        },
        api_key: expect.stringMatching(/^bo_[A-Za-z0-9_-]{43}$/),
      },
      location: `/api/v1/companies/${company.companyUuid}/users/${replaced.record.user_uuid}`,
      etag: ANY_ETAG,
    });
    expectProblem(await accept(`bo_inv_${'A'.repeat(43)}`), UNAUTHORIZED);
  });

  it('takes only invitation tokens (an API key is 401), and an invitation token works nowhere else', async () => {
    const company = await makeCompany();
    const invitation = await makeInvitation(company.ownerKey, company.companyUuid);
    expectProblem(await accept(company.ownerKey), UNAUTHORIZED);
    expectProblem(await current(company.ownerKey), UNAUTHORIZED);
    expectProblem(await me(invitation.token), UNAUTHORIZED);
    expectProblem(await getInvitationOf(invitation.token, company.companyUuid, invitation.uuid), UNAUTHORIZED);
  });

  it('answers 422 for invalid fields before the invitation state', async () => {
    const company = await makeCompany();
    const invitation = await makeInvitation(company.ownerKey, company.companyUuid);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ key_name: '' }, 'key_name', 'too_small'],
      [{ key_name: 'k'.repeat(101) }, 'key_name', 'too_big'],
      [{ display_name: '' }, 'display_name', 'too_small'],
      [{ phone: '030 901820' }, 'phone', 'invalid_phone'],
      [{ role_code: 'ROLE_COMPANY_OWNER' }, 'role_code', 'unknown_field'],
    ];
    for (const [body, path, code] of cases) {
      const response = await accept(invitation.token, body);
      expect({ body, status: response.status }).toEqual({ body, status: 422 });
      expectProblem(response, {
        status: 422,
        code: 'validation_failed',
        errors: expect.arrayContaining([{ path, code, message: expect.any(String) }]),
      });
    }
    expectRecord(await current(invitation.token), { record: shownInvitation(invitation.record, company) });
  });

  it('never logs a token or the issued key', async () => {
    const company = await makeCompany();
    const manager = await makeUser(company.companyUuid, 'ROLE_COMPANY_ADMIN');
    const invitation = await makeInvitation(manager.key, company.companyUuid);
    const accepted = await accept(invitation.token);
    const lines = capturedLines().join('\n');
    expect(lines).not.toContain(invitation.token);
    expect(lines).not.toContain(accepted.body.data.api_key);
  });
});
