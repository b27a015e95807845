import * as z from 'zod';
import {
  count,
  defineEntity,
  internal,
  list,
  nullable,
  object,
  oneOf,
  string,
  timestamp,
  uuid,
} from '../../lib/data/entity';
import { recordSchema } from './entity-schema';

const WIDGET = defineEntity('widget', {
  widget_uuid: uuid(),
  note: nullable(string('A note')),
  color: oneOf(['RED', 'BLUE'] as const),
  part_uuids: list(uuid()),
  limits: object({ parts: nullable(count()) }),
  created_at: timestamp(),
  version: internal(count()),
});

describe('recordSchema', () => {
  it('derives the public record schema, in declared order, with kinds, enums and descriptions', () => {
    const { $schema: _dialect, ...schema } = z.toJSONSchema(recordSchema(WIDGET), {
      io: 'output',
      target: 'draft-2020-12',
    });
    expect(Object.keys(schema.properties ?? {})).toEqual([
      'widget_uuid',
      'note',
      'color',
      'part_uuids',
      'limits',
      'created_at',
    ]);
    expect(schema).toMatchObject({
      type: 'object',
      additionalProperties: false,
      required: ['widget_uuid', 'note', 'color', 'part_uuids', 'limits', 'created_at'],
      properties: {
        widget_uuid: { type: 'string', description: 'A lower-case UUID' },
        note: { type: ['string', 'null'], description: 'A note' },
        color: { type: 'string', enum: ['RED', 'BLUE'] },
        part_uuids: { type: 'array', items: { type: 'string', pattern: expect.any(String) } },
        limits: {
          type: 'object',
          additionalProperties: false,
          properties: { parts: { anyOf: [{ type: 'integer', minimum: 0 }, { type: 'null' }] } },
        },
        created_at: { type: 'string', description: 'ISO 8601 UTC with milliseconds' },
      },
    });
  });

  it('takes the schema of a field the declaration leaves open', () => {
    const schema = recordSchema(WIDGET, { note: z.string().max(3).nullable() });
    expect(
      schema.safeParse({
        widget_uuid: '0190a4b2-7c1e-7000-8000-000000000000',
        note: 'long',
        color: 'RED',
        part_uuids: [],
        limits: { parts: null },
        created_at: '2026-01-01T00:00:00.000Z',
      }).success,
    ).toBe(false);
  });
});
