/**
 * Whether a table kept under DATA_DIR has the layout this version creates (lib/data/table.ts): its
 * key schema, its local and global indexes with their projections, its stream and its TTL attribute.
 * Local data made before the first release is not migrated (docs/decisions.md, _Local data_): a
 * table of another layout is refused with what differs and how to start afresh.
 */
import type {
  CreateTableCommandInput,
  KeySchemaElement,
  Projection,
  StreamSpecification,
} from '@aws-sdk/client-dynamodb';

/** An index as both CreateTable and DescribeTable spell it. */
interface IndexLayout {
  IndexName?: string;
  KeySchema?: KeySchemaElement[];
  Projection?: Projection;
}

/** What DescribeTable and DescribeTimeToLive say of a table, as far as its layout goes. */
export interface DescribedLayout {
  KeySchema?: KeySchemaElement[];
  LocalSecondaryIndexes?: IndexLayout[];
  GlobalSecondaryIndexes?: IndexLayout[];
  StreamSpecification?: StreamSpecification;
  /** The TTL attribute when TTL is enabled (or being enabled), else undefined. */
  ttlAttribute?: string;
}

const keys = (schema: KeySchemaElement[] | undefined): string =>
  (schema ?? []).map((key) => `${key.AttributeName} ${key.KeyType}`).join(', ');

const projection = (projected: Projection | undefined): string => {
  const type = projected?.ProjectionType ?? 'KEYS_ONLY';
  return type === 'INCLUDE' ? `INCLUDE ${[...(projected?.NonKeyAttributes ?? [])].sort().join(', ')}` : type;
};

function indexDifferences(kind: string, wanted: IndexLayout[] = [], found: IndexLayout[] = []): string[] {
  const byName = new Map(found.map((index) => [index.IndexName, index]));
  const differences: string[] = [];
  for (const index of wanted) {
    const existing = byName.get(index.IndexName);
    if (!existing) {
      differences.push(`${kind} index ${index.IndexName} is missing`);
      continue;
    }
    if (keys(existing.KeySchema) !== keys(index.KeySchema))
      differences.push(
        `${kind} index ${index.IndexName} has keys ${keys(existing.KeySchema)}, not ${keys(index.KeySchema)}`,
      );
    if (projection(existing.Projection) !== projection(index.Projection))
      differences.push(
        `${kind} index ${index.IndexName} projects ${projection(existing.Projection)}, not ${projection(index.Projection)}`,
      );
  }
  const names = new Set(wanted.map((index) => index.IndexName));
  for (const index of found)
    if (!names.has(index.IndexName)) differences.push(`${kind} index ${index.IndexName} is no longer used`);
  return differences;
}

const stream = (specification: StreamSpecification | undefined): string =>
  specification?.StreamEnabled ? `${specification.StreamViewType}` : 'none';

/** How a described table differs from the definition's layout, one line each; empty when it has it. */
export function layoutDifferences(
  definition: CreateTableCommandInput,
  ttlAttribute: string,
  found: DescribedLayout,
): string[] {
  const differences: string[] = [];
  if (keys(found.KeySchema) !== keys(definition.KeySchema))
    differences.push(`its keys are ${keys(found.KeySchema)}, not ${keys(definition.KeySchema)}`);
  differences.push(
    ...indexDifferences('local', definition.LocalSecondaryIndexes, found.LocalSecondaryIndexes),
    ...indexDifferences('global', definition.GlobalSecondaryIndexes, found.GlobalSecondaryIndexes),
  );
  if (stream(found.StreamSpecification) !== stream(definition.StreamSpecification))
    differences.push(
      `its stream is ${stream(found.StreamSpecification)}, not ${stream(definition.StreamSpecification)}`,
    );
  // A TTL not enabled yet is what a start stopped between CreateTable and UpdateTimeToLive leaves: ensureTable enables it.
  if (found.ttlAttribute !== undefined && found.ttlAttribute !== ttlAttribute)
    differences.push(`its TTL attribute is ${found.ttlAttribute}, not ${ttlAttribute}`);
  return differences;
}

/** The refusal of a table of another layout: what differs, and the one command that starts afresh. */
export function layoutRefusal(tableName: string, differences: readonly string[], dynamoDbFolder?: string): string {
  const remedy = dynamoDbFolder
    ? `Remove DATA_DIR's dynamodb folder and start again (the demo company is seeded anew):\n\n  rm -rf ${dynamoDbFolder}\n`
    : 'Delete the table and create it again.';
  return [
    `table ${tableName} does not have the layout this version needs (local data made before the first release is not migrated):`,
    ...differences.map((difference) => `  - ${difference}`),
    remedy,
  ].join('\n');
}
