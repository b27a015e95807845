/**
 * Automation data access: one item per automation in its company's partition, written through the
 * generic versioned writes (lib/data/versioned-writes.ts) with the `automations` limit slot.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName as defaultTableName } from '../aws/dynamo';
import { companyPartition } from '../companies/company';
import type { ListParams, Page } from '../data/list';
import { filterOn } from '../data/entity-list';
import { readListPage } from '../data/list-page';
import { versionedWrites } from '../data/versioned-writes';
import { quota } from '../data/write-hooks';
import {
  AUTOMATION,
  AUTOMATION_ENTITY,
  AUTOMATION_LIST,
  type AutomationSortColumn,
  type StoredAutomation,
  automationKey,
} from './automation';

export function createAutomationRepository(
  client: DynamoDBDocumentClient = documentClient,
  tableName = defaultTableName,
) {
  const writes = versionedWrites({
    client,
    tableName,
    model: AUTOMATION,
    id: 'automation_uuid',
    key: automationKey,
    list: AUTOMATION_LIST,
    entity: AUTOMATION_ENTITY,
    name: 'automation',
    hooks: [quota<StoredAutomation>({ tableName, slot: 'automations' })],
  });

  return {
    /** One automation of a company (strongly consistent), or undefined. */
    getAutomation: writes.get,

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
        filter: isEnabled === undefined ? undefined : filterOn(AUTOMATION, 'is_enabled', isEnabled),
      });
    },

    /** Inserts a new automation and takes an `automations` slot in the same transaction (409 at the limit). */
    createAutomation: (automation: StoredAutomation) => writes.create(automation),

    /**
     * Writes the changed fields of `next` if the stored automation is still `current`'s version
     * (`StaleWriteError` otherwise, also when it was deleted meanwhile); a change of `is_enabled`
     * moves its list counter in the same transaction.
     */
    replaceAutomation: (current: StoredAutomation, next: StoredAutomation) => writes.update(current, next),

    /** Deletes an automation still at `current`'s version and gives its slot back (`StaleWriteError` when it changed or disappeared). */
    deleteAutomation: (current: StoredAutomation) => writes.remove(current),
  };
}

export type AutomationRepository = ReturnType<typeof createAutomationRepository>;
export const automationRepository: AutomationRepository = /* @__PURE__ */ createAutomationRepository();
