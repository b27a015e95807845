/**
 * A single conditional write, and what its failed condition tells about the item it found: none,
 * this write's own (the SDK resent a write DynamoDB had applied, its answer lost), or another's.
 */
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  DeleteCommand,
  type DeleteCommandInput,
  type DynamoDBDocumentClient,
  PutCommand,
  type PutCommandInput,
  UpdateCommand,
  type UpdateCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { WRITE_TOKEN } from './update-expression';

/**
 * The stored item a conditional write failed on (`ReturnValuesOnConditionCheckFailure: ALL_OLD`),
 * as plain values: the document client leaves the exception's item in the low-level format.
 * Undefined when the item does not exist.
 */
export function storedItemOf<Item extends object = Record<string, unknown>>(
  error: ConditionalCheckFailedException,
): Item | undefined {
  return error.Item ? (unmarshall(error.Item) as Item) : undefined;
}

/**
 * Whether a failed condition refused only the SDK's resend of this very write, which DynamoDB had
 * applied before its answer was lost: the stored item carries the write's token (read in the
 * exception's low-level format, without unmarshalling the whole item).
 */
function isAppliedResend(error: ConditionalCheckFailedException, writeToken: string): boolean {
  return error.Item?.[WRITE_TOKEN]?.S === writeToken;
}

/** One PutItem, UpdateItem or DeleteItem. */
export type SingleWrite = { Put?: PutCommandInput; Update?: UpdateCommandInput; Delete?: DeleteCommandInput };

export interface ConditionFailures {
  /** The token the write stores in WRITE_TOKEN: a failed condition on an item carrying it means done. */
  writeToken?: string;
  /** The error when no item is stored (default: `refused`'s). */
  absent?: () => Error;
  /** The error when the stored item fails the condition (default: the failure itself). */
  refused?: () => Error;
}

/**
 * Sends one conditional write and answers the item ReturnValues asks for; when its condition failed
 * on an item carrying its write token, the write was applied, and the answer is that stored item.
 * Any other failed condition throws `absent()` or `refused()`. Asking for the stored item with the
 * failure costs no capacity.
 */
export async function conditionalWrite(
  client: DynamoDBDocumentClient,
  write: SingleWrite,
  failures: ConditionFailures = {},
): Promise<Record<string, unknown> | undefined> {
  const { writeToken, absent, refused } = failures;
  const returnOld =
    writeToken === undefined && absent === undefined ? {} : { ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const };
  try {
    if (write.Put) return (await client.send(new PutCommand({ ...write.Put, ...returnOld }))).Attributes;
    if (write.Update) return (await client.send(new UpdateCommand({ ...write.Update, ...returnOld }))).Attributes;
    if (write.Delete) return (await client.send(new DeleteCommand({ ...write.Delete, ...returnOld }))).Attributes;
    throw new Error('a single write needs a Put, an Update or a Delete');
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
    if (writeToken !== undefined && isAppliedResend(error, writeToken)) return storedItemOf(error);
    const onFailure = error.Item ? refused : (absent ?? refused);
    throw onFailure ? onFailure() : error;
  }
}
