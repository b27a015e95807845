/**
 * Local data kept from before the company's active-owners counter (`.data` of an earlier
 * `npm start`): each quota item without `active_owners` gets it once, counted from the company's
 * users, so that the last owner stays protected (409 `last_owner`) on old data too.
 */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { type DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { COMPANY_QUOTA_ENTITY, companyPartition, companyQuotaKey } from '../../lib/companies/company';
import { ACTIVE_OWNERS } from '../../lib/companies/entity-limits';
import { queryAllByPrefix } from '../../lib/data/query';
import { isActiveOwner } from '../../lib/users/user';
import type { CompanyRoleCode, StatusCode } from '../../lib/users/roles';
import { migrateOnce } from './migration';

/** Counts the active owners of every company whose quota item lacks the counter; returns how many it upgraded. */
export function addMissingActiveOwners(client: DynamoDBClient, tableName: string): Promise<number> {
  return migrateOnce(
    client,
    tableName,
    'active-owners',
    {
      filter: 'entity = :quota AND attribute_not_exists(#owners)',
      names: { '#owners': ACTIVE_OWNERS },
      values: { ':quota': COMPANY_QUOTA_ENTITY },
    },
    (documents, quota) => countOwners(documents, tableName, quota.company_uuid as string),
  );
}

/** Sets the company's counter from its users, unless it has one already. */
async function countOwners(
  documents: DynamoDBDocumentClient,
  tableName: string,
  companyUuid: string,
): Promise<boolean> {
  const users = await queryAllByPrefix(documents, tableName, companyPartition(companyUuid), 'USER#');
  const owners = users.filter((user) =>
    isActiveOwner({ role_code: user.role_code as CompanyRoleCode, status_code: user.status_code as StatusCode }),
  ).length;
  try {
    await documents.send(
      new UpdateCommand({
        TableName: tableName,
        Key: companyQuotaKey(companyUuid),
        UpdateExpression: 'SET #owners = :owners',
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(#owners)',
        ExpressionAttributeNames: { '#owners': ACTIVE_OWNERS },
        ExpressionAttributeValues: { ':owners': owners },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
