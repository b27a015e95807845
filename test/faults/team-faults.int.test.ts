/**
 * A DynamoDB failure in the middle of a team change leaves no half state: no invited user without
 * its invitation, no accepted invitation without its key, no change without its audit event. The
 * faults are injected on the real client the handlers use (test/support/dynamo-faults.ts).
 */
import { handler as listAuditEvents } from '../../functions/audit/list-audit-events';
import { handler as listUserKeys } from '../../functions/keys/list-user-keys';
import { failBeforeDynamo, loseAnswers, removeDynamoFaults } from '../support/dynamo-faults';
import { makeCompany } from '../support/fixtures';
import { invoke, loadEvent, withRequest } from '../support/invoke';
import {
  accept,
  current,
  invitationBody,
  listInvitationsOf,
  makeInvitation,
  postInvitation,
} from '../support/invitations';
import { listUsers, quotaOf } from '../support/users';

afterEach(removeDynamoFaults);

const transactions = (command: string): boolean => command === 'TransactWriteItems';

async function auditTotal(key: string, companyUuid: string, type: string): Promise<number> {
  const response = await invoke(
    listAuditEvents,
    withRequest(loadEvent('list-audit-events/basic'), {
      key,
      pathParameters: { company_uuid: companyUuid },
      query: { type },
    }),
  );
  return response.body.meta.total as number;
}

describe('team changes under DynamoDB faults', () => {
  it('an invitation whose transaction fails leaves no user, no invitation, no place taken and no event; the retry succeeds', async () => {
    const company = await makeCompany();
    const usersBefore = (await listUsers(company.ownerKey, company.companyUuid, { ignore_cached: 'true' })).body.meta
      .total;
    const quotaBefore = await quotaOf(company.companyUuid);
    const body = invitationBody({ email: 'faulty@example.com' });
    failBeforeDynamo(transactions);
    const failed = await postInvitation(company.ownerKey, company.companyUuid, body);
    expect(failed.status).toBe(503);
    removeDynamoFaults();
    expect((await listUsers(company.ownerKey, company.companyUuid, { ignore_cached: 'true' })).body.meta.total).toBe(
      usersBefore,
    );
    expect((await listInvitationsOf(company.ownerKey, company.companyUuid)).body.meta.total).toBe(0);
    expect((await quotaOf(company.companyUuid)).counts).toEqual(quotaBefore.counts);
    expect(await auditTotal(company.ownerKey, company.companyUuid, 'invitation.created')).toBe(0);
    expect((await postInvitation(company.ownerKey, company.companyUuid, body)).status).toBe(201);
  });

  it('an accept whose transaction fails leaves the invitation pending, the user invited and no key; the retry succeeds', async () => {
    const company = await makeCompany();
    const invitation = await makeInvitation(company.ownerKey, company.companyUuid);
    const userUuid = invitation.record.user_uuid as string;
    failBeforeDynamo(transactions);
    expect((await accept(invitation.token)).status).toBe(503);
    removeDynamoFaults();
    expect((await current(invitation.token)).body.data.status).toBe('PENDING');
    const keys = await invoke(
      listUserKeys,
      withRequest(loadEvent('list-user-keys/basic'), {
        key: company.ownerKey,
        pathParameters: { company_uuid: company.companyUuid, user_uuid: userUuid },
      }),
    );
    expect(keys.body.meta.total).toBe(0);
    expect(await auditTotal(company.ownerKey, company.companyUuid, 'invitation.accepted')).toBe(0);
    expect((await accept(invitation.token)).status).toBe(201);
  });

  it('an accept whose answer is lost and resent by the SDK is applied once: one key, one event', async () => {
    const company = await makeCompany();
    const invitation = await makeInvitation(company.ownerKey, company.companyUuid);
    loseAnswers(transactions, 1);
    const accepted = await accept(invitation.token);
    removeDynamoFaults();
    expect(accepted.status).toBe(201);
    const keys = await invoke(
      listUserKeys,
      withRequest(loadEvent('list-user-keys/basic'), {
        key: company.ownerKey,
        pathParameters: { company_uuid: company.companyUuid, user_uuid: invitation.record.user_uuid as string },
      }),
    );
    expect(keys.body.meta.total).toBe(1);
    expect(await auditTotal(company.ownerKey, company.companyUuid, 'invitation.accepted')).toBe(1);
  });
});
