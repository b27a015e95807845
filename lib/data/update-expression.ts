/**
 * The one builder of `SET` update expressions: placeholders by position (`#a0 = :a0`), so any
 * attribute name is safe, with an optional version condition (`#version = :expected`).
 */

export interface SetExpression {
  UpdateExpression: string;
  ConditionExpression?: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues: Record<string, unknown>;
}

/** `SET` every given attribute; with `expectedVersion`, only while the stored version is still that one. */
export function setAttributes(assigned: Record<string, unknown>, options: { expectedVersion?: number } = {}): SetExpression {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets = Object.entries(assigned).map(([attribute, value], position) => {
    names[`#a${position}`] = attribute;
    values[`:a${position}`] = value;
    return `#a${position} = :a${position}`;
  });
  if (sets.length === 0) throw new Error('an update must set at least one attribute');
  const expression: SetExpression = { UpdateExpression: `SET ${sets.join(', ')}`, ExpressionAttributeNames: names, ExpressionAttributeValues: values };
  if (options.expectedVersion !== undefined) {
    names['#version'] = 'version';
    values[':expected'] = options.expectedVersion;
    expression.ConditionExpression = '#version = :expected';
  }
  return expression;
}
