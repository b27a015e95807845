import { defineEntity, field, oneOf, string, timestamp, uuid } from './entity';
import { listOf, sortColumns } from './entity-list';

const GADGET = defineEntity('gadget', {
  gadget_uuid: uuid(),
  name: field(string(), { sort: 'ListSort2', search: 'primary' }),
  state: field(oneOf(['ON', 'OFF'] as const), { sort: 'ListSort5', filter: { slot: 'list_filter_1' } }),
  created_at: field(timestamp(), { sort: 'ListSort1' }),
});

describe('listOf and sortColumns', () => {
  it('order the columns as the fields are declared', () => {
    expect(sortColumns(GADGET)).toEqual(['name', 'state', 'created_at']);
    expect(Object.keys(listOf(GADGET, { entity: 'gadgets', id: 'gadget_uuid' }).columns)).toEqual([
      'name',
      'state',
      'created_at',
    ]);
  });

  it('order them as a column order says, which must name each sort column once', () => {
    const columnOrder = ['created_at', 'name', 'state'] as const;
    expect(sortColumns(GADGET, columnOrder)).toEqual(columnOrder);
    expect(Object.keys(listOf(GADGET, { entity: 'gadgets', id: 'gadget_uuid', columnOrder }).columns)).toEqual(
      columnOrder,
    );
    expect(() => sortColumns(GADGET, ['created_at', 'name'])).toThrow('is not its sort columns');
    expect(() => sortColumns(GADGET, ['created_at', 'name', 'name'])).toThrow('is not its sort columns');
  });
});
