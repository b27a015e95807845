/**
 * Local data kept from before the company quota item (`.data` of an earlier `npm start`): companies
 * kept their counts, limits and users-cache generation on the company item. Each gets its quota item
 * once, made from those attributes, which then leave the company item. A marker item records that
 * the table was upgraded, so later starts pay one GetItem, not a scan.
 */
import { type DynamoDBClient, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  ScanCommand,
  TransactWriteCommand,
} from '@aws-sdk/lib-dynamodb';
import {
  type CompanyLimits,
  COMPANY_ENTITY,
  type CompanyCounts,
  NO_LIMITS,
  ZERO_COUNTS,
  companyKey,
} from '../../lib/companies/company';
import { putNewQuotaItem } from '../../lib/companies/entity-limits';

const MARKER_KEY = { PK: 'MIGRATION#company-quota', SK: 'MIGRATION' };

interface LegacyCompany {
  company_uuid: string;
  limits?: Partial<CompanyLimits>;
  counts?: Partial<CompanyCounts>;
  users_cache_generation?: number;
}

/** Gives every company without a quota item its own; returns how many it upgraded. */
export async function addMissingCompanyQuotas(client: DynamoDBClient, tableName: string): Promise<number> {
  const documents = DynamoDBDocumentClient.from(client);
  const marker = await documents.send(new GetCommand({ TableName: tableName, Key: MARKER_KEY, ConsistentRead: true }));
  if (marker.Item) return 0;
  let upgraded = 0;
  let exclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await documents.send(
      new ScanCommand({
        TableName: tableName,
        FilterExpression: 'entity = :company AND attribute_exists(counts)',
        ExpressionAttributeValues: { ':company': COMPANY_ENTITY },
        ExclusiveStartKey: exclusiveStartKey,
        ConsistentRead: true,
      }),
    );
    for (const company of (page.Items ?? []) as LegacyCompany[]) {
      if (await moveToQuota(documents, tableName, company)) upgraded++;
    }
    exclusiveStartKey = page.LastEvaluatedKey;
  } while (exclusiveStartKey);
  await documents.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...MARKER_KEY, entity: 'migration', applied_at: new Date().toISOString() },
    }),
  );
  return upgraded;
}

/** Puts the company's quota item and removes its legacy attributes, in one transaction. */
async function moveToQuota(
  documents: DynamoDBDocumentClient,
  tableName: string,
  company: LegacyCompany,
): Promise<boolean> {
  const quota = {
    limits: { ...NO_LIMITS, ...company.limits },
    counts: { ...ZERO_COUNTS, ...company.counts },
    users_cache_generation: company.users_cache_generation ?? 0,
  };
  try {
    await documents.send(
      new TransactWriteCommand({
        TransactItems: [
          putNewQuotaItem(company.company_uuid, quota, tableName),
          {
            Update: {
              TableName: tableName,
              Key: companyKey(company.company_uuid),
              UpdateExpression: 'REMOVE counts, users_cache_generation',
            },
          },
        ],
      }),
    );
    return true;
  } catch (error) {
    // A quota item already there (a start interrupted after it): keep it.
    if (
      error instanceof TransactionCanceledException &&
      error.CancellationReasons?.[0]?.Code === 'ConditionalCheckFailed'
    )
      return false;
    throw error;
  }
}
