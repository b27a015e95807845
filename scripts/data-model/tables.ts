/**
 * docs/data-model.md's per-entity field tables, from the models the resources' descriptions name
 * (`model`, scripts/resources.ts; lib/data/entity.ts), in route-table order: each field's kind and
 * facts (who writes it, audited, the sort slot that orders by it, searched, the filter slot and
 * facet of its filter, unique), under the keys and access patterns its description states
 * (`storage`), if it does.
 * Written between the file's markers by `npm run data-model`; a test fails when they differ.
 */
import type { Field, FieldFacts } from '../../lib/data/entity';
import { type DescribedModel, type ResourceSources, describedModels, resourceSources } from '../resources';

export const START = '<!-- entity-fields:start (npm run data-model writes this part) -->';
export const END = '<!-- entity-fields:end -->';

function kindOf(field: Field): string {
  const kind =
    field.kind === 'enum'
      ? `one of ${(field.values ?? []).map((value) => `\`${value}\``).join(', ')}`
      : field.kind === 'list' && field.items
        ? `list of ${kindOf(field.items)}`
        : field.kind;
  const nullable = field.optional ? `${kind}, optional` : field.nullable ? `${kind} or null` : kind;
  return field.internal ? `${nullable}, internal` : nullable;
}

function uniqueOf(field: Field): string {
  const unique = field.facts?.unique;
  if (!unique) return '';
  return `case-folded, per company${unique.within ? ` and \`${unique.within}\`` : ''}`;
}

function filterOf(name: string, field: Field): string {
  const filter = field.facts?.filter;
  if (filter === undefined) return '';
  if (filter.counted === false) return `\`${filter.slot}\``;
  return `\`${filter.slot}\`, \`${filter.facet ?? name}=…\``;
}

function writtenBy(facts: FieldFacts): string {
  if (facts.write === 'managers') return 'managers only';
  if (facts.write === 'any') return facts.patchOnly ? 'PATCH only' : 'yes';
  return '';
}

function table({ model, list, storage }: DescribedModel): string {
  const rows = Object.entries(model.fields).map(([name, field]) => {
    const facts = field.facts ?? {};
    const cells = [
      `\`${name}\``,
      kindOf(field),
      writtenBy(facts),
      facts.audited ? 'yes' : '',
      facts.sort ? `\`${facts.sort}\`` : '',
      facts.search ?? '',
      filterOf(name, field),
      uniqueOf(field),
    ];
    return cells;
  });
  const heading = `### ${model.name}${list ? ` (list \`${list}\`)` : ''}`;
  return [heading, '', ...(storage ? [storage, ''] : []), ...aligned([HEADINGS, ...rows])].join('\n');
}

const HEADINGS = [
  'Field',
  'Kind',
  'Written by clients',
  'Audited',
  'Sorted by (slot)',
  'Searched',
  'Filtered (slot, facet)',
  'Unique',
];

/** A Markdown table's lines, each column padded to its widest cell, as Prettier aligns them. */
function aligned([headings, ...rows]: string[][]): string[] {
  const widths = (headings ?? []).map((_, column) =>
    Math.max(3, ...[headings, ...rows].map((row) => row?.[column]?.length ?? 0)),
  );
  const line = (cells: string[]): string =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [line(headings ?? []), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)];
}

/** The generated part, of the real resources unless given others. */
export function entityFieldTables(sources: ResourceSources = resourceSources): string {
  return describedModels(sources).map(table).join('\n\n');
}

/** The document with its generated part replaced. */
export function withEntityFieldTables(document: string, sources: ResourceSources = resourceSources): string {
  const start = document.indexOf(START);
  const end = document.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/data-model.md lacks the markers ${START} … ${END}`);
  return `${document.slice(0, start + START.length)}\n\n${entityFieldTables(sources)}\n\n${document.slice(end)}`;
}
