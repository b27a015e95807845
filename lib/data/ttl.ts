/** Epoch seconds after which DynamoDB's TTL removes an item (idempotency, rate-limit, cache, audit and invitation-token items). */
export const TTL_ATTRIBUTE = 'expires_at_epoch';

/**
 * Whether an item is past its TTL at `nowMs`: DynamoDB deletes expired items only eventually, so a
 * read treats them as gone already. An item without the attribute never expires.
 */
export function isExpired(item: Readonly<Record<string, unknown>>, nowMs: number): boolean {
  const expiry = item[TTL_ATTRIBUTE];
  return typeof expiry === 'number' && expiry * 1000 <= nowMs;
}
