/** Automation data access: one item per automation in its company's partition. */
import { GetCommand, PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { documentClient, tableName as defaultTableName } from '../aws/dynamo';
import { companyPartition } from '../companies/company';
import { releaseSlot, reserveSlot } from '../companies/entity-limits';
import { queryAllByPrefix } from '../data/query';
import { withoutKeys } from '../data/table';
import { transactWrite } from '../data/transactions';
import { LimitExceededError } from '../errors';
import { AUTOMATION_ENTITY, AUTOMATION_SK_PREFIX, type StoredAutomation, automationKey } from './automation';

/**
 * A conditional write lost: the item is gone or its version is no longer the one read. Internal to
 * the automations domain, which decides between 404, 412 and a retry.
 */
export class StaleAutomationError extends Error {
  constructor() {
    super('The automation changed or disappeared since it was read');
    this.name = 'StaleAutomationError';
  }
}

function fromItem(item: Record<string, unknown>): StoredAutomation {
  return withoutKeys(item) as unknown as StoredAutomation;
}

function toItem(automation: StoredAutomation): Record<string, unknown> {
  return { ...automationKey(automation.company_uuid, automation.automation_uuid), entity: AUTOMATION_ENTITY, ...automation };
}

export function createAutomationRepository(client: DynamoDBDocumentClient = documentClient, tableName = defaultTableName) {
  return {
    /** One automation of a company (strongly consistent), or undefined. */
    async getAutomation(companyUuid: string, automationUuid: string): Promise<StoredAutomation | undefined> {
      const result = await client.send(
        new GetCommand({ TableName: tableName, Key: automationKey(companyUuid, automationUuid), ConsistentRead: true }),
      );
      return result.Item ? fromItem(result.Item) : undefined;
    },

    /** Every automation of a company: one Query of its partition's `AUTOMATION#` prefix. */
    async listAutomationsOfCompany(companyUuid: string): Promise<StoredAutomation[]> {
      const items = await queryAllByPrefix(client, tableName, companyPartition(companyUuid), AUTOMATION_SK_PREFIX, { consistent: true });
      return items.map(fromItem);
    },

    /** Inserts a new automation and takes an `automations` slot in the same transaction (409 at the limit). */
    async createAutomation(automation: StoredAutomation): Promise<void> {
      await transactWrite(
        client,
        [
          reserveSlot(automation.company_uuid, 'automations', { tableName }),
          { Put: { TableName: tableName, Item: toItem(automation), ConditionExpression: 'attribute_not_exists(PK)' } },
        ],
        (index) => (index === 0 ? new LimitExceededError('automations') : new Error('automation uuid already exists')),
      );
    },

    /**
     * Writes the whole automation if the stored one is still at `expectedVersion`
     * (`StaleAutomationError` otherwise, also when it was deleted meanwhile).
     */
    async replaceAutomation(automation: StoredAutomation, expectedVersion: number): Promise<void> {
      try {
        await client.send(
          new PutCommand({
            TableName: tableName,
            Item: toItem(automation),
            ConditionExpression: 'attribute_exists(PK) AND version = :expected',
            ExpressionAttributeValues: { ':expected': expectedVersion },
          }),
        );
      } catch (error) {
        if (error instanceof ConditionalCheckFailedException) throw new StaleAutomationError();
        throw error;
      }
    },

    /**
     * Deletes an automation still at `expectedVersion` and gives its slot back, in one transaction
     * (`StaleAutomationError` when it changed or disappeared).
     */
    async deleteAutomation(companyUuid: string, automationUuid: string, expectedVersion: number): Promise<void> {
      await transactWrite(
        client,
        [
          {
            Delete: {
              TableName: tableName,
              Key: automationKey(companyUuid, automationUuid),
              ConditionExpression: 'attribute_exists(PK) AND version = :expected',
              ExpressionAttributeValues: { ':expected': expectedVersion },
            },
          },
          releaseSlot(companyUuid, 'automations', { tableName }),
        ],
        () => new StaleAutomationError(),
      );
    },
  };
}

export type AutomationRepository = ReturnType<typeof createAutomationRepository>;
export const automationRepository: AutomationRepository = /* @__PURE__ */ createAutomationRepository();
