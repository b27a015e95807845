/**
 * Small records are answered from the list indexes (their listed copy): for every entity that lists
 * them so, a page holds exactly the records a read by key answers, without reading any record by key,
 * also right after an update. A record too large to copy (a user with 30 KB of settings) is read by
 * key and answered the same.
 */
import { handler as getAutomation } from '../../functions/automations/get-automation';
import { handler as listAutomations } from '../../functions/automations/list-automations';
import { handler as getCategory } from '../../functions/categories/get-category';
import { handler as listCategories } from '../../functions/categories/list-categories';
import { handler as getLocation } from '../../functions/locations/get-location';
import { handler as listLocations } from '../../functions/locations/list-locations';
import { handler as listInvitations } from '../../functions/invitations/list-invitations';
import { handler as createMyKey } from '../../functions/keys/create-my-key';
import { handler as listMyKeys } from '../../functions/keys/list-my-keys';
import { handler as getMe } from '../../functions/users/get-me';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../lib/aws/dynamo';
import { categoryKey } from '../../lib/categories/category';
import { LISTED_RECORD, readListedRecord } from '../../lib/data/list-index';
import { makeAutomation } from '../support/automations';
import { makeCategory } from '../support/categories';
import { type CompanyFixture, makeCompany, makeUser } from '../support/fixtures';
import { getInvitationOf, makeInvitation } from '../support/invitations';
import { makeLocationRecord } from '../support/locations';
import { getUser, listUsers, patchUser } from '../support/users';
import { type TestResponse, invoke, loadEvent, withRequest } from '../support/invoke';

/** The low-level commands (GetItemCommand, BatchGetItemCommand…) the document client sent while `work` ran. */
async function commandsOf<T>(work: () => Promise<T>): Promise<{ result: T; commands: string[] }> {
  const commands: string[] = [];
  const name = 'commandRecorder';
  documentClient.middlewareStack.add(
    (next, context) => async (args) => {
      commands.push(context.commandName ?? '');
      return next(args);
    },
    { step: 'initialize', name },
  );
  try {
    return { result: await work(), commands };
  } finally {
    documentClient.middlewareStack.remove(name);
  }
}

/** A list page's records, asserting that none of them was read by key. */
async function listedPage(list: () => Promise<TestResponse>): Promise<Array<Record<string, unknown>>> {
  const { result, commands } = await commandsOf(list);
  expect(result.status).toBe(200);
  expect(commands).not.toContain('BatchGetItemCommand');
  return result.body.data;
}

const inCompany = (company: CompanyFixture, path: Record<string, string> = {}) => ({
  key: company.ownerKey,
  pathParameters: { company_uuid: company.companyUuid, ...path },
});

let company: CompanyFixture;
beforeAll(async () => {
  company = await makeCompany();
});

it('answers categories from the index as a read by key does', async () => {
  const made = await makeCategory(company.ownerKey, { name: 'Listed plan', description: 'Ants, "quoted" & ünïcode' });
  const listed = await listedPage(() =>
    invoke(
      listCategories,
      withRequest(loadEvent('list-categories/basic'), { key: company.ownerKey, query: { search: 'listed plan' } }),
    ),
  );
  const byKey = await invoke(
    getCategory,
    withRequest(loadEvent('get-category/basic'), inCompany(company, { category_uuid: made.uuid })),
  );
  expect(listed).toEqual([byKey.body.data]);
});

it('answers a copy held as a map, as items written before the copy became text hold it, as a read by key does', async () => {
  const made = await makeCategory(company.ownerKey, { name: 'Older copy', description: 'kept as a map' });
  const key = categoryKey(company.companyUuid, made.uuid);
  const stored = await documentClient.send(new GetCommand({ TableName: tableName, Key: key, ConsistentRead: true }));
  const asMap = readListedRecord(stored.Item?.[LISTED_RECORD]);
  expect(asMap).toBeDefined();
  await documentClient.send(
    new UpdateCommand({
      TableName: tableName,
      Key: key,
      UpdateExpression: 'SET #copy = :map',
      ExpressionAttributeNames: { '#copy': LISTED_RECORD },
      ExpressionAttributeValues: { ':map': asMap },
    }),
  );
  const listed = await listedPage(() =>
    invoke(
      listCategories,
      withRequest(loadEvent('list-categories/basic'), { key: company.ownerKey, query: { search: 'older copy' } }),
    ),
  );
  expect(listed).toEqual([made.record]);
});

