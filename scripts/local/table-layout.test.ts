import { TTL_ATTRIBUTE, tableDefinition } from '../../lib/data/table';
import { layoutDifferences } from './table-layout';

describe('layoutDifferences', () => {
  const definition = tableDefinition('t');

  it('finds none in the definition itself, nor in a TTL not enabled yet', () => {
    // Act
    const enabled = layoutDifferences(definition, TTL_ATTRIBUTE, { ...definition, ttlAttribute: TTL_ATTRIBUTE });
    const notYet = layoutDifferences(definition, TTL_ATTRIBUTE, definition);
    // Assess
    expect([enabled, notYet]).toEqual([[], []]);
  });

  it('names other keys, an index no longer used and another index key', () => {
    // Prepare
    const [first, ...others] = definition.LocalSecondaryIndexes ?? [];
    if (!first?.KeySchema?.[1]) throw new Error('the table has no local index');
    const found = {
      ...definition,
      KeySchema: [{ AttributeName: 'PK', KeyType: 'HASH' as const }],
      LocalSecondaryIndexes: [
        { ...first, KeySchema: [{ AttributeName: 'PK', KeyType: 'HASH' as const }] },
        ...others,
        { IndexName: 'ByLegacyOrder', KeySchema: [], Projection: { ProjectionType: 'ALL' as const } },
      ],
    };
    // Act
    const differences = layoutDifferences(definition, TTL_ATTRIBUTE, found);
    // Assess
    expect(differences).toEqual([
      'its keys are PK HASH, not PK HASH, SK RANGE',
      `local index ${first.IndexName} has keys PK HASH, not PK HASH, ${first.KeySchema[1].AttributeName} RANGE`,
      'local index ByLegacyOrder is no longer used',
    ]);
  });
});
