/**
 * A token stops answering 30 days after its invitation's last change: accepted, revoked (also with
 * its invited user's delete) or, left pending, expired. Its lookup item carries that moment as its
 * TTL, and a token whose moment has passed answers 401 even before TTL deletes the item.
 */
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../lib/aws/dynamo';
import { invitationTokenKey } from '../../lib/invitations/invitation';
import { hashInvitationToken } from '../../lib/invitations/invitation-tokens';
import { makeCompany } from '../../test/support/fixtures';
import { accept, current, expireInvitation, makeInvitation, revoke } from '../../test/support/invitations';
import { deleteUser } from '../../test/support/users';
import { expectNoContent, expectProblem } from '../../test/support/responses';

const DAY_S = 86_400;
const UNAUTHORIZED = { status: 401, code: 'unauthorized', headers: { 'www-authenticate': 'Bearer' } };

/** The token's lookup item's TTL (epoch seconds). */
async function tokenExpiry(token: string): Promise<unknown> {
  const item = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: invitationTokenKey(hashInvitationToken(token)), ConsistentRead: true }),
  );
  return item.Item?.expires_at_epoch;
}

/** As if the token's moment had passed, TTL not having deleted its item yet. */
async function passExpiry(token: string): Promise<void> {
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName,
      Key: invitationTokenKey(hashInvitationToken(token)),
      UpdateExpression: 'SET expires_at_epoch = :past',
      ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 1 },
    }),
  );
}

const epochSeconds = (iso: unknown): number => Math.floor(Date.parse(String(iso)) / 1000);

describe('an invitation token’s end', () => {
  it('expires 30 days after the invitation’s own expiry while pending, and 30 days after its accept', async () => {
    const company = await makeCompany();
    const invitation = await makeInvitation(company.ownerKey, company.companyUuid);
    expect(await tokenExpiry(invitation.token)).toBe(epochSeconds(invitation.record.expires_at) + 30 * DAY_S);
    const accepted = await accept(invitation.token);
    expect(accepted.status).toBe(201);
    expect(await tokenExpiry(invitation.token)).toBe(epochSeconds(accepted.body.data.user.updated_at) + 30 * DAY_S);
    // Within the 30 days it still answers (409 for a second accept); past them, 401.
    expectProblem(await accept(invitation.token), { status: 409, code: 'invitation_accepted' });
    await passExpiry(invitation.token);
    expectProblem(await current(invitation.token), UNAUTHORIZED);
    expectProblem(await accept(invitation.token), UNAUTHORIZED);
  });

  it('expires 30 days after a revoke, by the invitation’s DELETE or its invited user’s', async () => {
    const company = await makeCompany();
    const revoked = await makeInvitation(company.ownerKey, company.companyUuid);
    const before = Math.floor(Date.now() / 1000);
    expectNoContent(await revoke(company.ownerKey, company.companyUuid, revoked.uuid));
    const after = Math.floor(Date.now() / 1000);
    const revokedExpiry = Number(await tokenExpiry(revoked.token));
    expect(revokedExpiry).toBeGreaterThanOrEqual(before + 30 * DAY_S);
    expect(revokedExpiry).toBeLessThanOrEqual(after + 30 * DAY_S);
    expectProblem(await accept(revoked.token), { status: 410, code: 'invitation_revoked' });

    const deleted = await makeInvitation(company.ownerKey, company.companyUuid);
    const deleting = Math.floor(Date.now() / 1000);
    expectNoContent(await deleteUser(company.ownerKey, company.companyUuid, String(deleted.record.user_uuid)));
    const deletedExpiry = Number(await tokenExpiry(deleted.token));
    expect(deletedExpiry).toBeGreaterThanOrEqual(deleting + 30 * DAY_S);
    expect(deletedExpiry).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + 30 * DAY_S);
    await passExpiry(revoked.token);
    expectProblem(await current(revoked.token), UNAUTHORIZED);
  });

  it('revokes, and deletes the invited user of, an invitation whose token TTL has already removed', async () => {
    // Prepare: two invitations expired 31 days ago, their tokens deleted as TTL would
    const company = await makeCompany();
    const revoked = await makeInvitation(company.ownerKey, company.companyUuid);
    const deleted = await makeInvitation(company.ownerKey, company.companyUuid);
    for (const invitation of [revoked, deleted]) {
      await expireInvitation(company.companyUuid, invitation.uuid, 31 * DAY_S);
      await documentClient.send(
        new DeleteCommand({ TableName: tableName, Key: invitationTokenKey(hashInvitationToken(invitation.token)) }),
      );
    }
    // Act + Assess
    expectNoContent(await revoke(company.ownerKey, company.companyUuid, revoked.uuid));
    expectNoContent(await deleteUser(company.ownerKey, company.companyUuid, String(deleted.record.user_uuid)));
    expect(await tokenExpiry(revoked.token)).toBeUndefined();
  });
});
