/** Reading runs back: one by its uuid, and a page of a view (one filter's view; a combination filters it). */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName as defaultTableName } from '../aws/dynamo';
import { batchGetAll, keyText } from '../data/batch-get';
import { NotFoundError } from '../errors';
import type { Page } from '../data/list';
import { readViewPage } from '../data/view-pages';
import { firstUuidOf, oldestKeptWeek, weekKey } from '../audit/audit-layout';
import { EVENT_RETENTION_DAYS } from '../automation-events/event-record';
import { AUTOMATION_RUN, type AutomationRun, runEtag, runKey, toRun } from './run-record';
import type { AutomationRunListQuery } from './run-query';
import { type RunView, runCountsPartition, runViewPartition } from './run-view-repository';
import { type RunStore, runStore } from './run-repository';

/** The first filter a query names, in the list's parameter order: where a 422 `too_broad` points. */
function firstFilter(query: AutomationRunListQuery): string {
  if (query.automation_uuid) return 'automation_uuid';
  return query.status ? 'status' : 'subject_uuid';
}

export function createRunReads(
  client: DynamoDBDocumentClient = documentClient,
  tableName = defaultTableName,
  store: RunStore = runStore,
  now: () => number = Date.now,
) {
  /** The runs of a page's pointers, in their order. */
  async function runsOf(companyUuid: string, pointers: Record<string, unknown>[]): Promise<AutomationRun[]> {
    if (pointers.length === 0) return [];
    const keys = pointers.map((pointer) => runKey(companyUuid, String(pointer.run_uuid)));
    const found = await batchGetAll(client, tableName, keys);
    return keys.flatMap((key) => {
      const item = found.get(keyText(key));
      return item ? [toRun(AUTOMATION_RUN.parse(item))] : [];
    });
  }

  return {
    async getRun(companyUuid: string, runUuid: string | null): Promise<{ record: AutomationRun; etag: string }> {
      const run = runUuid ? await store.getRun(companyUuid, runUuid) : undefined;
      if (!run) throw new NotFoundError('No automation run of this run_uuid');
      return { record: toRun(run), etag: runEtag(run) };
    },

    async listRuns(companyUuid: string, query: AutomationRunListQuery): Promise<Page<AutomationRun>> {
      const views: RunView[] = [];
      const conditions: string[] = [];
      const names: Record<string, string> = {};
      const values: Record<string, unknown> = {};
      if (query.automation_uuid) {
        views.push({ kind: 'automation', uuid: query.automation_uuid });
        conditions.push('#automation = :automation');
        names['#automation'] = 'automation_uuid';
        values[':automation'] = query.automation_uuid;
      }
      if (query.subject_uuid) {
        views.push({ kind: 'subject', uuid: query.subject_uuid });
        conditions.push('#subject = :subject');
        names['#subject'] = 'subject_uuid';
        values[':subject'] = query.subject_uuid;
      }
      const statuses = query.status ? [...new Set(query.status)] : undefined;
      const [onlyStatus] = statuses ?? [];
      if (statuses?.length === 1 && onlyStatus) views.push({ kind: 'status', status: onlyStatus });
      if (statuses) {
        names['#status'] = 'status';
        statuses.forEach((status, index) => (values[`:status${index}`] = status));
        conditions.push(`#status IN (${statuses.map((_, index) => `:status${index}`).join(', ')})`);
      }
      const byDue = query.sort_by === 'due_at';
      const sortedByView = !byDue && views.length === 1 && conditions.length === 1;
      const view: RunView = byDue ? { kind: 'due' } : (views[0] ?? { kind: 'all' });
      const kept = oldestKeptWeek(now(), EVENT_RETENTION_DAYS);
      return readViewPage({
        client,
        tableName,
        view: runViewPartition(companyUuid, view),
        counts: runCountsPartition(companyUuid, view),
        // Due times are ISO texts, every one above '0'.
        keptFrom: view.kind === 'due' ? '0' : firstUuidOf(kept),
        keptWeek: weekKey(kept),
        params: query,
        condition:
          conditions.length > 0 && !sortedByView
            ? { expression: conditions.join(' AND '), names, values, path: firstFilter(query) }
            : undefined,
        records: (pointers) => runsOf(companyUuid, pointers),
      });
    },
  };
}

export type RunReads = ReturnType<typeof createRunReads>;
export const runReads: RunReads = /* @__PURE__ */ createRunReads();
