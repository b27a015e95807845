/**
 * A page of a view of the global index `Views` (lib/data/table.ts) with its exact total from the
 * view's weekly counts: the layout of records that each live in an item collection of their own
 * (automation events and runs; the audit trail has its own reader, lib/audit/audit-repository.ts).
 * A page reads the items up to its end, however long the view.
 */
import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ValidationError } from '../errors';
import type { ListParams, Page } from './list';
import { TOTAL_FACET } from './list-counts';
import { pageMeta } from './page-meta';
import { VIEW_INDEX } from './table';

export interface ViewPageRequest<T, SortColumn extends string> {
  client: DynamoDBDocumentClient;
  tableName: string;
  /** The view's partition in the index. */
  view: string;
  /** Its weekly counts' partition (`WEEK#<monday>` items holding TOTAL_FACET). */
  counts: string;
  /** The lowest view_sk still kept, and the first kept week's key. */
  keptFrom: string;
  keptWeek: string;
  params: ListParams<SortColumn>;
  /** A FilterExpression for what the view itself does not select (a combination of filters). */
  condition?: {
    expression: string;
    names: Record<string, string>;
    values: Record<string, unknown>;
    /** The query parameter a 422 `too_broad` names when the view is too long to evaluate. */
    path: string;
  };
  /** The records of a page's items (a pointer view reads its records by key). */
  records: (items: Record<string, unknown>[]) => Promise<T[]>;
}

/** The kept total of a view: the sum of its kept weeks' counts. */
export async function viewTotal(
  client: DynamoDBDocumentClient,
  tableName: string,
  counts: string,
  keptWeek: string,
): Promise<number> {
  let total = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await client.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'PK = :pk AND SK >= :kept',
        ExpressionAttributeValues: { ':pk': counts, ':kept': keptWeek },
        ProjectionExpression: '#total',
        ExpressionAttributeNames: { '#total': TOTAL_FACET },
        ConsistentRead: true,
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) total += Number(item[TOTAL_FACET] ?? 0);
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return total;
}

/** The items of a view from its start up to `end` (in the requested order), filtered by `condition`. */
async function firstItems<T, SortColumn extends string>(
  request: ViewPageRequest<T, SortColumn>,
  end: number,
): Promise<Record<string, unknown>[]> {
  const { client, tableName, view, keptFrom, params, condition } = request;
  const items: Record<string, unknown>[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await client.send(
      new QueryCommand({
        TableName: tableName,
        IndexName: VIEW_INDEX.name,
        KeyConditionExpression: '#pk = :pk AND #sk >= :kept',
        ExpressionAttributeNames: { '#pk': VIEW_INDEX.partition, '#sk': VIEW_INDEX.sort, ...condition?.names },
        ExpressionAttributeValues: { ':pk': view, ':kept': keptFrom, ...condition?.values },
        ...(condition ? { FilterExpression: condition.expression } : { Limit: Math.min(end - items.length, 1000) }),
        ScanIndexForward: params.sort_order !== 'desc',
        ExclusiveStartKey: startKey,
      }),
    );
    items.push(...(page.Items ?? []));
    startKey = page.LastEvaluatedKey;
  } while (startKey && (condition !== undefined || items.length < end));
  return items;
}

/** The most records a combination of filters may evaluate for one page (as the audit trail's). */
export const MAX_EVALUATED_RECORDS = 10_000;

/**
 * One page of a view. Without a condition its total is the view's count and it reads up to the
 * page's end; with one it reads the whole view and counts what passes, refused (422 `too_broad`,
 * decided from the view's count before reading) when the view holds more than MAX_EVALUATED_RECORDS.
 */
export async function readViewPage<T, SortColumn extends string>(
  request: ViewPageRequest<T, SortColumn>,
): Promise<Page<T>> {
  const { params } = request;
  const start = (params.page - 1) * params.page_size;
  const end = start + params.page_size;
  if (request.condition) {
    const size = await viewTotal(request.client, request.tableName, request.counts, request.keptWeek);
    if (size > MAX_EVALUATED_RECORDS) {
      throw ValidationError.field(
        request.condition.path,
        'too_broad',
        `These filters would evaluate more than ${MAX_EVALUATED_RECORDS.toLocaleString('en')} records for one page: filter by one of them alone, or narrow them`,
      );
    }
    const items = await firstItems(request, end);
    return { data: await request.records(items.slice(start, end)), meta: pageMeta(params, items.length) };
  }
  const [items, total] = await Promise.all([
    firstItems(request, end),
    viewTotal(request.client, request.tableName, request.counts, request.keptWeek),
  ]);
  return { data: await request.records(items.slice(start, end)), meta: pageMeta(params, total) };
}
