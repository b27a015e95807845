/** A `.data` table from before keys were listed: `ensureTable` lists each user's key once. */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { localCredentials } from '../../lib/aws/local';
import { createApiKeyRepository } from '../../lib/auth/api-key-repository';
import { newId } from '../../lib/data/ids';
import { ensureTable } from './services';

const endpoint = process.env.DYNAMODB_ENDPOINT as string;
const client = new DynamoDBClient({ region: 'us-east-1', endpoint, credentials: localCredentials });
const documents = DynamoDBDocumentClient.from(client);

afterAll(() => client.destroy());

it("lists a user's older keys, named cli, with an exact count, once", async () => {
  const tableName = `key-records-migration-${newId()}`;
  await ensureTable(endpoint, tableName);
  await documents.send(
    new DeleteCommand({ TableName: tableName, Key: { PK: 'MIGRATION#key-records', SK: 'MIGRATION' } }),
  );
  const [userUuid, companyUuid] = [newId(), newId()];
  const keyIds = [newId(), newId()];
  for (const [position, keyId] of keyIds.entries()) {
    await documents.send(
      new PutCommand({
        TableName: tableName,
        Item: {
          PK: `APIKEY#${'a'.repeat(63)}${position}`,
          SK: 'APIKEY',
          entity: 'api_key',
          key_id: keyId,
          kind: 'user',
          company_uuid: companyUuid,
          user_uuid: userUuid,
          created_at: `2026-01-0${position + 1}T00:00:00.000Z`,
          revoked_at: position === 1 ? '2026-02-01T00:00:00.000Z' : null,
        },
      }),
    );
  }

  await ensureTable(endpoint, tableName);
  await ensureTable(endpoint, tableName);

  const keys = createApiKeyRepository(documents, tableName);
  const page = await keys.pageOfUserKeys(userUuid, {
    page: 1,
    page_size: 25,
    sort_by: 'created_at',
    sort_order: 'asc',
    search: undefined,
  });
  expect(page.data.map((key) => [key.key_id, key.name, key.revoked_at])).toEqual([
    [keyIds[0], 'cli', null],
    [keyIds[1], 'cli', '2026-02-01T00:00:00.000Z'],
  ]);
  expect(page.meta.total).toBe(2);
});
