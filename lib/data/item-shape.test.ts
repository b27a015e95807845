import { itemParser } from './item-shape';

interface Widget {
  id: string;
  size: number;
  note: string | null;
  tags: string[];
}

const parseWidget = itemParser<Widget>('widget', { id: 'string', size: 'number', note: 'string?', tags: 'list' });

describe('itemParser', () => {
  it('keeps exactly the declared attributes, absent optional ones as null', () => {
    const item = { PK: 'COMPANY#1', SK: 'WIDGET#a', entity: 'widget', lsi_name: 'x', id: 'a', size: 2, tags: ['t'] };
    expect(parseWidget(item)).toEqual({ id: 'a', size: 2, note: null, tags: ['t'] });
  });

  it('reports an item that does not fit, with its key', () => {
    expect(() => parseWidget({ PK: 'COMPANY#1', SK: 'WIDGET#b', id: 'b', size: '2', note: null, tags: [] })).toThrow(
      'Stored widget COMPANY#1 WIDGET#b: size is not a number',
    );
    expect(() => parseWidget({ PK: 'P', SK: 'S', size: 1, note: null, tags: [] })).toThrow('id is not a string');
  });
});
