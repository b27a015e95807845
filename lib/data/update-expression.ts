/**
 * The one builder of `SET` update expressions: placeholders by position (`#a0 = :a0`), so any
 * attribute name is safe, with an optional version condition (`#version = :expected`) and the
 * write token a conditional write stores to recognise its own resend (transactions.ts).
 */
import { randomUUID } from 'node:crypto';

/**
 * The attribute in which a conditional write stores a random token of its own. The SDK resends a
 * write whose answer was lost; when DynamoDB had applied it, the resend fails its condition on an
 * item carrying this token, which tells "already done" from a lost race. Never read into a record.
 */
export const WRITE_TOKEN = 'write_token';

/** A fresh token for one conditional write. */
export function newWriteToken(): string {
  return randomUUID();
}

/** The condition of every versioned write: the stored version is still the one read (an absent item fails it too). */
export const VERSION_CONDITION = '#version = :expected';

/** `VERSION_CONDITION` with its name and value, to spread into a Put, Update or Delete. */
export function versionIs(expected: number): { ConditionExpression: string; ExpressionAttributeNames: Record<string, string>; ExpressionAttributeValues: Record<string, unknown> } {
  return { ConditionExpression: VERSION_CONDITION, ExpressionAttributeNames: { '#version': 'version' }, ExpressionAttributeValues: { ':expected': expected } };
}

export interface SetExpression {
  UpdateExpression: string;
  ConditionExpression?: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues: Record<string, unknown>;
}

export interface SetOptions {
  /** Write only while the stored version is still this one. */
  expectedVersion?: number;
  /** Also store this token in WRITE_TOKEN. */
  writeToken?: string;
}

/** `SET` every given attribute; with `expectedVersion`, only while the stored version is still that one. */
export function setAttributes(assigned: Record<string, unknown>, options: SetOptions = {}): SetExpression {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const attributes = options.writeToken === undefined ? assigned : { ...assigned, [WRITE_TOKEN]: options.writeToken };
  const sets = Object.entries(attributes).map(([attribute, value], position) => {
    names[`#a${position}`] = attribute;
    values[`:a${position}`] = value;
    return `#a${position} = :a${position}`;
  });
  if (Object.keys(assigned).length === 0) throw new Error('an update must set at least one attribute');
  const expression: SetExpression = { UpdateExpression: `SET ${sets.join(', ')}`, ExpressionAttributeNames: names, ExpressionAttributeValues: values };
  if (options.expectedVersion !== undefined) {
    const condition = versionIs(options.expectedVersion);
    Object.assign(names, condition.ExpressionAttributeNames);
    Object.assign(values, condition.ExpressionAttributeValues);
    expression.ConditionExpression = condition.ConditionExpression;
  }
  return expression;
}
