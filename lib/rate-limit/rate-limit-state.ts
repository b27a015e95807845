/**
 * Rate-limit arithmetic and headers: pure, so the rate-limit middleware can use them
 * without pulling the DynamoDB-backed limiter into every bundle (the 404/405 catch-all has none).
 */
import type { RateLimitGroup, RateLimitSetting } from './groups';

export interface RateLimitState {
  group: RateLimitGroup;
  limit: number;
  windowSeconds: number;
  remaining: number;
  /** Unix seconds at which the current window ends. */
  resetAt: number;
  /** Whole seconds until the window ends, rounded up (≥ 1). */
  secondsToReset: number;
  exceeded: boolean;
}

/** The window a moment falls in: windows start at multiples of their length. */
export function windowOf(nowMs: number, windowSeconds: number): { start: number; end: number } {
  const windowMs = windowSeconds * 1000;
  const start = Math.floor(nowMs / windowMs) * windowMs;
  return { start, end: start + windowMs };
}

/** The state after the `count`-th request of a window. */
export function stateAfter(
  count: number,
  group: RateLimitGroup,
  setting: RateLimitSetting,
  nowMs: number,
): RateLimitState {
  const { end } = windowOf(nowMs, setting.windowSeconds);
  return {
    group,
    limit: setting.limit,
    windowSeconds: setting.windowSeconds,
    remaining: Math.max(0, setting.limit - count),
    resetAt: Math.ceil(end / 1000),
    secondsToReset: Math.max(1, Math.ceil((end - nowMs) / 1000)),
    exceeded: count > setting.limit,
  };
}

/** The standard and legacy rate-limit headers of a state. */
export function rateLimitHeaders(state: RateLimitState): Record<string, string> {
  return {
    'RateLimit-Policy': `"${state.group}";q=${state.limit};w=${state.windowSeconds}`,
    RateLimit: `"${state.group}";r=${state.remaining};t=${state.secondsToReset}`,
    'X-RateLimit-Limit': String(state.limit),
    'X-RateLimit-Remaining': String(state.remaining),
    'X-RateLimit-Reset': String(state.resetAt),
  };
}
