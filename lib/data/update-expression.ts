/**
 * The one builder of `SET` update expressions: placeholders by position (`#a0 = :a0`), so any
 * attribute name is safe, with an optional version condition (`#version = :expected`) and the
 * write token a conditional write stores to recognise its own resend (failed-condition.ts); and
 * the named conditions of the writes.
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

/** A condition with its names and values, to spread into a Put, Update or Delete. */
export interface Condition {
  ConditionExpression: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues: Record<string, unknown>;
}

/** The condition of a write that creates an item: none is stored at its key. */
export const ITEM_IS_NEW = 'attribute_not_exists(PK)';

/** The condition of a write that changes an item: one is stored at its key. */
export const ITEM_EXISTS = 'attribute_exists(PK)';

/** The condition of every versioned write: the stored version is still the one read (an absent item fails it too). */
export const VERSION_CONDITION = '#version = :expected';

/** `VERSION_CONDITION` with its name and value, to spread into a Put, Update or Delete. */
export function versionIs(expected: number): Condition {
  return {
    ConditionExpression: VERSION_CONDITION,
    ExpressionAttributeNames: { '#version': 'version' },
    ExpressionAttributeValues: { ':expected': expected },
  };
}

/** The `SET` clause that stores a write's token, under `notYetApplied`'s placeholders. */
export const STORE_WRITE_TOKEN = '#writeToken = :writeToken';

/**
 * The write's token is not stored yet: a write that stores it (STORE_WRITE_TOKEN) is applied at most
 * once, even without a version condition, since the SDK's resend of it fails on its own token.
 */
export function notYetApplied(writeToken: string): Condition {
  return {
    ConditionExpression: 'attribute_not_exists(#writeToken) OR #writeToken <> :writeToken',
    ExpressionAttributeNames: { '#writeToken': WRITE_TOKEN },
    ExpressionAttributeValues: { ':writeToken': writeToken },
  };
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
  const expression: SetExpression = {
    UpdateExpression: `SET ${sets.join(', ')}`,
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
  if (options.expectedVersion !== undefined) {
    const condition = versionIs(options.expectedVersion);
    Object.assign(names, condition.ExpressionAttributeNames);
    Object.assign(values, condition.ExpressionAttributeValues);
    expression.ConditionExpression = condition.ConditionExpression;
  }
  return expression;
}
