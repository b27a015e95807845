/**
 * Transactional writes with the two things every caller needs: a retry when another transaction
 * touched the same items (TransactionConflict), and a translation of a failed condition into the
 * AppError the caller chose for that item.
 */
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { pause } from './optimistic';

export type TransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/** Maps the index of the item whose condition failed to the error to throw. */
export type ConditionFailureMapper = (index: number) => Error;

const MAX_CONFLICT_RETRIES = 8;

/** Runs a TransactWrite, retrying conflicts with jittered backoff and mapping failed conditions. */
export async function transactWrite(
  client: DynamoDBDocumentClient,
  items: TransactItem[],
  onConditionFailed: ConditionFailureMapper,
): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await client.send(new TransactWriteCommand({ TransactItems: items }));
      return;
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const reasons = error.CancellationReasons ?? [];
      const failed = reasons.findIndex((reason) => reason.Code === 'ConditionalCheckFailed');
      if (failed >= 0) throw onConditionFailed(failed);
      const conflicted = reasons.some((reason) => reason.Code === 'TransactionConflict');
      if (!conflicted || attempt >= MAX_CONFLICT_RETRIES) throw error;
      await pause(Math.random() * 20 * 2 ** Math.min(attempt, 5));
    }
  }
}
