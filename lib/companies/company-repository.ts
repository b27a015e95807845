/** Company data access: the company item and the transactions that create a company. */
import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName as defaultTableName } from '../aws/dynamo';
import { withoutKeys } from '../data/table';
import { COMPANY_ENTITY, NO_LIMITS, ZERO_COUNTS, type StoredCompany, companyKey } from './company';
import type { TransactItem } from '../data/transactions';

export interface NewCompany {
  company_uuid: string;
  name: string;
  email: string | null;
  phone: string | null;
  address1: string | null;
  city: string | null;
  country_uuid: string | null;
  country_state_uuid: string | null;
  created_at: string;
}

/** The stored company a new company starts as: every limit null, nothing counted yet. */
export function initialCompany(input: NewCompany): StoredCompany {
  return {
    description: null,
    website_url: null,
    google_my_business_listing: null,
    address2: null,
    postal_code: null,
    latitude: null,
    longitude: null,
    primary_color: null,
    secondary_color: null,
    image_url: null,
    image_key: null,
    settings: {},
    custom_settings: {},
    available_integration_uuids: {},
    limits: { ...NO_LIMITS },
    counts: { ...ZERO_COUNTS },
    users_cache_generation: 0,
    version: 1,
    updated_at: input.created_at,
    ...input,
  };
}

export function createCompanyRepository(client: DynamoDBDocumentClient = documentClient, tableName = defaultTableName) {
  return {
    /** The stored company, or undefined when it does not exist. */
    async getCompany(companyUuid: string, options: { consistent?: boolean } = {}): Promise<StoredCompany | undefined> {
      const result = await client.send(
        new GetCommand({ TableName: tableName, Key: companyKey(companyUuid), ConsistentRead: options.consistent }),
      );
      return result.Item ? (withoutKeys(result.Item) as unknown as StoredCompany) : undefined;
    },

    /** A transaction item that inserts a new company (fails if the uuid exists). */
    putNewCompanyItem(company: StoredCompany): TransactItem {
      return {
        Put: {
          TableName: tableName,
          Item: { ...companyKey(company.company_uuid), entity: COMPANY_ENTITY, ...company },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      };
    },
  };
}

export type CompanyRepository = ReturnType<typeof createCompanyRepository>;
export const companyRepository: CompanyRepository = createCompanyRepository();
