/**
 * The first entries of a list in the requested order: one value group after another for derived
 * columns, ties by uuid ascending in both orders (readIndex reads each range).
 */
import { encodeSortValue, groupKeyPrefix, indexKeyPrefix } from './list-index';
import { compareCodePoints } from './text';
import { type Entry, groupOf, readIndex, sortColumn } from './list-index-read';
import type { DerivedGroups, ListFilter, ListPageRequest } from './list-page';

/** The first `end` entries in the requested order (fewer at the end of the list). */
export async function orderedEntries<Row, Column extends string>(
  request: ListPageRequest<Row, Column>,
  end: number,
): Promise<Entry[]> {
  const column = sortColumn(request);
  const entity = request.declaration.entity;
  const derived = request.derived?.[request.params.sort_by];
  if (derived) {
    // Group by group (from the last one down when descending), each ascending by uuid.
    const entries: Entry[] = [];
    const groups = request.params.sort_order === 'desc' ? [...derived.groups].reverse() : derived.groups;
    for (const group of groups) {
      const narrowed = { ...request, filter: withGroupTest(request.filter, derived, group.test) };
      entries.push(
        ...(await readIndex(narrowed, column.index, groupKeyPrefix(entity, group.value), {
          forward: true,
          want: end - entries.length,
        })),
      );
      if (entries.length >= end) break;
    }
    return entries;
  }
  if (request.params.sort_order === 'asc') {
    return readIndex(request, column.index, indexKeyPrefix(entity), { forward: true, want: end });
  }
  if (column.enumValues) {
    // Descending over a few values: each value's group ascending, the groups from the last value down.
    const entries: Entry[] = [];
    const descending = [...column.enumValues].sort((a, b) => compareCodePoints(encodeSortValue(b), encodeSortValue(a)));
    for (const value of descending) {
      entries.push(
        ...(await readIndex(request, column.index, groupKeyPrefix(entity, value), {
          forward: true,
          want: end - entries.length,
        })),
      );
      if (entries.length >= end) break;
    }
    return entries;
  }
  // Descending over free values: the index read backwards gives ties in descending uuid order, so the
  // last group is read to its end and every group's run is turned round (ties ascend in both orders).
  const entries = await readIndex(request, column.index, indexKeyPrefix(entity), {
    forward: false,
    want: end,
    completeLastGroup: true,
  });
  return tiesAscending(entries);
}

/** The request's filter narrowed by a derived group's test (the attributes it reads projected too). */
function withGroupTest(
  filter: ListFilter | undefined,
  derived: DerivedGroups,
  test: ((shown: Record<string, unknown>) => boolean) | undefined,
): ListFilter {
  const outer = filter?.test;
  return {
    ...filter,
    names: { ...filter?.names, ...derived.names },
    values: { ...filter?.values },
    ...(test || outer
      ? {
          test: (shown: Record<string, unknown>) =>
            (outer === undefined || outer(shown)) && (test === undefined || test(shown)),
        }
      : {}),
  };
}

/** The rank of a search match among a derived column's groups (its group, then its test). */
export function derivedRank<Row, Column extends string>(
  request: ListPageRequest<Row, Column>,
  derived: DerivedGroups,
  entry: Entry,
): number {
  const group = groupOf(entry);
  return derived.groups.findIndex(
    (candidate) =>
      groupKeyPrefix(request.declaration.entity, candidate.value) === `${group}` &&
      (candidate.test === undefined || candidate.test(entry.shown)),
  );
}

function tiesAscending(entries: Entry[]): Entry[] {
  const result: Entry[] = [];
  let run: Entry[] = [];
  for (const entry of entries) {
    if (run.length > 0 && groupOf(run[0]) !== groupOf(entry)) {
      result.push(...run.reverse());
      run = [];
    }
    run.push(entry);
  }
  return result.concat(run.reverse());
}
