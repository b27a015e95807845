/**
 * A `.data` table from before e-mail addresses were unique per company: `ensureTable` gives each
 * user's address its uniqueness item once, so an invitation of that address is refused.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { localCredentials } from '../../lib/aws/local';
import { newId } from '../../lib/data/ids';
import { USER_ENTITY, userEmailKey, userKey } from '../../lib/users/user';
import { ensureTable } from './services';

const endpoint = process.env.DYNAMODB_ENDPOINT as string;
const client = new DynamoDBClient({ region: 'us-east-1', endpoint, credentials: localCredentials });
const documents = DynamoDBDocumentClient.from(client);

afterAll(() => client.destroy());

it("puts each user's e-mail item once; the first of two users sharing an address holds it", async () => {
  const tableName = `user-email-migration-${newId()}`;
  await ensureTable(endpoint, tableName);
  await documents.send(
    new DeleteCommand({ TableName: tableName, Key: { PK: 'MIGRATION#user-emails', SK: 'MIGRATION' } }),
  );
  const companyUuid = newId();
  const users = [
    { uuid: newId(), email: 'Old.Hand@example.com' },
    { uuid: newId(), email: 'twin@example.com' },
    { uuid: newId(), email: 'TWIN@example.com' },
    { uuid: newId(), email: null },
  ];
  for (const user of users) {
    await documents.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          ...userKey(companyUuid, user.uuid),
          entity: USER_ENTITY,
          company_uuid: companyUuid,
          user_uuid: user.uuid,
          email: user.email,
        },
      }),
    );
  }

  await ensureTable(endpoint, tableName);

  const holder = async (email: string) =>
    (
      await documents.send(
        new GetCommand({ TableName: tableName, Key: userEmailKey(companyUuid, email), ConsistentRead: true }),
      )
    ).Item?.user_uuid;
  expect(await holder('old.hand@example.com')).toBe(users[0]?.uuid);
  expect([users[1]?.uuid, users[2]?.uuid]).toContain(await holder('twin@example.com'));
  const marker = await documents.send(
    new GetCommand({
      TableName: tableName,
      Key: { PK: 'MIGRATION#user-emails', SK: 'MIGRATION' },
      ConsistentRead: true,
    }),
  );
  expect(marker.Item).toBeDefined();
  // Once: a later start reads the marker and changes nothing.
  await documents.send(
    new DeleteCommand({ TableName: tableName, Key: userEmailKey(companyUuid, 'old.hand@example.com') }),
  );
  await ensureTable(endpoint, tableName);
  expect(await holder('old.hand@example.com')).toBeUndefined();
});
