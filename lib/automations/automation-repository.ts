/** Automation data access: one item per automation in its company's partition. */
import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName as defaultTableName } from '../aws/dynamo';
import { companyPartition } from '../companies/company';
import { releaseSlot, reserveSlot } from '../companies/entity-limits';
import type { ListParams, Page } from '../data/list';
import { listCountItems } from '../data/list-counts';
import { listAttributes } from '../data/list-index';
import { readListPage } from '../data/list-page';
import { StaleWriteError } from '../data/optimistic';
import { type TransactItem, failingWith, storingToken, transactWrite, writeItems } from '../data/transactions';
import { ITEM_IS_NEW, WRITE_TOKEN, newWriteToken, versionIs } from '../data/update-expression';
import {
  AUTOMATION,
  AUTOMATION_ENTITY,
  AUTOMATION_LIST,
  type AutomationSortColumn,
  type StoredAutomation,
  automationKey,
  enabledFacet,
} from './automation';

function toItem(automation: StoredAutomation): Record<string, unknown> {
  return {
    ...automationKey(automation.company_uuid, automation.automation_uuid),
    entity: AUTOMATION_ENTITY,
    ...automation,
    ...listAttributes(AUTOMATION_LIST, automation),
  };
}

export function createAutomationRepository(
  client: DynamoDBDocumentClient = documentClient,
  tableName = defaultTableName,
) {
  /** The list counters' change from `before` to `after` (undefined: absent), as transaction items. */
  const adjustCounts = (
    companyUuid: string,
    before: StoredAutomation | undefined,
    after: StoredAutomation | undefined,
  ): TransactItem[] => listCountItems(tableName, companyPartition(companyUuid), AUTOMATION_LIST, before, after);

  return {
    /** One automation of a company (strongly consistent), or undefined. */
    async getAutomation(companyUuid: string, automationUuid: string): Promise<StoredAutomation | undefined> {
      const result = await client.send(
        new GetCommand({ TableName: tableName, Key: automationKey(companyUuid, automationUuid), ConsistentRead: true }),
      );
      return result.Item ? AUTOMATION.parse(result.Item) : undefined;
    },

    /** One page of a company's automations, optionally only the enabled or disabled ones (strongly consistent). */
    async listAutomations(
      companyUuid: string,
      params: ListParams<AutomationSortColumn>,
      isEnabled?: boolean,
    ): Promise<Page<StoredAutomation>> {
      return readListPage({
        client,
        tableName,
        partition: companyPartition(companyUuid),
        declaration: AUTOMATION_LIST,
        params,
        fromItem: AUTOMATION.parse,
        filter:
          isEnabled === undefined
            ? undefined
            : {
                expression: '#enabled = :enabled',
                names: { '#enabled': AUTOMATION_LIST.filterAttribute('is_enabled') },
                values: { ':enabled': isEnabled },
                countedBy: [enabledFacet(isEnabled)],
              },
      });
    },

    /** Inserts a new automation and takes an `automations` slot in the same transaction (409 at the limit). */
    async createAutomation(automation: StoredAutomation): Promise<void> {
      await transactWrite(client, [
        reserveSlot(automation.company_uuid, 'automations', { tableName }),
        { Put: { TableName: tableName, Item: toItem(automation), ConditionExpression: ITEM_IS_NEW } },
        ...adjustCounts(automation.company_uuid, undefined, automation),
      ]);
    },

    /**
     * Writes the whole automation if the stored one is still `current`'s version (`StaleWriteError`
     * otherwise, also when it was deleted meanwhile); a change of `is_enabled` moves its list counter
     * in the same transaction. The item stores a write token, so that the SDK's resend of a put
     * DynamoDB already applied counts as done instead of a lost race.
     */
    async replaceAutomation(current: StoredAutomation, next: StoredAutomation): Promise<void> {
      const writeToken = newWriteToken();
      const put = {
        TableName: tableName,
        Item: { ...toItem(next), [WRITE_TOKEN]: writeToken },
        ...versionIs(current.version),
      };
      const item = storingToken(
        failingWith({ Put: put }, () => new StaleWriteError('automation')),
        writeToken,
      );
      await writeItems(client, [item, ...adjustCounts(next.company_uuid, current, next)]);
    },

    /**
     * Deletes an automation still at `current`'s version and gives its slot back, in one transaction
     * (`StaleWriteError` when it changed or disappeared).
     */
    async deleteAutomation(current: StoredAutomation): Promise<void> {
      await transactWrite(client, [
        failingWith(
          {
            Delete: {
              TableName: tableName,
              Key: automationKey(current.company_uuid, current.automation_uuid),
              ...versionIs(current.version),
            },
          },
          () => new StaleWriteError('automation'),
        ),
        releaseSlot(current.company_uuid, 'automations', { tableName }),
        ...adjustCounts(current.company_uuid, current, undefined),
      ]);
    },
  };
}

export type AutomationRepository = ReturnType<typeof createAutomationRepository>;
export const automationRepository: AutomationRepository = /* @__PURE__ */ createAutomationRepository();
