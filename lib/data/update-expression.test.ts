import { WRITE_TOKEN, setAttributes } from './update-expression';

describe('setAttributes', () => {
  it('sets every attribute through positional placeholders, whatever its name', () => {
    expect(setAttributes({ name: 'A', 'status=x': 1 })).toEqual({
      UpdateExpression: 'SET #a0 = :a0, #a1 = :a1',
      ExpressionAttributeNames: { '#a0': 'name', '#a1': 'status=x' },
      ExpressionAttributeValues: { ':a0': 'A', ':a1': 1 },
    });
  });

  it('adds the version condition when a version is expected', () => {
    const expression = setAttributes({ version: 4 }, { expectedVersion: 3 });
    expect(expression).toMatchObject({
      UpdateExpression: 'SET #a0 = :a0',
      ConditionExpression: '#version = :expected',
      ExpressionAttributeNames: { '#a0': 'version', '#version': 'version' },
      ExpressionAttributeValues: { ':a0': 4, ':expected': 3 },
    });
  });

  it('also stores a write token when given one', () => {
    expect(setAttributes({ name: 'A' }, { writeToken: 't-1' })).toEqual({
      UpdateExpression: 'SET #a0 = :a0, #a1 = :a1',
      ExpressionAttributeNames: { '#a0': 'name', '#a1': WRITE_TOKEN },
      ExpressionAttributeValues: { ':a0': 'A', ':a1': 't-1' },
    });
  });

  it('refuses an update that sets nothing', () => {
    expect(() => setAttributes({})).toThrow('at least one attribute');
    expect(() => setAttributes({}, { writeToken: 't-1' })).toThrow('at least one attribute');
  });
});
