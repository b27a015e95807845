/**
 * The list views of runs, kept in step from the table's stream: each run's collection holds one
 * small pointer item per view (every run and the runs by due time, its automation's, its
 * subject's, its status's), and each view counts its runs per week of their creation, so a list
 * page reads its view and the run items it shows, however many runs a company has. Applying a run's
 * image twice, or an older one after a newer, changes nothing (each pointer remembers the version
 * it shows).
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { documentClient, tableName as defaultTableName } from '../aws/dynamo';
import { weeklyCountChange } from '../data/list-counts';
import { readItem } from '../data/read-item';
import { TTL_ATTRIBUTE } from '../data/ttl';
import { type TransactItem, failingWith, transactWrite } from '../data/transactions';
import { ITEM_IS_NEW } from '../data/update-expression';
import { uuidMillisecond, weekKey, weekStart } from '../audit/audit-layout';
import type { StoredRun } from './run-record';
import { runExpiry } from './run-repository';

export type RunView =
  | { kind: 'all' }
  | { kind: 'due' }
  | { kind: 'automation'; uuid: string }
  | { kind: 'subject'; uuid: string }
  | { kind: 'status'; status: string };

function viewName(view: RunView): string {
  if (view.kind === 'all' || view.kind === 'due') return view.kind;
  if (view.kind === 'status') return `status#${view.status}`;
  return `${view.kind}#${view.uuid}`;
}

export function runViewPartition(companyUuid: string, view: RunView): string {
  return `AUTORUN#${companyUuid}#VIEW#${viewName(view)}`;
}

/** A view's weekly counts (`due` lists the same runs as `all`, and shares its counts). */
export function runCountsPartition(companyUuid: string, view: RunView): string {
  return `AUTOCOUNT#${companyUuid}#RUNS#${viewName(view.kind === 'due' ? { kind: 'all' } : view)}`;
}

const POINTER: Record<RunView['kind'], string> = {
  all: 'VIEW#ALL',
  due: 'VIEW#DUE',
  automation: 'VIEW#AUTOMATION',
  subject: 'VIEW#SUBJECT',
  status: 'VIEW#STATUS',
};

function viewsOf(run: StoredRun): RunView[] {
  return [
    { kind: 'all' },
    { kind: 'due' },
    { kind: 'automation', uuid: run.automation_uuid },
    { kind: 'subject', uuid: run.subject_uuid },
    { kind: 'status', status: run.status },
  ];
}

/** A pointer's condition failed: another writer already brought the views to this image or a newer one. */
class ViewsInStep extends Error {}

export function createRunViews(client: DynamoDBDocumentClient = documentClient, tableName = defaultTableName) {
  const partition = (run: StoredRun) => `AUTORUN#${run.company_uuid}#${run.run_uuid}`;

  const pointer = (run: StoredRun, view: RunView): Record<string, unknown> => ({
    PK: partition(run),
    SK: POINTER[view.kind],
    view_pk: runViewPartition(run.company_uuid, view),
    view_sk: view.kind === 'due' ? `${run.due_at}#${run.run_uuid}` : run.run_uuid,
    run_uuid: run.run_uuid,
    run_version: run.version,
    status: run.status,
    automation_uuid: run.automation_uuid,
    subject_uuid: run.subject_uuid,
    [TTL_ATTRIBUTE]: runExpiry(run),
  });

  const count = (run: StoredRun, view: RunView, added: number): TransactItem =>
    weeklyCountChange(
      tableName,
      { PK: runCountsPartition(run.company_uuid, view), SK: weekKey(weekStart(uuidMillisecond(run.run_uuid))) },
      added,
      runExpiry(run),
    );

  return {
    /** Brings a run's pointers and counts to its image (a stream record's NewImage). */
    async syncRunViews(run: StoredRun): Promise<void> {
      const shown = await readItem(client, tableName, { PK: partition(run), SK: POINTER.status }, (item) => item);
      try {
        if (!shown) {
          const views = viewsOf(run);
          await transactWrite(client, [
            ...views.map((view) =>
              failingWith(
                { Put: { TableName: tableName, Item: pointer(run, view), ConditionExpression: ITEM_IS_NEW } },
                () => new ViewsInStep(),
              ),
            ),
            ...views.filter((view) => view.kind !== 'due').map((view) => count(run, view, 1)),
          ]);
          return;
        }
        if (Number(shown.run_version) >= run.version || shown.status === run.status) return;
        const before = { kind: 'status', status: String(shown.status) } as const;
        // Every pointer carries the status, which a combination of filters reads.
        const status: RunView = { kind: 'status', status: run.status };
        const others = viewsOf(run).filter((view) => view.kind !== 'status');
        await transactWrite(client, [
          failingWith(
            {
              Put: {
                TableName: tableName,
                Item: pointer(run, status),
                ConditionExpression: '#version = :version',
                ExpressionAttributeNames: { '#version': 'run_version' },
                ExpressionAttributeValues: { ':version': shown.run_version },
              },
            },
            () => new ViewsInStep(),
          ),
          ...others.map((view): TransactItem => ({ Put: { TableName: tableName, Item: pointer(run, view) } })),
          count(run, before, -1),
          count(run, { kind: 'status', status: run.status }, 1),
        ]);
      } catch (error) {
        // Another delivery of this record (or a newer image) got there first: the views are in step.
        // Anything else (a throttled transaction among them) fails the record, which the stream retries.
        if (error instanceof ViewsInStep) return;
        throw error;
      }
    },
  };
}

export type RunViews = ReturnType<typeof createRunViews>;
export const runViews: RunViews = /* @__PURE__ */ createRunViews();
