/**
 * The company reads every request's stack makes (does the company exist?) and the reads of the
 * company endpoints, apart from the company repository's writes: a module the shared stack imports
 * is in every Lambda bundle, and the writes (transactions, audit events, quota items) would make
 * every bundle carry them.
 */
import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName as defaultTableName } from '../aws/dynamo';
import { COMPANY, type StoredCompany, companyKey, companyQuotaKey } from './company';

export function createCompanyReader(client: DynamoDBDocumentClient = documentClient, tableName = defaultTableName) {
  /** The company item as stored, or undefined when it does not exist. */
  async function readCompanyItem(
    companyUuid: string,
    consistent: boolean | undefined,
  ): Promise<Record<string, unknown> | undefined> {
    return (
      await client.send(
        new GetCommand({ TableName: tableName, Key: companyKey(companyUuid), ConsistentRead: consistent }),
      )
    ).Item;
  }

  return {
    readCompanyItem,

    /** The stored company, or undefined when it does not exist. */
    async getCompany(companyUuid: string, options: { consistent?: boolean } = {}): Promise<StoredCompany | undefined> {
      const item = await readCompanyItem(companyUuid, options.consistent);
      return item ? COMPANY.parse(item) : undefined;
    },

    /**
     * The company's country (null: none), or undefined when the company does not exist: what a
     * user's phone is validated against. A projection, but DynamoDB charges the whole item's size.
     */
    async getCompanyCountry(companyUuid: string): Promise<string | null | undefined> {
      const result = await client.send(
        new GetCommand({
          TableName: tableName,
          Key: companyKey(companyUuid),
          ProjectionExpression: 'PK, country_uuid',
          ConsistentRead: true,
        }),
      );
      if (!result.Item) return undefined;
      return typeof result.Item.country_uuid === 'string' ? result.Item.country_uuid : null;
    },

    /**
     * Whether the company exists, from its small quota item (created with it, never deleted), so
     * that the check costs the same whatever the size of the company's profile.
     */
    async companyExists(companyUuid: string, options: { consistent?: boolean } = {}): Promise<boolean> {
      const result = await client.send(
        new GetCommand({
          TableName: tableName,
          Key: companyQuotaKey(companyUuid),
          ProjectionExpression: 'PK',
          ConsistentRead: options.consistent,
        }),
      );
      return result.Item !== undefined;
    },
  };
}

export type CompanyReader = ReturnType<typeof createCompanyReader>;
export const companyReader: CompanyReader = /* @__PURE__ */ createCompanyReader();
