/**
 * Idempotency records. Claiming a key is one conditional Put, never a read followed by a write, so
 * of many concurrent requests with one key exactly one runs.
 */
import { gunzipSync, gzipSync } from 'node:zlib';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { storedItemOf } from '../data/failed-condition';
import { documentClient, tableName as defaultTableName } from '../aws/dynamo';
import { TTL_ATTRIBUTE } from '../data/table';
import { IDEMPOTENCY_ENTITY, type IdempotencyRecord, type StoredResponse, idempotencyKey } from './idempotency';

interface StoredItem {
  status: IdempotencyRecord['status'];
  request_hash: string;
  claim_token: string;
  lease_expires_at: number;
  [TTL_ATTRIBUTE]: number;
  response_status?: number;
  /** gzip of the JSON body: replayed creates may be large, an item may not exceed 400 KB. */
  response_body?: Uint8Array;
  response_location?: string | null;
  response_etag?: string | null;
}

function toRecord(item: StoredItem): IdempotencyRecord {
  const response: StoredResponse | undefined =
    item.status === 'COMPLETED' && item.response_status !== undefined
      ? {
          status: item.response_status,
          body: item.response_body ? gunzipSync(item.response_body).toString('utf8') : '',
          location: item.response_location ?? null,
          etag: item.response_etag ?? null,
        }
      : undefined;
  return {
    status: item.status,
    request_hash: item.request_hash,
    claim_token: item.claim_token,
    lease_expires_at: item.lease_expires_at,
    expires_at_epoch: item[TTL_ATTRIBUTE],
    response,
  };
}

async function unlessConditionFailed(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** The outcome of a claim: taken, or the record that holds the key (undefined if it vanished meanwhile). */
export type ClaimResult = { claimed: true } | { claimed: false; existing: IdempotencyRecord | undefined };

export function createIdempotencyRepository(client: DynamoDBDocumentClient = documentClient, tableName = defaultTableName) {
  return {
    /**
     * Claims a key with an IN_PROGRESS record. Succeeds when no record exists, the old one is past
     * its TTL (TTL deletion lags by hours), or an IN_PROGRESS one is past its lease. When taken, the
     * failed condition hands back the record that holds the key, so no second read is needed; when
     * that record carries this claim's token, the SDK sent the Put again after its answer was lost
     * and the key is ours.
     */
    async claimIdempotencyKey(hash: string, record: IdempotencyRecord, nowMs: number): Promise<ClaimResult> {
      try {
        await client.send(
          new PutCommand({
            TableName: tableName,
            Item: {
              ...idempotencyKey(hash),
              entity: IDEMPOTENCY_ENTITY,
              status: record.status,
              request_hash: record.request_hash,
              claim_token: record.claim_token,
              lease_expires_at: record.lease_expires_at,
              [TTL_ATTRIBUTE]: record.expires_at_epoch,
            },
            ConditionExpression: 'attribute_not_exists(PK) OR #ttl < :nowSeconds OR (#status = :inProgress AND lease_expires_at < :nowMs)',
            ExpressionAttributeNames: { '#ttl': TTL_ATTRIBUTE, '#status': 'status' },
            ExpressionAttributeValues: { ':nowSeconds': Math.floor(nowMs / 1000), ':nowMs': nowMs, ':inProgress': 'IN_PROGRESS' },
            ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
          }),
        );
        return { claimed: true };
      } catch (error) {
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
        const stored = storedItemOf<StoredItem>(error);
        const existing = stored ? toRecord(stored) : undefined;
        if (existing?.claim_token === record.claim_token) return { claimed: true };
        return { claimed: false, existing };
      }
    },

    /**
     * Stores the response of a claimed key; false when the claim was lost (taken over after its
     * lease). A record this claim already completed is a retried Update whose first answer was lost.
     */
    async completeIdempotencyKey(hash: string, claimToken: string, response: StoredResponse): Promise<boolean> {
      try {
        await client.send(
          new UpdateCommand({
            TableName: tableName,
            Key: idempotencyKey(hash),
            UpdateExpression:
              'SET #status = :completed, response_status = :status, response_body = :body, response_location = :location, response_etag = :etag',
            ConditionExpression: 'claim_token = :token AND #status = :inProgress',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: {
              ':completed': 'COMPLETED',
              ':inProgress': 'IN_PROGRESS',
              ':token': claimToken,
              ':status': response.status,
              ':body': gzipSync(Buffer.from(response.body, 'utf8')),
              ':location': response.location,
              ':etag': response.etag,
            },
            ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
          }),
        );
        return true;
      } catch (error) {
        if (!(error instanceof ConditionalCheckFailedException)) throw error;
        const existing = storedItemOf<StoredItem>(error);
        return existing?.claim_token === claimToken && existing.status === 'COMPLETED';
      }
    },

    /** Deletes a claimed key so a retry runs again; a no-op when the claim was lost. */
    async releaseIdempotencyKey(hash: string, claimToken: string): Promise<void> {
      await unlessConditionFailed(
        client.send(
          new DeleteCommand({
            TableName: tableName,
            Key: idempotencyKey(hash),
            ConditionExpression: 'claim_token = :token AND #status = :inProgress',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':token': claimToken, ':inProgress': 'IN_PROGRESS' },
          }),
        ),
      );
    },
  };
}

export type IdempotencyRepository = ReturnType<typeof createIdempotencyRepository>;
export const idempotencyRepository: IdempotencyRepository = /* @__PURE__ */ createIdempotencyRepository();
