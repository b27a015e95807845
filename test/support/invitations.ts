/** Requests to the invitation handlers, shared by their tests. */
import { handler as createInvitation } from '../../functions/invitations/create-invitation';
import { handler as listInvitations } from '../../functions/invitations/list-invitations';
import { handler as getInvitation } from '../../functions/invitations/get-invitation';
import { handler as resendInvitation } from '../../functions/invitations/resend-invitation';
import { handler as deleteInvitation } from '../../functions/invitations/delete-invitation';
import { handler as getCurrentInvitation } from '../../functions/invitations/get-current-invitation';
import { handler as acceptInvitation } from '../../functions/invitations/accept-invitation';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../lib/aws/dynamo';
import { INVITATION_LIST, invitationKey } from '../../lib/invitations/invitation';
import { listAttributes } from '../../lib/data/list-index';
import { INVITATION } from '../../lib/invitations/invitation';
import { invoke, loadEvent, withRequest, type TestResponse } from './invoke';
import { neverLog } from './secrets-registry';

/** An invitation body with overrides: a new address each time, a technician without locations. */
export function invitationBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const suffix = Math.random().toString(36).slice(2, 10);
  return {
    email: `invitee-${suffix}@example.com`,
    display_name: `Invitee ${suffix}`,
    role_code: 'ROLE_COMPANY_TECHNICIAN',
    ...overrides,
  };
}

/** Registers the secrets of an answer (tokens, keys) so that the log scan looks for them. */
function registered(response: TestResponse): TestResponse {
  neverLog(response.body?.data?.invitation_token);
  neverLog(response.body?.data?.api_key);
  return response;
}

export async function postInvitation(
  key: string,
  companyUuid: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<TestResponse> {
  return registered(
    await invoke(
      createInvitation,
      withRequest(loadEvent('create-invitation/basic'), {
        key,
        body,
        headers,
        pathParameters: { company_uuid: companyUuid },
      }),
    ),
  );
}

export function listInvitationsOf(
  key: string,
  companyUuid: string,
  query: Record<string, string | string[]> = {},
): Promise<TestResponse> {
  return invoke(
    listInvitations,
    withRequest(loadEvent('list-invitations/basic'), { key, query, pathParameters: { company_uuid: companyUuid } }),
  );
}

export function getInvitationOf(key: string, companyUuid: string, invitationUuid: string): Promise<TestResponse> {
  return invoke(
    getInvitation,
    withRequest(loadEvent('get-invitation/basic'), {
      key,
      pathParameters: { company_uuid: companyUuid, invitation_uuid: invitationUuid },
    }),
  );
}

export async function resend(
  key: string,
  companyUuid: string,
  invitationUuid: string,
  body?: unknown,
): Promise<TestResponse> {
  const event = withRequest(loadEvent('resend-invitation/basic'), {
    key,
    pathParameters: { company_uuid: companyUuid, invitation_uuid: invitationUuid },
    ...(body === undefined ? {} : { body }),
  });
  if (body === undefined) event.body = null;
  return registered(await invoke(resendInvitation, event));
}

export function revoke(
  key: string,
  companyUuid: string,
  invitationUuid: string,
  headers: Record<string, string> = {},
): Promise<TestResponse> {
  return invoke(
    deleteInvitation,
    withRequest(loadEvent('delete-invitation/basic'), {
      key,
      headers,
      pathParameters: { company_uuid: companyUuid, invitation_uuid: invitationUuid },
    }),
  );
}

export function current(token: string): Promise<TestResponse> {
  return invoke(getCurrentInvitation, withRequest(loadEvent('get-current-invitation/basic'), { key: token }));
}

export async function accept(token: string, body?: unknown): Promise<TestResponse> {
  const event = withRequest(loadEvent('accept-invitation/basic'), {
    key: token,
    ...(body === undefined ? {} : { body }),
  });
  if (body === undefined) event.body = null;
  return registered(await invoke(acceptInvitation, event));
}

/** Invites through the create handler and returns the record and its token, failing loudly otherwise. */
export async function makeInvitation(
  key: string,
  companyUuid: string,
  overrides: Record<string, unknown> = {},
): Promise<{ uuid: string; token: string; etag: string; record: Record<string, unknown> }> {
  const response = await postInvitation(key, companyUuid, invitationBody(overrides));
  if (response.status !== 201) throw new Error(`invitation create failed: ${response.status} ${response.rawBody}`);
  const { invitation_token: token, ...record } = response.body.data;
  return { uuid: record.invitation_uuid as string, token: token as string, etag: response.headers.etag ?? '', record };
}

/** Moves an invitation's expiry into the past (as time would), rewriting its filter and list attributes as a write does. */
export async function expireInvitation(companyUuid: string, invitationUuid: string, secondsAgo = 60): Promise<void> {
  const key = invitationKey(companyUuid, invitationUuid);
  const { Item } = await documentClient.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }));
  if (!Item) throw new Error(`no invitation ${invitationUuid}`);
  const expired = { ...INVITATION.parse(Item), expires_at: new Date(Date.now() - secondsAgo * 1000).toISOString() };
  await documentClient.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...Item, ...INVITATION.attributes(expired), ...listAttributes(INVITATION_LIST, expired) },
    }),
  );
}

/** The whole record of the user an invitation made (`record`, as the create answered it), the fields the invitation sent or a change set given. */
export function invitedUser(
  record: Record<string, unknown>,
  fields: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    user_uuid: record.user_uuid,
    company_uuid: record.company_uuid,
    display_name: record.display_name,
    first_name: null,
    last_name: null,
    email: record.email,
    phone: null,
    role_code: record.role_code,
    status_code: 'STATUS_INVITED',
    company_location_uuids: record.company_location_uuids,
    created_at: record.created_at,
    updated_at: record.created_at,
    settings: {},
    ...fields,
  };
}

/**
 * What GET current answers for an invitation (`record`, as the create answered it) of a fixture
 * company (no logo) that its owner sent, unless the fields given say otherwise (`invited_by`, `status`).
 */
export function shownInvitation(
  record: Record<string, unknown>,
  company: { companyUuid: string; name: string },
  fields: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    invitation_uuid: record.invitation_uuid,
    status: record.status,
    email: record.email,
    display_name: record.display_name,
    role_code: record.role_code,
    expires_at: record.expires_at,
    company: { company_uuid: company.companyUuid, name: company.name, image_url: null },
    invited_by: { display_name: `${company.name} Owner` },
    ...fields,
  };
}
