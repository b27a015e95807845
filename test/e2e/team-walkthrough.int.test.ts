/**
 * The walkthrough of docs/team.md, step by step, through `npm start`'s API Gateway: an owner
 * invites a technician into a new branch, the technician previews and accepts and works with the
 * new key, the owner moves them, reads the audit trail and disables them.
 */
import { type LocalStack, localStackEnvironment, startLocalStack, stopLocalStack } from '../support/local-stack';
import { neverLog } from '../support/secrets-registry';

jest.setTimeout(240_000);

let stack: LocalStack;

type Json = Record<string, unknown> & { data?: unknown };

async function call(
  key: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: Json }> {
  const response = await fetch(`${stack.baseUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Json) : {} };
}

beforeAll(async () => {
  stack = await startLocalStack(await localStackEnvironment());
  neverLog(stack.key);
}, 200_000);

afterAll(async () => {
  if (stack) await stopLocalStack(stack);
});

it('onboards, moves, audits and offboards a technician as docs/team.md shows', async () => {
  const owner = stack.key;
  const company = `/companies/${stack.companyUuid}`;

  // 1. A branch for the new technician.
  const depot = await call(owner, 'POST', `${company}/locations`, {
    name: 'Harbour depot',
    city: 'Springfield',
    timezone: 'America/Chicago',
  });
  expect(depot.status).toBe(201);
  const depotUuid = (depot.body.data as { company_location_uuid: string }).company_location_uuid;

  // 2. Invite the technician into it.
  const invited = await call(owner, 'POST', `${company}/invitations`, {
    email: 'tom@example.com',
    display_name: 'Tom Tech',
    role_code: 'ROLE_COMPANY_TECHNICIAN',
    company_location_uuids: [depotUuid],
  });
  expect(invited.status).toBe(201);
  const invitation = invited.body.data as {
    invitation_uuid: string;
    user_uuid: string;
    status: string;
    invitation_token: string;
  };
  neverLog(invitation.invitation_token);
  expect(invitation.status).toBe('PENDING');
  expect(
    (
      await call(owner, 'POST', `${company}/invitations`, {
        email: 'TOM@example.com',
        display_name: 'Again',
        role_code: 'ROLE_COMPANY_TECHNICIAN',
      })
    ).body,
  ).toMatchObject({
    code: 'conflict',
    existing_user_uuid: invitation.user_uuid,
  });

  // 3. The technician previews and accepts.
  const preview = await call(invitation.invitation_token, 'GET', '/invitations/current');
  expect(preview.status).toBe(200);
  expect(preview.body.data).toMatchObject({
    status: 'PENDING',
    email: 'tom@example.com',
    company: { company_uuid: stack.companyUuid },
  });
  expect((await call(invitation.invitation_token, 'GET', '/me')).status).toBe(401);
  const accepted = await call(invitation.invitation_token, 'POST', '/invitations/accept', {
    first_name: 'Tom',
    key_name: 'phone',
  });
  expect(accepted.status).toBe(201);
  const technician = (accepted.body.data as { api_key: string }).api_key;
  neverLog(technician);
  expect((accepted.body.data as { user: { status_code: string } }).user.status_code).toBe('STATUS_ACTIVE');

  // 4. The technician works with the key.
  const me = await call(technician, 'GET', '/me');
  expect(me.body.data).toMatchObject({
    kind: 'user',
    user: { user_uuid: invitation.user_uuid, company_location_uuids: [depotUuid] },
    key: { name: 'phone' },
  });
  expect((await call(technician, 'GET', `${company}/locations`)).status).toBe(200);
  const tablet = await call(technician, 'POST', '/me/keys', { name: 'tablet', expires_in_days: 90 });
  expect(tablet.status).toBe(201);
  neverLog((tablet.body.data as { api_key: string }).api_key);

  // 5. The owner moves the technician to North; the depot, now unused, can go.
  const north = await call(owner, 'GET', `${company}/locations?search=north`);
  const northUuid = (north.body.data as Array<{ company_location_uuid: string }>)[0]?.company_location_uuid;
  expect((await call(owner, 'DELETE', `${company}/locations/${depotUuid}`)).body).toMatchObject({
    code: 'conflict',
    user_count: 1,
  });
  const moved = await call(owner, 'PATCH', `${company}/users/${invitation.user_uuid}`, {
    company_location_uuids: [northUuid],
  });
  expect(moved.status).toBe(200);
  expect((await call(technician, 'GET', '/me')).body.data).toMatchObject({
    user: { company_location_uuids: [northUuid] },
  });
  expect((await call(owner, 'DELETE', `${company}/locations/${depotUuid}`)).status).toBe(204);

  // 6. Who changed what.
  const trail = await call(owner, 'GET', `${company}/audit-events?target_uuid=${invitation.user_uuid}`);
  expect(trail.body.data).toEqual([
    expect.objectContaining({
      type: 'user.updated',
      changes: { company_location_uuids: { from: [depotUuid], to: [northUuid] } },
    }),
  ]);
  const onboarding = await call(
    owner,
    'GET',
    `${company}/audit-events?type=invitation.created,invitation.accepted&sort_order=asc`,
  );
  expect((onboarding.body.data as Array<{ type: string }>).map((event) => event.type)).toEqual([
    'invitation.created',
    'invitation.accepted',
  ]);

  // 7. The technician leaves: disabled, every key answers 401 at once.
  expect(
    (await call(owner, 'PATCH', `${company}/users/${invitation.user_uuid}`, { status_code: 'STATUS_DISABLED' })).status,
  ).toBe(200);
  expect((await call(technician, 'GET', '/me')).status).toBe(401);
});
