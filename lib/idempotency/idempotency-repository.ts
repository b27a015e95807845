/**
 * Idempotency records. Claiming a key is one conditional write, never a read followed by a write, so
 * of many concurrent requests with one key exactly one runs (a record past its 24 h takes a second,
 * conditional as well).
 */
import { gunzipSync, gzipSync } from 'node:zlib';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { PutCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { storedItemOf } from '../data/failed-condition';
import { documentClient, tableName as defaultTableName } from '../aws/dynamo';
import { TTL_ATTRIBUTE } from '../data/table';
import { ITEM_IS_NEW } from '../data/update-expression';
import { IDEMPOTENCY_ENTITY, type IdempotencyRecord, type StoredResponse, idempotencyKey } from './idempotency';

interface StoredItem {
  status: IdempotencyRecord['status'];
  request_hash: string;
  claim_token: string;
  lease_expires_at: number;
  [TTL_ATTRIBUTE]: number;
  life_seed: string;
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
    life_seed: item.life_seed,
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

/**
 * The outcome of a claim: taken, with the seed of the key's current life, or the record that holds
 * the key (undefined if it vanished meanwhile).
 */
export type ClaimResult =
  { claimed: true; lifeSeed: string } | { claimed: false; existing: IdempotencyRecord | undefined };

/** The claim's own answer when a failed condition found the record it had written itself (a resend whose first answer was lost). */
function claimOutcome(error: unknown, record: IdempotencyRecord): ClaimResult {
  if (!(error instanceof ConditionalCheckFailedException)) throw error;
  const stored = storedItemOf<StoredItem>(error);
  const existing = stored ? toRecord(stored) : undefined;
  if (existing?.claim_token === record.claim_token) return { claimed: true, lifeSeed: existing.life_seed };
  return { claimed: false, existing };
}

export function createIdempotencyRepository(
  client: DynamoDBDocumentClient = documentClient,
  tableName = defaultTableName,
) {
  return {
    /**
     * Claims a key with an IN_PROGRESS record. Within the key's 24 h the claim succeeds when no record
     * exists, or the record was released or is IN_PROGRESS past its lease; a taken-over record keeps
     * its expiry and its life seed, so every attempt of a request within that life gives its record
     * one id. A record past its 24 h (TTL deletion lags by hours) is replaced whole, with this claim's
     * seed: a new life. When taken, the failed condition hands back the record that holds the key, so
     * no second read is needed; when that record carries this claim's token, the SDK sent the write
     * again after its answer was lost and the key is ours.
     */
    async claimIdempotencyKey(hash: string, record: IdempotencyRecord, nowMs: number): Promise<ClaimResult> {
      const nowSeconds = Math.floor(nowMs / 1000);
      let outcome: ClaimResult;
      try {
        const { Attributes } = await client.send(
          new UpdateCommand({
            TableName: tableName,
            Key: idempotencyKey(hash),
            UpdateExpression:
              'SET entity = :entity, #status = :inProgress, request_hash = :requestHash, claim_token = :token, lease_expires_at = :lease, ' +
              '#ttl = if_not_exists(#ttl, :ttl), life_seed = if_not_exists(life_seed, :seed)',
            ConditionExpression: `${ITEM_IS_NEW} OR (#ttl >= :nowSeconds AND (#status = :released OR (#status = :inProgress AND lease_expires_at < :nowMs)))`,
            ExpressionAttributeNames: { '#ttl': TTL_ATTRIBUTE, '#status': 'status' },
            ExpressionAttributeValues: {
              ':entity': IDEMPOTENCY_ENTITY,
              ':inProgress': 'IN_PROGRESS',
              ':released': 'RELEASED',
              ':requestHash': record.request_hash,
              ':token': record.claim_token,
              ':lease': record.lease_expires_at,
              ':ttl': record.expires_at_epoch,
              ':seed': record.life_seed,
              ':nowSeconds': nowSeconds,
              ':nowMs': nowMs,
            },
            ReturnValues: 'ALL_NEW',
            ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
          }),
        );
        return { claimed: true, lifeSeed: (Attributes as StoredItem).life_seed };
      } catch (error) {
        outcome = claimOutcome(error, record);
      }
      const expired =
        !outcome.claimed && outcome.existing !== undefined && outcome.existing.expires_at_epoch < nowSeconds;
      if (!expired) return outcome;
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
              life_seed: record.life_seed,
            },
            // Still past its 24 h: another claim did not begin the new life first.
            ConditionExpression: '#ttl < :nowSeconds',
            ExpressionAttributeNames: { '#ttl': TTL_ATTRIBUTE },
            ExpressionAttributeValues: { ':nowSeconds': nowSeconds },
            ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
          }),
        );
        return { claimed: true, lifeSeed: record.life_seed };
      } catch (error) {
        return claimOutcome(error, record);
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

    /**
     * Marks a claimed key RELEASED so a retry runs again; a no-op when the claim was lost. The record
     * stays until its 24 h end, so the retry keeps its life seed, and with it the record id.
     */
    async releaseIdempotencyKey(hash: string, claimToken: string): Promise<void> {
      await unlessConditionFailed(
        client.send(
          new UpdateCommand({
            TableName: tableName,
            Key: idempotencyKey(hash),
            UpdateExpression: 'SET #status = :released',
            ConditionExpression: 'claim_token = :token AND #status = :inProgress',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':token': claimToken, ':inProgress': 'IN_PROGRESS', ':released': 'RELEASED' },
          }),
        ),
      );
    },
  };
}

export type IdempotencyRepository = ReturnType<typeof createIdempotencyRepository>;
export const idempotencyRepository: IdempotencyRepository = /* @__PURE__ */ createIdempotencyRepository();
