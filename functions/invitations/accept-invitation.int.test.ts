import { handler as listAuditEvents } from '../audit/list-audit-events';
import { invoke, loadEvent, withRequest } from '../../test/support/invoke';
import { makeCompany, makePlatformKey, makeUser } from '../../test/support/fixtures';
import { accept, current, expireInvitation, getInvitationOf, makeInvitation, resend, revoke } from '../../test/support/invitations';
import { getUser, me, userCounts } from '../../test/support/users';
import { capturedLines } from '../../test/support/log-capture';

describe('get-current-invitation and accept-invitation handlers', () => {
  it('GET current shows the invitation, its company and inviter, in any status, and changes nothing', async () => {
    const company = await makeCompany({ name: 'Acme Pest' });
    const invitation = await makeInvitation(company.ownerKey, company.companyUuid, { display_name: 'Casey' });
    const response = await current(invitation.token);
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({
      invitation_uuid: invitation.uuid,
      status: 'PENDING',
      email: invitation.record.email,
      display_name: 'Casey',
      role_code: 'ROLE_COMPANY_TECHNICIAN',
      expires_at: invitation.record.expires_at,
      company: { company_uuid: company.companyUuid, name: 'Acme Pest', image_url: null },
      invited_by: { display_name: 'Acme Pest Owner' },
    });
    expect((await getInvitationOf(company.ownerKey, company.companyUuid, invitation.uuid)).headers.etag).toBe(invitation.etag);
    await expireInvitation(company.companyUuid, invitation.uuid);
    expect((await current(invitation.token)).body.data.status).toBe('EXPIRED');
    const platform = await makePlatformKey();
    const byPlatform = await makeInvitation(platform.key, company.companyUuid);
    expect((await current(byPlatform.token)).body.data.invited_by).toBeNull();
  });

  it('accept activates the user with the fields sent and issues a working key, shown once, in one step', async () => {
    const company = await makeCompany();
    const invitation = await makeInvitation(company.ownerKey, company.companyUuid, { role_code: 'ROLE_COMPANY_ADMIN' });
    const [activeBefore] = await userCounts(company.companyUuid, ['status_code=STATUS_ACTIVE']);
    const response = await accept(invitation.token, { display_name: 'Casey Jones', first_name: 'Casey', phone: '+1 212 555 0101', key_name: 'laptop' });
    expect(response.status).toBe(201);
    const { user, key, api_key: apiKey } = response.body.data;
    expect(user).toMatchObject({ user_uuid: invitation.record.user_uuid, status_code: 'STATUS_ACTIVE', display_name: 'Casey Jones', first_name: 'Casey', phone: '+1 212 555 0101', role_code: 'ROLE_COMPANY_ADMIN' });
    expect(key).toEqual({ key_id: expect.any(String), name: 'laptop', user_uuid: user.user_uuid, created_at: expect.any(String), expires_at: null, revoked_at: null, last_used_at: null });
    expect(apiKey).toMatch(/^bo_[A-Za-z0-9_-]{43}$/);
    // The key works at once, on another operation.
    const self = await me(apiKey);
    expect(self.status).toBe(200);
    expect(self.body.data.user.user_uuid).toBe(user.user_uuid);
    expect((await getUser(apiKey, company.companyUuid, user.user_uuid)).body.data.status_code).toBe('STATUS_ACTIVE');
    const read = await getInvitationOf(company.ownerKey, company.companyUuid, invitation.uuid);
    expect(read.body.data).toMatchObject({ status: 'ACCEPTED', accepted_at: expect.any(String) });
    expect(await userCounts(company.companyUuid, ['status_code=STATUS_ACTIVE'])).toEqual([(activeBefore ?? 0) + 1]);
    // The token still reads its invitation, and accepts nothing more.
    expect((await current(invitation.token)).body.data.status).toBe('ACCEPTED');
    const again = await accept(invitation.token);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('invitation_accepted');
  });

  it('records invitation.accepted and key.created, acted by the invitation, holding no secret', async () => {
    const company = await makeCompany();
    const invitation = await makeInvitation(company.ownerKey, company.companyUuid);
    const accepted = await accept(invitation.token);
    const events = await invoke(listAuditEvents, withRequest(loadEvent('list-audit-events/basic'), { key: company.ownerKey, pathParameters: { company_uuid: company.companyUuid }, query: { page_size: '100' } }));
    expect(events.status).toBe(200);
    const types = events.body.data.map((event: { type: string }) => event.type);
    expect(types).toEqual(expect.arrayContaining(['invitation.created', 'invitation.accepted', 'key.created']));
    const acceptedEvent = events.body.data.find((event: { type: string }) => event.type === 'invitation.accepted');
    expect(acceptedEvent.actor).toEqual({ kind: 'invitation', user_uuid: invitation.record.user_uuid, key_id: null });
    expect(acceptedEvent.target).toEqual({ kind: 'invitation', uuid: invitation.uuid });
    const keyEvent = events.body.data.find((event: { type: string }) => event.type === 'key.created');
    expect(keyEvent.target).toEqual({ kind: 'key', uuid: accepted.body.data.key.key_id });
    expect(events.rawBody).not.toContain(invitation.token);
    expect(events.rawBody).not.toContain(accepted.body.data.api_key);
    expect(events.body.meta.total).toBe(events.body.data.length);
    // The accept's own events: exactly these two, both acted by the invitation.
    const byInvitation = events.body.data.filter((event: { actor: { kind: string } }) => event.actor.kind === 'invitation').map((event: { type: string }) => event.type);
    expect(byInvitation.sort()).toEqual(['invitation.accepted', 'key.created']);
  });

  it('of concurrent accepts exactly one wins; the others answer 409 invitation_accepted', async () => {
    const company = await makeCompany();
    const invitation = await makeInvitation(company.ownerKey, company.companyUuid);
    const responses = await Promise.all(Array.from({ length: 5 }, () => accept(invitation.token)));
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(responses.filter((response) => response.status === 409).every((response) => response.body.code === 'invitation_accepted')).toBe(true);
  });

  it('answers 410 for an expired or revoked invitation and 401 for an unknown or replaced token, changing nothing', async () => {
    const company = await makeCompany();
    const expired = await makeInvitation(company.ownerKey, company.companyUuid);
    await expireInvitation(company.companyUuid, expired.uuid);
    const late = await accept(expired.token);
    expect(late.status).toBe(410);
    expect(late.body.code).toBe('invitation_expired');
    expect((await getUser(company.ownerKey, company.companyUuid, expired.record.user_uuid as string)).body.data.status_code).toBe('STATUS_INVITED');
    const revoked = await makeInvitation(company.ownerKey, company.companyUuid);
    expect((await revoke(company.ownerKey, company.companyUuid, revoked.uuid)).status).toBe(204);
    const gone = await accept(revoked.token);
    expect(gone.status).toBe(410);
    expect(gone.body.code).toBe('invitation_revoked');
    const replaced = await makeInvitation(company.ownerKey, company.companyUuid);
    const renewed = await resend(company.ownerKey, company.companyUuid, replaced.uuid);
    expect((await accept(replaced.token)).status).toBe(401);
    expect((await current(replaced.token)).status).toBe(401);
    expect((await accept(renewed.body.data.invitation_token)).status).toBe(201);
    expect((await accept(`bo_inv_${'A'.repeat(43)}`)).status).toBe(401);
  });

  it('takes only invitation tokens (an API key is 401), and an invitation token works nowhere else', async () => {
    const company = await makeCompany();
    const invitation = await makeInvitation(company.ownerKey, company.companyUuid);
    expect((await accept(company.ownerKey)).status).toBe(401);
    expect((await current(company.ownerKey)).status).toBe(401);
    expect((await me(invitation.token)).status).toBe(401);
    expect((await getInvitationOf(invitation.token, company.companyUuid, invitation.uuid)).status).toBe(401);
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
      expect(response.body.errors).toContainEqual(expect.objectContaining({ path, code }));
    }
    expect((await current(invitation.token)).body.data.status).toBe('PENDING');
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
