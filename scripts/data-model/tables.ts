/**
 * docs/data-model.md's per-entity field tables, from the models (lib/data/entity.ts): each field's
 * kind and facts (who writes it, audited, the sort slot that orders by it, searched, the filter slot
 * and facet of its filter, unique).
 * Written between the file's markers by `npm run data-model`; a test fails when they differ.
 */
import type { Field, FieldFacts, Fields } from '../../lib/data/entity';

interface Modeled {
  model: { readonly name: string; readonly fields: Fields };
  list?: string;
}
import { LOCATION_LIST, LOCATION } from '../../lib/locations/location';
import { CATEGORY_LIST, CATEGORY } from '../../lib/categories/category';
import { USER_LIST, USER } from '../../lib/users/user';
import { INVITATION_LIST, INVITATION } from '../../lib/invitations/invitation';
import { KEY_LIST, USER_KEY } from '../../lib/auth/key-record';
import { AUTOMATION_LIST, AUTOMATION } from '../../lib/automations/automation';
import { COMPANY } from '../../lib/companies/company';

/** The modeled entities, in the order the document lists them, each with its list's name. */
const MODELS: readonly Modeled[] = [
  { model: COMPANY },
  { model: LOCATION, list: LOCATION_LIST.entity },
  { model: CATEGORY, list: CATEGORY_LIST.entity },
  { model: USER, list: USER_LIST.entity },
  { model: INVITATION, list: INVITATION_LIST.entity },
  { model: USER_KEY, list: KEY_LIST.entity },
  { model: AUTOMATION, list: AUTOMATION_LIST.entity },
];

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

function table({ model, list }: Modeled): string {
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
  return [`### ${model.name}${list ? ` (list \`${list}\`)` : ''}`, '', ...aligned([HEADINGS, ...rows])].join('\n');
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

/** The generated part. */
export function entityFieldTables(): string {
  return MODELS.map(table).join('\n\n');
}

/** The document with its generated part replaced. */
export function withEntityFieldTables(document: string): string {
  const start = document.indexOf(START);
  const end = document.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/data-model.md lacks the markers ${START} … ${END}`);
  return `${document.slice(0, start + START.length)}\n\n${entityFieldTables()}\n\n${document.slice(end)}`;
}
