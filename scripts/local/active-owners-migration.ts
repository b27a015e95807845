/**
 * Local data kept from before the company's active-owners counter (`.data` of an earlier
 * `npm start`): each quota item without `active_owners` gets it once, counted from the company's
 * users, so that the last owner stays protected (409 `last_owner`) on old data too. A marker item
 * records that the table was upgraded, so later starts pay one GetItem, not a scan.
 */
import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { COMPANY_QUOTA_ENTITY, companyPartition, companyQuotaKey } from '../../lib/companies/company';
import { ACTIVE_OWNERS } from '../../lib/companies/entity-limits';
import { queryAllByPrefix } from '../../lib/data/query';
import { isActiveOwner } from '../../lib/users/user';
import type { CompanyRoleCode, StatusCode } from '../../lib/users/roles';

const MARKER_KEY = { PK: 'MIGRATION#active-owners', SK: 'MIGRATION' };

/** Counts the active owners of every company whose quota item lacks the counter; returns how many it upgraded. */
export async function addMissingActiveOwners(client: DynamoDBClient, tableName: string): Promise<number> {
  const documents = DynamoDBDocumentClient.from(client);
  const marker = await documents.send(new GetCommand({ TableName: tableName, Key: MARKER_KEY, ConsistentRead: true }));
  if (marker.Item) return 0;
  let upgraded = 0;
  let exclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await documents.send(
      new ScanCommand({
        TableName: tableName,
        FilterExpression: 'entity = :quota AND attribute_not_exists(#owners)',
        ExpressionAttributeNames: { '#owners': ACTIVE_OWNERS },
        ExpressionAttributeValues: { ':quota': COMPANY_QUOTA_ENTITY },
        ExclusiveStartKey: exclusiveStartKey,
        ConsistentRead: true,
      }),
    );
    for (const quota of page.Items ?? []) {
      if (await countOwners(documents, tableName, quota.company_uuid as string)) upgraded++;
    }
    exclusiveStartKey = page.LastEvaluatedKey;
  } while (exclusiveStartKey);
  await documents.send(new PutCommand({ TableName: tableName, Item: { ...MARKER_KEY, entity: 'migration', applied_at: new Date().toISOString() } }));
  return upgraded;
}

/** Sets the company's counter from its users, unless it has one already. */
async function countOwners(documents: DynamoDBDocumentClient, tableName: string, companyUuid: string): Promise<boolean> {
  const users = await queryAllByPrefix(documents, tableName, companyPartition(companyUuid), 'USER#');
  const owners = users.filter((user) => isActiveOwner({ role_code: user.role_code as CompanyRoleCode, status_code: user.status_code as StatusCode })).length;
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
