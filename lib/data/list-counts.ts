/**
 * Exact list totals without counting: one counter item per (company, listed entity) holding `total`
 * and one attribute per facet (`category_group=SERVICE_PLAN`, `is_enabled=true`, `role_code=ADMIN`,
 * `location=<uuid>`). Every create, delete and facet change adjusts it in the same transaction as
 * the record, so a total read after a write is exact.
 */
import { GetCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { TransactItem } from './transactions';
import { TTL_ATTRIBUTE } from './ttl';

export const TOTAL_FACET = 'total';
export const LIST_COUNTS_SK_PREFIX = 'LISTCOUNTS#';

/**
 * The change of one weekly count of a view (the audit trail's, events', runs'): `added` to its
 * total, and its expiry set with the records it counts.
 */
export function weeklyCountChange(
  tableName: string,
  key: { PK: string; SK: string },
  added: number,
  expiry: number,
): TransactItem {
  return {
    Update: {
      TableName: tableName,
      Key: key,
      UpdateExpression: 'ADD #total :added SET #expiry = :expiry',
      ExpressionAttributeNames: { '#total': TOTAL_FACET, '#expiry': TTL_ATTRIBUTE },
      ExpressionAttributeValues: { ':added': added, ':expiry': expiry },
    },
  };
}

export function listCountsKey(partition: string, entity: string): { PK: string; SK: string } {
  return { PK: partition, SK: `${LIST_COUNTS_SK_PREFIX}${entity}` };
}

/** The net change of each facet between two versions of a row (undefined: absent). */
export function facetDeltas(
  before: readonly string[] | undefined,
  after: readonly string[] | undefined,
): Map<string, number> {
  const deltas = new Map<string, number>();
  const add = (facet: string, delta: number) => deltas.set(facet, (deltas.get(facet) ?? 0) + delta);
  if (before) [TOTAL_FACET, ...before].forEach((facet) => add(facet, -1));
  if (after) [TOTAL_FACET, ...after].forEach((facet) => add(facet, 1));
  for (const [facet, delta] of deltas) if (delta === 0) deltas.delete(facet);
  return deltas;
}

/**
 * A transaction item applying facet deltas (undefined when nothing changes). Creates the item, and
 * a facet, when missing (ADD starts a number from 0). One value placeholder per distinct delta
 * (±1 in practice) and `ADD #f :d` per facet keep a user of hundreds of locations within
 * DynamoDB's 4 KB UpdateExpression, where `SET #f = if_not_exists(#f, :zero) + :d` failed at ~95.
 */
export function adjustListCounts(
  tableName: string,
  partition: string,
  entity: string,
  deltas: Map<string, number>,
): TransactItem | undefined {
  if (deltas.size === 0) return undefined;
  const names: Record<string, string> = {};
  const values: Record<string, number> = {};
  const placeholderOf = new Map<number, string>();
  const additions = [...deltas].map(([facet, delta], position) => {
    names[`#f${position}`] = facet;
    let placeholder = placeholderOf.get(delta);
    if (placeholder === undefined) {
      placeholder = `:d${placeholderOf.size}`;
      placeholderOf.set(delta, placeholder);
      values[placeholder] = delta;
    }
    return `#f${position} ${placeholder}`;
  });
  return {
    Update: {
      TableName: tableName,
      Key: listCountsKey(partition, entity),
      UpdateExpression: `ADD ${additions.join(', ')}`,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

/** The counter change of a listed row going from `before` to `after` (undefined: absent), as transaction items (none when nothing changes). */
export function listCountItems<Row>(
  tableName: string,
  partition: string,
  declaration: { entity: string; facets: (row: Row) => string[] },
  before: Row | undefined,
  after: Row | undefined,
): TransactItem[] {
  const deltas = facetDeltas(before && declaration.facets(before), after && declaration.facets(after));
  const item = adjustListCounts(tableName, partition, declaration.entity, deltas);
  return item ? [item] : [];
}

/** The counts of the given facets (0 for a facet never counted); strongly consistent. */
export async function readListCounts(
  client: DynamoDBDocumentClient,
  tableName: string,
  partition: string,
  entity: string,
  facets: readonly string[],
): Promise<number[]> {
  const names = Object.fromEntries(facets.map((facet, position) => [`#f${position}`, facet]));
  const result = await client.send(
    new GetCommand({
      TableName: tableName,
      Key: listCountsKey(partition, entity),
      ConsistentRead: true,
      ProjectionExpression: Object.keys(names).join(', '),
      ExpressionAttributeNames: names,
    }),
  );
  return facets.map((facet) => {
    const count = result.Item?.[facet];
    return typeof count === 'number' ? count : 0;
  });
}
