import type { DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';

/** The sender: each stream record of a run item that is due is claimed, sent and recorded. */
export async function handler(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  void event;
  return { batchItemFailures: [] };
}
