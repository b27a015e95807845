/**
 * Transactional writes with the two things every caller needs: a retry when another transaction
 * touched the same items (TransactionConflict), and the error each item's failed condition means,
 * carried by the item itself so that reordering items can never change which error is thrown.
 * A single conditional write may also carry its write token, so that a resend of it that DynamoDB
 * had already applied counts as done (a transaction needs none: the SDK gives it a ClientRequestToken).
 */
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { conditionalWrite } from './failed-condition';
import { pause } from './optimistic';

type WriteItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * A transaction item, with the error its failed condition means (items without a condition need
 * none) and the write token its Put or Update stores in WRITE_TOKEN, if any.
 */
export type TransactItem = WriteItem & { onConditionFailed?: () => Error; writeToken?: string };

/** Attaches to an item the error its failed condition means. */
export function failingWith(item: WriteItem, onConditionFailed: () => Error): TransactItem {
  return { ...item, onConditionFailed };
}

/** Marks an item whose Put or Update stores `writeToken` in `WRITE_TOKEN` (update-expression.ts). */
export function storingToken(item: TransactItem, writeToken: string): TransactItem {
  return { ...item, writeToken };
}

const MAX_CONFLICT_RETRIES = 8;

// Cancellation reasons that say DynamoDB could not do it now (a 503, worth a retry later); any other
// reason (ValidationError, ItemCollectionSizeLimitExceeded, ...) is a bug or a data problem, not an outage.
const TRANSIENT_REASONS = new Set(['TransactionConflict', 'ProvisionedThroughputExceeded', 'ThrottlingError']);

/**
 * Runs a TransactWrite, retrying conflicts with jittered backoff. A failed condition throws its item's
 * error; capacity and conflict reasons rethrow the cancellation (rendered as 503); any other reason
 * becomes a plain Error (500), its cause kept.
 */
export async function transactWrite(client: DynamoDBDocumentClient, items: readonly TransactItem[]): Promise<void> {
  const request = items.map(({ onConditionFailed: _error, writeToken: _token, ...item }) => item);
  for (let attempt = 0; ; attempt++) {
    try {
      await client.send(new TransactWriteCommand({ TransactItems: request }));
      return;
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const reasons = error.CancellationReasons ?? [];
      const failed = reasons.findIndex((reason) => reason.Code === 'ConditionalCheckFailed');
      if (failed >= 0) {
        const onConditionFailed = items[failed]?.onConditionFailed;
        throw onConditionFailed
          ? onConditionFailed()
          : new Error(`transaction item ${failed} failed a condition it did not expect`, { cause: error });
      }
      const codes = reasons.map((reason) => reason.Code).filter((code) => code !== undefined && code !== 'None');
      if (codes.some((code) => !TRANSIENT_REASONS.has(code as string))) {
        throw new Error(`transaction cancelled: ${codes.join(', ')}`, { cause: error });
      }
      const conflicted = codes.includes('TransactionConflict');
      if (!conflicted || attempt >= MAX_CONFLICT_RETRIES) throw error;
      await pause(Math.random() * 20 * 2 ** Math.min(attempt, 5));
    }
  }
}

/**
 * Writes the items together: one item as a plain conditional write (half the write capacity of a
 * transaction), several as one transaction. Either way a failed condition throws its item's error,
 * except on a single write whose stored item carries its write token: that write was applied.
 */
export async function writeItems(client: DynamoDBDocumentClient, items: readonly TransactItem[]): Promise<void> {
  const [only, ...others] = items;
  if (!only || others.length > 0 || only.ConditionCheck) return transactWrite(client, items);
  const { onConditionFailed, writeToken, ConditionCheck: _check, ...write } = only;
  await conditionalWrite(client, write, { writeToken, refused: onConditionFailed });
}