it('answers small automations from the index as a read by key does, and reads a large one by key', async () => {
  const small = await makeAutomation(company.ownerKey, company.companyUuid, { name: 'Listed small automation' });
  const large = await makeAutomation(company.ownerKey, company.companyUuid, {
    name: 'Listed large automation',
    actions: [{ action: 'SEND_SMS', value: ['{{customer.phone}}'], settings: { body: 'x'.repeat(1_500) } }],
  });
  const listed = await listedPage(() =>
    invoke(
      listAutomations,
      withRequest(loadEvent('list-automations/basic'), { ...inCompany(company), query: { search: 'listed small' } }),
    ),
  );
  const byKey = await invoke(
    getAutomation,
    withRequest(
      loadEvent('get-automation/basic'),
      inCompany(company, { automation_uuid: small.automation.automation_uuid }),
    ),
  );
  expect(listed).toEqual([byKey.body.data]);
  const { result, commands } = await commandsOf(() =>
    invoke(
      listAutomations,
      withRequest(loadEvent('list-automations/basic'), { ...inCompany(company), query: { search: 'listed large' } }),
    ),
  );
  expect(commands).toContain('BatchGetItemCommand');
  const largeByKey = await invoke(
    getAutomation,
    withRequest(
      loadEvent('get-automation/basic'),
      inCompany(company, { automation_uuid: large.automation.automation_uuid }),
    ),
  );
  expect(result.body.data).toEqual([largeByKey.body.data]);
});

it('answers locations from the index as a read by key does', async () => {
  const made = await makeLocationRecord(company.ownerKey, company.companyUuid, {
    name: 'Listed branch',
    city: 'Springfield',
  });
  const listed = await listedPage(() =>
    invoke(
      listLocations,
      withRequest(loadEvent('list-locations/basic'), { ...inCompany(company), query: { search: 'listed branch' } }),
    ),
  );
  const byKey = await invoke(
    getLocation,
    withRequest(loadEvent('get-location/basic'), inCompany(company, { company_location_uuid: made.uuid })),
  );
  expect(listed).toEqual([byKey.body.data]);
});

it('answers invitations from the index as a read by key does', async () => {
  const made = await makeInvitation(company.ownerKey, company.companyUuid, { email: 'listed.invitee@example.com' });
  const listed = await listedPage(() =>
    invoke(
      listInvitations,
      withRequest(loadEvent('list-invitations/basic'), { ...inCompany(company), query: { search: 'listed.invitee' } }),
    ),
  );
  const byKey = await getInvitationOf(company.ownerKey, company.companyUuid, made.uuid);
  expect(listed).toEqual([byKey.body.data]);
});

it('answers keys from the index as the key record of /me does', async () => {
  const user = await makeUser(company.companyUuid, 'ROLE_COMPANY_TECHNICIAN');
  const issued = await invoke(
    createMyKey,
    withRequest(loadEvent('create-my-key/basic'), { key: user.key, body: { name: 'Listed key' } }),
  );
  expect(issued.status).toBe(201);
  const listed = await listedPage(() =>
    invoke(
      listMyKeys,
      withRequest(loadEvent('list-my-keys/basic'), { key: user.key, query: { search: 'listed key' } }),
    ),
  );
  const { api_key: secret, ...record } = issued.body.data;
  expect(listed).toEqual([record]);
  const me = await invoke(getMe, withRequest(loadEvent('get-me/basic'), { key: secret }));
  expect(listed).toEqual([me.body.data.key]);
});

it('answers users from the index as a read by key does after an update, and reads by key a user too large to copy', async () => {
  const small = await makeUser(company.companyUuid, 'ROLE_COMPANY_MANAGER');
  const large = await makeUser(company.companyUuid, 'ROLE_COMPANY_MANAGER');
  const patched = await patchUser(company.ownerKey, company.companyUuid, large.userUuid, {
    display_name: 'Listed large',
    settings: { notes: 'x'.repeat(30_000) },
  });
  expect(patched.status).toBe(200);
  await patchUser(company.ownerKey, company.companyUuid, small.userUuid, {
    display_name: 'Listed small',
    settings: { theme: 'dark' },
  });
  const smallListed = await listedPage(() =>
    listUsers(company.ownerKey, company.companyUuid, { search: 'listed small', ignore_cached: 'true' }),
  );
  expect(smallListed).toEqual([(await getUser(company.ownerKey, company.companyUuid, small.userUuid)).body.data]);
  const { result, commands } = await commandsOf(() =>
    listUsers(company.ownerKey, company.companyUuid, { search: 'listed large', ignore_cached: 'true' }),
  );
  expect(commands).toContain('BatchGetItemCommand');
  expect(result.body.data).toEqual([(await getUser(company.ownerKey, company.companyUuid, large.userUuid)).body.data]);
});
