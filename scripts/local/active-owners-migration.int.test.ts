/**
 * A `.data` table from before the active-owners counter: `ensureTable` counts each company's active
 * owners once, and the last one is then protected as on new data.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, DynamoDBDocumentClient, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { localCredentials } from '../../lib/aws/local';
import { createAdminCommands } from '../../lib/admin/admin-commands';
import { createApiKeyRepository } from '../../lib/auth/api-key-repository';
import { createCompanyRepository } from '../../lib/companies/company-repository';
import { companyQuotaKey } from '../../lib/companies/company';
import { newId } from '../../lib/data/ids';
import { createLocationRepository } from '../../lib/locations/location-repository';
import { createUserRepository } from '../../lib/users/user-repository';
import { ensureTable } from './services';

const endpoint = process.env.DYNAMODB_ENDPOINT as string;
const client = new DynamoDBClient({ region: 'us-east-1', endpoint, credentials: localCredentials });
const documents = DynamoDBDocumentClient.from(client);

afterAll(() => client.destroy());

it('counts the active owners of companies whose quota item predates the counter, once', async () => {
  // Prepare: a company with two active owners and a disabled one, its counter removed as older data lacks it.
  const tableName = `owners-migration-${newId()}`;
  await ensureTable(endpoint, tableName);
  const admin = createAdminCommands({
    companies: createCompanyRepository(documents, tableName),
    users: createUserRepository(documents, tableName),
    locations: createLocationRepository(documents, tableName),
    keys: createApiKeyRepository(documents, tableName),
  });
  const company = await admin.createCompany({ name: 'Legacy' });
  await admin.createUser({
    company: company.company_uuid,
    role: 'ROLE_COMPANY_OWNER',
    displayName: 'Second',
    email: 's@example.com',
  });
  await admin.createUser({
    company: company.company_uuid,
    role: 'ROLE_COMPANY_OWNER',
    displayName: 'Off',
    email: 'o@example.com',
    status: 'STATUS_DISABLED',
  });
  const quota = async () =>
    (
      await documents.send(
        new GetCommand({ TableName: tableName, Key: companyQuotaKey(company.company_uuid), ConsistentRead: true }),
      )
    ).Item;
  expect((await quota())?.active_owners).toBe(2);
  await documents.send(
    new UpdateCommand({
      TableName: tableName,
      Key: companyQuotaKey(company.company_uuid),
      UpdateExpression: 'REMOVE active_owners',
    }),
  );
  await documents.send(
    new DeleteCommand({ TableName: tableName, Key: { PK: 'MIGRATION#active-owners', SK: 'MIGRATION' } }),
  );
  // Act
  await ensureTable(endpoint, tableName);
  // Assess
  expect((await quota())?.active_owners).toBe(2);
  // A later start reads the marker and leaves the counter alone.
  await documents.send(
    new UpdateCommand({
      TableName: tableName,
      Key: companyQuotaKey(company.company_uuid),
      UpdateExpression: 'REMOVE active_owners',
    }),
  );
  await ensureTable(endpoint, tableName);
  expect((await quota())?.active_owners).toBeUndefined();
});
