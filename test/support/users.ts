/** Requests to the single-user handlers, shared by their tests. */
import { handler as getMe } from '../../functions/users/get-me';
import { handler as getCompanyUser } from '../../functions/users/get-company-user';
import { handler as updateCompanyUser } from '../../functions/users/update-company-user';
import { handler as deleteCompanyUser } from '../../functions/users/delete-company-user';
import { handler as listCompanyUsers } from '../../functions/users/list-company-users';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName } from '../../lib/aws/dynamo';
import { companyQuotaKey } from '../../lib/companies/company';
import { readListCounts } from '../../lib/data/list-counts';
import { companyPartition } from '../../lib/companies/company';
import { invoke, loadEvent, withRequest, type TestResponse } from './invoke';
import type { CompanyFixture } from './fixtures';

/** The whole public record of a user made by the fixtures (an active technician of no location unless given; its names split from the display name). */
export function userRecord(fields: Record<string, unknown>): Record<string, unknown> {
  return {
    user_uuid: expect.any(String),
    company_uuid: expect.any(String),
    display_name: expect.any(String),
    first_name: expect.any(String),
    last_name: expect.any(String),
    email: expect.any(String),
    phone: null,
    role_code: 'ROLE_COMPANY_TECHNICIAN',
    status_code: 'STATUS_ACTIVE',
    company_location_uuids: [],
    created_at: expect.any(String),
    updated_at: expect.any(String),
    settings: {},
    ...fields,
  };
}

/** The whole public record of the owner `makeCompany` made: "<company name> Owner", the company's e-mail. */
export function ownerRecord(company: CompanyFixture, fields: Record<string, unknown> = {}): Record<string, unknown> {
  const displayName = `${company.name} Owner`;
  const [first, ...rest] = displayName.split(' ');
  return userRecord({
    user_uuid: company.ownerUuid,
    company_uuid: company.companyUuid,
    display_name: displayName,
    first_name: first,
    last_name: rest.join(' '),
    email: 'office@example.com',
    role_code: 'ROLE_COMPANY_OWNER',
    ...fields,
  });
}

export function me(key: string): Promise<TestResponse> {
  return invoke(getMe, withRequest(loadEvent('get-me/basic'), { key }));
}

export function getUser(
  key: string,
  companyUuid: string,
  userUuid: string,
  headers: Record<string, string> = {},
): Promise<TestResponse> {
  return invoke(
    getCompanyUser,
    withRequest(loadEvent('get-company-user/basic'), {
      key,
      pathParameters: { company_uuid: companyUuid, user_uuid: userUuid },
      headers,
    }),
  );
}

export function patchUser(
  key: string,
  companyUuid: string,
  userUuid: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<TestResponse> {
  return invoke(
    updateCompanyUser,
    withRequest(loadEvent('update-company-user/basic'), {
      key,
      pathParameters: { company_uuid: companyUuid, user_uuid: userUuid },
      body,
      headers,
    }),
  );
}

export function deleteUser(
  key: string,
  companyUuid: string,
  userUuid: string,
  headers: Record<string, string> = {},
): Promise<TestResponse> {
  return invoke(
    deleteCompanyUser,
    withRequest(loadEvent('delete-company-user/basic'), {
      key,
      pathParameters: { company_uuid: companyUuid, user_uuid: userUuid },
      headers,
    }),
  );
}

export function listUsers(key: string, companyUuid: string, query: Record<string, string> = {}): Promise<TestResponse> {
  return invoke(
    listCompanyUsers,
    withRequest(loadEvent('list-company-users/basic'), { key, pathParameters: { company_uuid: companyUuid }, query }),
  );
}

/** The company's quota item as stored: counts, cache generation, active owners. */
export async function quotaOf(companyUuid: string): Promise<Record<string, unknown>> {
  const result = await documentClient.send(
    new GetCommand({ TableName: tableName, Key: companyQuotaKey(companyUuid), ConsistentRead: true }),
  );
  return result.Item ?? {};
}

/** The users list counters of the given facets. */
export function userCounts(companyUuid: string, facets: string[]): Promise<number[]> {
  return readListCounts(documentClient, tableName, companyPartition(companyUuid), 'users', facets);
}
