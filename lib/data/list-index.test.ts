import { AUTOMATION_LIST } from '../automations/automation';
import { compareCodePoints } from './text';
import { CATEGORY, CATEGORY_LIST } from '../categories/category';
import {
  FILTER_SLOTS,
  LISTED_RECORD,
  MAX_LISTED_RECORD_BYTES,
  RECORD_BYTES,
  declareList,
  encodeSortValue,
  listAttributes,
  readListedRecord,
} from './list-index';
import { localSecondaryIndexes } from './table';
import type { StoredAutomation } from '../automations/automation';
import { USER_LIST, type StoredUser } from '../users/user';

const UUID = '0190f3a4-5b6c-7d8e-9f01-00000000000a';

function automationNamed(name: string): StoredAutomation {
  return {
    automation_uuid: UUID,
    name,
    description: null,
    type: 'JOB',
    is_enabled: true,
    created_at: '2026-11-26T00:00:00.000Z',
    updated_at: '2026-11-26T00:00:00.000Z',
    version: 1,
  } as StoredAutomation;
}

describe('encodeSortValue', () => {
  it('orders 200-character names of 4-byte characters by their last character', () => {
    // 800 bytes of UTF-8: the whole name fits the key
    const a = encodeSortValue(`${'𝒜'.repeat(199)}a`);
    const b = encodeSortValue(`${'𝒜'.repeat(199)}b`);
    expect(compareCodePoints(a, b)).toBeLessThan(0);
  });

  it('keeps every index key within DynamoDB 1,024 bytes, for names that fold three times longer or are all escapes', () => {
    for (const name of ['ΐ'.repeat(200), '\u0000'.repeat(200), `${'ΐ'.repeat(161)}${'\u0000'.repeat(39)}`]) {
      const attributes = listAttributes(AUTOMATION_LIST, automationNamed(name));
      expect(Buffer.byteLength(String(attributes.list_sort_2 ?? ''))).toBeLessThanOrEqual(1024);
    }
  });

  it('never ends a cut value with half an escape', () => {
    // 161 × ΐ folds to 966 bytes, then 2 of "xx": the NUL's escape (01 02) straddles the 969-byte budget
    const encoded = encodeSortValue(`${'ΐ'.repeat(161)}xx\u0000`);
    expect(encoded.endsWith('xx')).toBe(true);
    expect(encoded.endsWith('\u0001')).toBe(false);
  });
});

describe('the listed copy', () => {
  const small = {
    category_uuid: UUID,
    company_uuid: UUID,
    name: 'Ants',
    description: null,
    category_group: 'SERVICE_PLAN' as const,
    created_at: '2026-11-26T00:00:00.000Z',
    updated_at: '2026-11-26T00:00:00.000Z',
    version: 3,
  };

  it('is the stored record as JSON text without its nulls, read back whole, with its size as answered', () => {
    const attributes = listAttributes(CATEGORY_LIST, small);
    expect(typeof attributes[LISTED_RECORD]).toBe('string');
    const { description: _null, ...present } = small;
    expect(readListedRecord(attributes[LISTED_RECORD])).toEqual(present);
    expect(CATEGORY.parse(readListedRecord(attributes[LISTED_RECORD]) ?? {})).toEqual(small);
    expect(attributes[RECORD_BYTES]).toBe(Buffer.byteLength(JSON.stringify(small)));
  });

  it('adds at most 1 KB to an item or index entry with the largest copy, so at most one write unit', () => {
    const largest = {
      ...small,
      description: 'x'.repeat(
        MAX_LISTED_RECORD_BYTES - Buffer.byteLength(JSON.stringify({ ...small, description: '' })),
      ),
    };
    const attributes = listAttributes(CATEGORY_LIST, largest);
    expect(attributes[RECORD_BYTES]).toBe(MAX_LISTED_RECORD_BYTES);
    const copy = attributes[LISTED_RECORD] as string;
    expect(typeof copy).toBe('string');
    // DynamoDB sizes an attribute as its name's bytes plus its value's: a string's UTF-8 bytes, a number's at most 21.
    expect(LISTED_RECORD.length + Buffer.byteLength(copy) + RECORD_BYTES.length + 8).toBeLessThanOrEqual(1024);
  });

  it('is left out (null) for a record over the bound', () => {
    const attributes = listAttributes(CATEGORY_LIST, {
      ...small,
      description: 'é'.repeat(MAX_LISTED_RECORD_BYTES / 2),
    });
    expect(attributes[LISTED_RECORD]).toBeNull();
    expect(attributes[RECORD_BYTES]).toBeGreaterThan(MAX_LISTED_RECORD_BYTES);
  });

  it('is read from text, from the map older items hold, and not from null', () => {
    expect(readListedRecord(JSON.stringify(small))).toEqual(small);
    expect(readListedRecord(small)).toEqual(small);
    expect(readListedRecord(null)).toBeUndefined();
    expect(readListedRecord(undefined)).toBeUndefined();
  });
});

describe('the slots', () => {
  it('hold each filtered value in its filter slot, a list as a list, which every sort slot projects', () => {
    const user = { user_uuid: UUID, status_code: 'STATUS_ACTIVE', role_code: 'ROLE_COMPANY_ADMIN' };
    const attributes = listAttributes(USER_LIST, { ...user, company_location_uuids: [UUID] } as StoredUser);
    expect(attributes[USER_LIST.filterAttribute('status_code')]).toBe('STATUS_ACTIVE');
    expect(attributes[USER_LIST.filterAttribute('role_code')]).toBe('ROLE_COMPANY_ADMIN');
    expect(attributes[USER_LIST.filterAttribute('company_location_uuids')]).toEqual([UUID]);
    for (const index of localSecondaryIndexes())
      expect(index.Projection?.NonKeyAttributes).toEqual(expect.arrayContaining([...FILTER_SLOTS]));
  });

  it('stay within what DynamoDB allows a table: five local indexes, 100 projected attribute names', () => {
    const indexes = localSecondaryIndexes();
    expect(indexes).toHaveLength(5);
    const projected = indexes.reduce((sum, index) => sum + (index.Projection?.NonKeyAttributes?.length ?? 0), 0);
    expect(projected).toBeLessThanOrEqual(100);
  });

  it('refuse a list with no column in the wide slot, or two columns or two filtered values in one slot', () => {
    const spec = {
      entity: 'things',
      id: (row: { id: string }) => row.id,
      search: [() => null, () => null] as const,
      facets: () => [],
    };
    const value = (row: { id: string }) => row.id;
    expect(() => declareList({ ...spec, columns: { a: { index: 'ListSort2', value } } })).toThrow('no column');
    const twice = { a: { index: 'ListSort1', value }, b: { index: 'ListSort1', value } } as const;
    expect(() => declareList({ ...spec, columns: twice })).toThrow('a slot holds two values');
    const filters = { a: { slot: 'list_filter_2', value }, b: { slot: 'list_filter_2', value } } as const;
    const wide = { a: { index: 'ListSort1', value } } as const;
    expect(() => declareList({ ...spec, columns: wide, filters })).toThrow('a slot holds two values');
    expect(declareList({ ...spec, columns: wide, filters: { a: filters.a } }).filterAttribute('a')).toBe(
      'list_filter_2',
    );
  });
});
