import { categoryKey, categoryNameKey, nameKeyOf, toCategory } from './category';
import { CategoryCreate, CategoryPatch, CategoryReplace } from './category-input';
import { CategoryListQuery } from './category-query';

const COMPANY = '018f3c2a-0000-7000-8000-0000000000aa';

describe('category keys', () => {
  it('keeps categories and name items in the company partition under distinct prefixes', () => {
    expect(categoryKey(COMPANY, 'c1')).toEqual({ PK: `COMPANY#${COMPANY}`, SK: 'CATEGORY#c1' });
    expect(categoryNameKey(COMPANY, { name: 'Boiler Plan', category_group: 'SERVICE_PLAN' })).toEqual({
      PK: `COMPANY#${COMPANY}`,
      SK: 'CATEGORYNAME#SERVICE_PLAN#boiler plan',
    });
    expect(categoryNameKey(COMPANY, { name: 'x', category_group: 'SERVICE_PLAN' }).SK.startsWith('CATEGORY#')).toBe(
      false,
    );
  });

  it('makes the name key case-insensitive and group-specific', () => {
    expect(nameKeyOf({ name: 'ÄBC', category_group: 'DRAWING_SYMBOL' })).toBe(
      nameKeyOf({ name: 'äbc', category_group: 'DRAWING_SYMBOL' }),
    );
    expect(nameKeyOf({ name: 'abc', category_group: 'DRAWING_SYMBOL' })).not.toBe(
      nameKeyOf({ name: 'abc', category_group: 'SERVICE_PLAN' }),
    );
    expect(nameKeyOf({ name: 'ΟΔΟΣ', category_group: 'SERVICE_PLAN' })).toBe(
      nameKeyOf({ name: 'οδοσ', category_group: 'SERVICE_PLAN' }),
    );
    expect(nameKeyOf({ name: 'Straße', category_group: 'SERVICE_PLAN' })).toBe(
      nameKeyOf({ name: 'STRASSE', category_group: 'SERVICE_PLAN' }),
    );
  });

  it('keeps the name item sort key within DynamoDB 1,024 bytes for the longest name that folds longer', () => {
    // 200 × ΐ (400 bytes) folds to ΐ decomposed, 1,200 bytes.
    const { SK } = categoryNameKey(COMPANY, { name: 'ΐ'.repeat(200), category_group: 'DRAWING_SYMBOL' });
    expect(Buffer.byteLength(SK)).toBeLessThanOrEqual(1024);
  });

  it('keeps names apart that fold alike only in their first 960 bytes', () => {
    const name = (last: string) => nameKeyOf({ name: `${'ΐ'.repeat(199)}${last}`, category_group: 'DRAWING_SYMBOL' });
    expect(name('a')).not.toBe(name('b'));
    expect(name('a')).toBe(name('A'));
  });
});

describe('category schemas', () => {
  it('requires name and group on create, only name on replace, nothing on patch', () => {
    expect(CategoryCreate.safeParse({ name: 'x' }).success).toBe(false);
    expect(CategoryReplace.safeParse({ name: 'x' }).success).toBe(true);
    expect(CategoryReplace.safeParse({ category_group: 'SERVICE_PLAN' }).success).toBe(false);
    expect(CategoryPatch.safeParse({}).success).toBe(true);
  });

  it('counts code points for name and description', () => {
    expect(CategoryPatch.safeParse({ name: '𝄞'.repeat(200) }).success).toBe(true);
    expect(CategoryPatch.safeParse({ name: '𝄞'.repeat(201) }).success).toBe(false);
    expect(CategoryPatch.safeParse({ description: '𝄞'.repeat(2000) }).success).toBe(true);
    expect(CategoryPatch.safeParse({ description: '𝄞'.repeat(2001) }).success).toBe(false);
  });

  it('rejects unknown fields and accepts the read-only ones', () => {
    expect(CategoryPatch.safeParse({ version: 3 }).success).toBe(false);
    expect(
      CategoryPatch.safeParse({
        created_at: 1,
        updated_at: null,
        category_uuid: 'x',
        company_uuid: 'y',
        limits: {},
        image_url: null,
      }).success,
    ).toBe(true);
  });

  it('parses the list query with its group filter', () => {
    expect(CategoryListQuery.parse({ category_group: 'DRAWING_SYMBOL', other: 'ignored' })).toEqual({
      page: 1,
      page_size: 25,
      sort_by: 'created_at',
      sort_order: 'asc',
      search: undefined,
      category_group: 'DRAWING_SYMBOL',
    });
    expect(CategoryListQuery.safeParse({ category_group: 'service_plan' }).success).toBe(false);
  });
});

describe('toCategory', () => {
  it('drops the internal version', () => {
    const stored = {
      category_uuid: 'c',
      company_uuid: COMPANY,
      name: 'n',
      description: null,
      category_group: 'SERVICE_PLAN' as const,
      created_at: 't',
      updated_at: 't',
      version: 4,
    };
    expect(toCategory(stored)).toEqual({
      category_uuid: 'c',
      company_uuid: COMPANY,
      name: 'n',
      description: null,
      category_group: 'SERVICE_PLAN',
      created_at: 't',
      updated_at: 't',
    });
  });
});
