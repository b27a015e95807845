/**
 * A `.data` table from before the company quota item: `ensureTable` moves each company's counts,
 * limits and users-cache generation to its quota item once, and the limits then hold as before.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { localCredentials } from '../../lib/aws/local';
import { companyKey, companyQuotaKey } from '../../lib/companies/company';
import { reserveSlot } from '../../lib/companies/entity-limits';
import { newId } from '../../lib/data/ids';
import { transactWrite } from '../../lib/data/transactions';
import { LimitExceededError } from '../../lib/errors';
import { ensureTable } from './services';

const endpoint = process.env.DYNAMODB_ENDPOINT as string;
const client = new DynamoDBClient({ region: 'us-east-1', endpoint, credentials: localCredentials });
const documents = DynamoDBDocumentClient.from(client);

afterAll(() => client.destroy());

/** A company item as versions before the quota item wrote it. */
async function putLegacyCompany(
  tableName: string,
  companyUuid: string,
  limits: Record<string, number | null>,
  counts: Record<string, number>,
): Promise<void> {
  await documents.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...companyKey(companyUuid),
        entity: 'company',
        company_uuid: companyUuid,
        name: 'Legacy',
        limits,
        counts,
        users_cache_generation: 5,
      },
    }),
  );
}

const quotaOf = async (tableName: string, companyUuid: string) =>
  (
    await documents.send(
      new GetCommand({ TableName: tableName, Key: companyQuotaKey(companyUuid), ConsistentRead: true }),
    )
  ).Item;

/** A table as an earlier version left it: no migration marker. */
async function legacyTable(): Promise<string> {
  const tableName = `quota-migration-${newId()}`;
  await ensureTable(endpoint, tableName);
  await documents.send(
    new DeleteCommand({ TableName: tableName, Key: { PK: 'MIGRATION#company-quota', SK: 'MIGRATION' } }),
  );
  return tableName;
}

const NO_LIMITS = { automations: null, categories: null, users: null, company_locations: null };

it('upgrades a table once: later starts read the marker and scan nothing', async () => {
  // Prepare
  const tableName = await legacyTable();
  const [first, later] = [newId(), newId()];
  await putLegacyCompany(tableName, first, NO_LIMITS, {
    automations: 0,
    categories: 0,
    users: 1,
    company_locations: 0,
  });
  // Act
  await ensureTable(endpoint, tableName);
  await putLegacyCompany(tableName, later, NO_LIMITS, {
    automations: 0,
    categories: 0,
    users: 1,
    company_locations: 0,
  });
  await ensureTable(endpoint, tableName);
  // Assess: the company item lost its legacy attributes; a company written after the upgrade is not looked for.
  expect(await quotaOf(tableName, first)).toBeDefined();
  const stored = (
    await documents.send(new GetCommand({ TableName: tableName, Key: companyKey(first), ConsistentRead: true }))
  ).Item;
  expect(stored).not.toHaveProperty('counts');
  expect(stored).not.toHaveProperty('users_cache_generation');
  expect(stored?.limits).toEqual(NO_LIMITS);
  expect(await quotaOf(tableName, later)).toBeUndefined();
});

it('gives the quota item exactly what the company item held, so its limit holds', async () => {
  // Prepare
  const tableName = await legacyTable();
  const companyUuid = newId();
  const counts = { automations: 2, categories: 1, users: 1, company_locations: 0 };
  const limits = { ...NO_LIMITS, automations: 2 };
  await putLegacyCompany(tableName, companyUuid, limits, counts);
  // Act
  await ensureTable(endpoint, tableName);
  // Assess
  expect(await quotaOf(tableName, companyUuid)).toEqual({
    ...companyQuotaKey(companyUuid),
    entity: 'company_quota',
    company_uuid: companyUuid,
    // A limit the company item did not hold (automation_messages, newer than these items) starts null.
    limits: { ...limits, automation_messages: null },
    counts,
    users_cache_generation: 5,
  });
  await expect(
    transactWrite(documents, [reserveSlot(companyUuid, 'automations', { tableName })]),
  ).rejects.toBeInstanceOf(LimitExceededError);
  await expect(
    transactWrite(documents, [reserveSlot(companyUuid, 'categories', { tableName })]),
  ).resolves.toBeUndefined();
});
