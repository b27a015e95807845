/**
 * The rate-limit groups and their numbers: the one module that defines them. Pure (it
 * reads no environment by itself), so scripts and tests can use it before lib/config parses the
 * environment.
 */

export interface RateLimitSetting {
  limit: number;
  windowSeconds: number;
}

export type RateLimitGroup = 'app-data' | 'read' | 'write' | 'upload' | 'billing' | 'invitation' | 'events';

/** The default limits: requests per window, per caller key and group. */
export const DEFAULT_RATE_LIMITS: Readonly<Record<RateLimitGroup, RateLimitSetting>> = {
  'app-data': { limit: 60, windowSeconds: 60 },
  read: { limit: 300, windowSeconds: 60 },
  write: { limit: 60, windowSeconds: 60 },
  upload: { limit: 10, windowSeconds: 60 },
  billing: { limit: 10, windowSeconds: 60 },
  // An invitation token's two operations (current, accept), counted per invitation.
  invitation: { limit: 10, windowSeconds: 60 },
  // The owning application's reports of its records' changes (POST automation-events).
  events: { limit: 600, windowSeconds: 60 },
};

export const RATE_LIMIT_GROUPS = Object.keys(DEFAULT_RATE_LIMITS) as RateLimitGroup[];

/** `RATE_LIMIT_APP_DATA` for `app-data`. */
export function rateLimitVariable(group: RateLimitGroup): string {
  return `RATE_LIMIT_${group.toUpperCase().replace(/-/g, '_')}`;
}

/** Parses `<limit>/<window seconds>` (or a bare limit, keeping the default window). */
export function parseRateLimit(value: string, fallback: RateLimitSetting): RateLimitSetting {
  const match = /^\s*(\d+)\s*(?:\/\s*(\d+)\s*)?$/.exec(value);
  if (!match?.[1]) throw new Error(`invalid rate limit "${value}": expected <limit>/<window seconds>`);
  const limit = Number(match[1]);
  const windowSeconds = match[2] === undefined ? fallback.windowSeconds : Number(match[2]);
  if (limit < 1 || windowSeconds < 1) throw new Error(`invalid rate limit "${value}": both numbers must be ≥ 1`);
  return { limit, windowSeconds };
}

/** The limits in force: the defaults, overridden by RATE_LIMIT_<GROUP> variables. */
export function rateLimitsFrom(source: NodeJS.ProcessEnv): Record<RateLimitGroup, RateLimitSetting> {
  const entries = RATE_LIMIT_GROUPS.map((group) => {
    const raw = source[rateLimitVariable(group)];
    const fallback = DEFAULT_RATE_LIMITS[group];
    return [group, raw ? parseRateLimit(raw, fallback) : fallback] as const;
  });
  return Object.fromEntries(entries) as Record<RateLimitGroup, RateLimitSetting>;
}

/** `RATE_LIMIT_<GROUP>: <limit>/<window>` for every group, e.g. for a Lambda environment. */
export function rateLimitEnvironment(limits: Record<RateLimitGroup, RateLimitSetting>): Record<string, string> {
  return Object.fromEntries(
    RATE_LIMIT_GROUPS.map((group) => [
      rateLimitVariable(group),
      `${limits[group].limit}/${limits[group].windowSeconds}`,
    ]),
  );
}

/** The same limit for every group (tests and the benchmark lift them out of the way). */
export function uniformRateLimits(limit: number, windowSeconds = 60): Record<RateLimitGroup, RateLimitSetting> {
  return Object.fromEntries(RATE_LIMIT_GROUPS.map((group) => [group, { limit, windowSeconds }])) as Record<
    RateLimitGroup,
    RateLimitSetting
  >;
}
