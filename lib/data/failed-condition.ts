/** What a failed condition tells about the item it found. */
import type { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';

/**
 * The stored item a conditional write failed on (`ReturnValuesOnConditionCheckFailure: ALL_OLD`),
 * as plain values: the document client leaves the exception's item in the low-level format.
 * Undefined when the item does not exist.
 */
export function storedItemOf<Item extends object = Record<string, unknown>>(error: ConditionalCheckFailedException): Item | undefined {
  return error.Item ? (unmarshall(error.Item) as Item) : undefined;
}
