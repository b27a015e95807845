/** Epoch seconds after which DynamoDB's TTL removes an item (idempotency, rate-limit, cache, audit and invitation-token items). */
export const TTL_ATTRIBUTE = 'expires_at_epoch';
