import {
  count,
  defaulted,
  defineEntity,
  internal,
  json,
  list,
  nullable,
  object,
  oneOf,
  optional,
  string,
  timestamp,
  uuid,
  type PublicRecord,
  type StoredRecord,
} from './entity';

const WIDGET = defineEntity('widget', {
  widget_uuid: uuid(),
  size: count(),
  note: nullable(string('A note')),
  color: oneOf(['RED', 'BLUE'] as const),
  tags: list(string()),
  limits: object({ parts: nullable(count()) }),
  settings: json<Record<string, unknown>>({ attribute: 'settings_json' }),
  created_at: timestamp(),
  version: internal(count()),
});

const item = {
  PK: 'COMPANY#1',
  SK: 'WIDGET#a',
  entity: 'widget',
  list_sort_2: 'x',
  widget_uuid: 'a',
  size: 2,
  color: 'RED',
  tags: ['t'],
  limits: { parts: 3, other: 1 },
  settings_json: '{"a":1}',
  created_at: 't',
  version: 4,
};

const stored: StoredRecord<typeof WIDGET> = {
  widget_uuid: 'a',
  size: 2,
  note: null,
  color: 'RED',
  tags: ['t'],
  limits: { parts: 3 },
  settings: { a: 1 },
  created_at: 't',
  version: 4,
};

describe('defineEntity', () => {
  it('parses exactly the declared fields, absent nullable ones as null, json text as its value', () => {
    expect(WIDGET.parse(item)).toEqual(stored);
    expect(WIDGET.parse({ ...item, settings_json: undefined, limits: undefined })).toMatchObject({
      settings: {},
      limits: { parts: null },
    });
  });

  it('reports an item of the wrong kind, with its key', () => {
    expect(() => WIDGET.parse({ ...item, SK: 'WIDGET#b', size: '2' })).toThrow(
      'Stored widget COMPANY#1 WIDGET#b: size is not a count',
    );
    expect(() => WIDGET.parse({ ...item, widget_uuid: undefined })).toThrow('widget_uuid is not a uuid');
    expect(() => WIDGET.parse({ ...item, note: 3 })).toThrow('note is not a string or null');
    expect(() => WIDGET.parse({ ...item, tags: ['t', 1] })).toThrow('tags[1] is not a string');
    expect(() => WIDGET.parse({ ...item, limits: { parts: -1 } })).toThrow('limits.parts is not a count or null');
  });

  it('rejects a value out of its enum, with the key', () => {
    expect(() => WIDGET.parse({ ...item, color: 'GREEN' })).toThrow(
      'Stored widget COMPANY#1 WIDGET#a: color is not one of RED, BLUE',
    );
  });

  it('stores json fields as JSON text under their attribute', () => {
    expect(WIDGET.attributes(stored)).toEqual({ ...stored, settings: undefined, settings_json: '{"a":1}' });
    expect(WIDGET.parse({ ...item, ...WIDGET.attributes(stored) })).toEqual(stored);
  });

  it('gives the stored value of one attribute, as an update sets it', () => {
    expect(WIDGET.storedValue('settings', { a: 1 })).toBe('{"a":1}');
    expect(WIDGET.storedValue('settings', undefined)).toBe('{}');
    expect(WIDGET.storedValue('note', 'kept')).toBe('kept');
    expect(WIDGET.storedValue('not_declared', 3)).toBe(3);
  });

  it('answers the public fields in declared order, without internal ones', () => {
    const answered: PublicRecord<typeof WIDGET> = WIDGET.toPublic({ ...stored, limits: { parts: null } });
    expect(Object.keys(answered)).toEqual([
      'widget_uuid',
      'size',
      'note',
      'color',
      'tags',
      'limits',
      'settings',
      'created_at',
    ]);
    expect(answered).not.toHaveProperty('version');
    expect(answered.limits).toEqual({ parts: null });
  });
});

describe('an optional field', () => {
  const TAG = defineEntity('tag', { tag_uuid: uuid(), origin_uuid: internal(optional(uuid())) });

  it('may be left out of a record and of its item, and reads back as null', () => {
    expect(TAG.attributes({ tag_uuid: 'a' })).toEqual({ tag_uuid: 'a' });
    expect(TAG.parse({ tag_uuid: 'a' })).toEqual({ tag_uuid: 'a', origin_uuid: null });
    expect(TAG.toPublic({ tag_uuid: 'a', origin_uuid: 'b' })).toEqual({ tag_uuid: 'a' });
  });
});

describe('a defaulted field', () => {
  const RULE = defineEntity('rule', { rule_uuid: uuid(), mode: defaulted(oneOf(['HOLD', 'SKIP'] as const), 'HOLD') });

  it('reads an absent attribute (an item from before the field) as its default', () => {
    expect(RULE.parse({ rule_uuid: 'a' })).toEqual({ rule_uuid: 'a', mode: 'HOLD' });
    expect(RULE.toPublic({ rule_uuid: 'a' } as StoredRecord<typeof RULE>)).toEqual({ rule_uuid: 'a', mode: 'HOLD' });
  });

  it('keeps a stored value, and still refuses one of the wrong kind', () => {
    expect(RULE.parse({ rule_uuid: 'a', mode: 'SKIP' })).toEqual({ rule_uuid: 'a', mode: 'SKIP' });
    expect(RULE.attributes({ rule_uuid: 'a', mode: 'SKIP' })).toEqual({ rule_uuid: 'a', mode: 'SKIP' });
    expect(() => RULE.parse({ rule_uuid: 'a', mode: null })).toThrow('mode is not one of HOLD, SKIP');
    expect(() => RULE.parse({ rule_uuid: 'a', mode: 'LATER' })).toThrow('mode is not one of HOLD, SKIP');
  });
});

describe('the record types', () => {
  it('are inferred from the declaration', () => {
    // @ts-expect-error an enum field holds only its values
    const wrongColor: StoredRecord<typeof WIDGET> = { ...stored, color: 'GREEN' };
    // @ts-expect-error the public record has no internal field
    const leaked: PublicRecord<typeof WIDGET>['version'] = 1;
    // @ts-expect-error a nullable field is still required
    const missingNote: StoredRecord<typeof WIDGET> = {
      widget_uuid: 'a',
      size: 2,
      color: 'RED',
      tags: [],
      limits: { parts: null },
      settings: {},
      created_at: 't',
      version: 1,
    };
    expect([wrongColor, leaked, missingNote]).toHaveLength(3);
  });
});
