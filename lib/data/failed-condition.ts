/** What a failed condition tells about the item it found. */
import type { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { WRITE_TOKEN } from './update-expression';

/**
 * The stored item a conditional write failed on (`ReturnValuesOnConditionCheckFailure: ALL_OLD`),
 * as plain values: the document client leaves the exception's item in the low-level format.
 * Undefined when the item does not exist.
 */
export function storedItemOf<Item extends object = Record<string, unknown>>(error: ConditionalCheckFailedException): Item | undefined {
  return error.Item ? (unmarshall(error.Item) as Item) : undefined;
}

/**
 * Whether a failed condition refused only the SDK's resend of this very write, which DynamoDB had
 * applied before its answer was lost: the stored item carries the write's token (read in the
 * exception's low-level format, without unmarshalling the whole item).
 */
export function isAppliedResend(error: ConditionalCheckFailedException, writeToken: string): boolean {
  return error.Item?.[WRITE_TOKEN]?.S === writeToken;
}
