/** Token buckets for the usage plan's per-method throttles (rate per second, burst), as API Gateway applies them. */
export interface Throttle {
  /** Takes one request's token for a method key; false when the bucket is empty (429 THROTTLED). */
  take(methodKey: string): boolean;
}

/** Buckets keyed `/<resource path>/<METHOD>`, the usage plan's own keys. */
export function createThrottle(
  limits: Record<string, { RateLimit: number; BurstLimit: number }>,
  now: () => number = Date.now,
): Throttle {
  const buckets = new Map<string, { tokens: number; at: number }>();
  return {
    take(methodKey) {
      const limit = limits[methodKey];
      if (!limit) return true;
      const bucket = buckets.get(methodKey) ?? { tokens: limit.BurstLimit, at: now() };
      const elapsedSeconds = (now() - bucket.at) / 1000;
      bucket.tokens = Math.min(limit.BurstLimit, bucket.tokens + elapsedSeconds * limit.RateLimit);
      bucket.at = now();
      buckets.set(methodKey, bucket);
      if (bucket.tokens < 1) return false;
      bucket.tokens -= 1;
      return true;
    },
  };
}
