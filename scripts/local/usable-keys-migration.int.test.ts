/** A `.data` table from before the usable-keys item: `ensureTable` makes each user's once, from their key records. */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { localCredentials } from '../../lib/aws/local';
import { createApiKeyRepository } from '../../lib/auth/api-key-repository';
import { userKeyRecordItem } from '../../lib/auth/key-record';
import { newId } from '../../lib/data/ids';
import { ensureTable } from './services';

const endpoint = process.env.DYNAMODB_ENDPOINT as string;
const client = new DynamoDBClient({ region: 'us-east-1', endpoint, credentials: localCredentials });
const documents = DynamoDBDocumentClient.from(client);

afterAll(() => client.destroy());

it("collects a user's unrevoked keys into the usable-keys item, once", async () => {
  const tableName = `usable-keys-migration-${newId()}`;
  await ensureTable(endpoint, tableName);
  await documents.send(
    new DeleteCommand({ TableName: tableName, Key: { PK: 'MIGRATION#usable-keys', SK: 'MIGRATION' } }),
  );
  const [userUuid, companyUuid] = [newId(), newId()];
  const [live, revoked, expiring] = [newId(), newId(), newId()];
  const record = (keyId: string, fields: { revoked_at?: string; expires_at?: string }) =>
    userKeyRecordItem(`hash-${keyId}`, {
      key_id: keyId,
      kind: 'user',
      user_uuid: userUuid,
      company_uuid: companyUuid,
      created_at: '2026-01-01T00:00:00.000Z',
      revoked_at: fields.revoked_at ?? null,
      expires_at: fields.expires_at ?? null,
      name: 'older',
    });
  for (const item of [
    record(live, {}),
    record(revoked, { revoked_at: '2026-02-01T00:00:00.000Z' }),
    record(expiring, { expires_at: '2999-01-01T00:00:00.000Z' }),
  ]) {
    await documents.send(new PutCommand({ TableName: tableName, Item: item }));
  }

  await ensureTable(endpoint, tableName);
  await ensureTable(endpoint, tableName);

  const usable = await createApiKeyRepository(documents, tableName).usableKeysOf(userUuid);
  expect(usable.entries.sort()).toEqual([`2999-01-01T00:00:00.000Z ${expiring}`, `never ${live}`]);
});
