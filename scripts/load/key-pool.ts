/**
 * The keys of one user, spent within the API's per-key limits: each key counts its own requests per
 * rate-limit group in the same clock-aligned windows as the API (lib/rate-limit), so the load spreads
 * over enough keys instead of running into 429s, and a 429 that still comes is the API's honest answer.
 */
import type { RateLimitGroup, RateLimitSetting } from '../../lib/rate-limit/groups';

export type LoadGroup = Extract<RateLimitGroup, 'app-data' | 'read' | 'write'>;

/** Requests kept back per window: one sent at a window's last instant may be counted in the next. */
const MARGIN = 2;

export class KeyPool {
  private readonly spent = new Map<string, { window: number; count: number }>();

  constructor(
    readonly keys: readonly string[],
    private readonly limits: Readonly<Record<LoadGroup, RateLimitSetting>>,
    private readonly now: () => number = Date.now,
  ) {
    if (keys.length === 0) throw new Error('a key pool needs a key');
  }

  /** The least used key with room left in the group's current window, counted; undefined when none has. */
  take(group: LoadGroup): string | undefined {
    const room = Math.max(1, this.limits[group].limit - MARGIN);
    const best = this.leastUsed(group);
    if (best.count >= room) return undefined;
    this.count(best.key, group, best.count + 1);
    return best.key;
  }

  /** The least used key even when every key is spent: the request will be refused (429), and counted as such. */
  takeAnyway(group: LoadGroup): string {
    const best = this.leastUsed(group);
    this.count(best.key, group, best.count + 1);
    return best.key;
  }

  /** The API answered 429: that key has nothing left in this window. */
  exhausted(key: string, group: LoadGroup): void {
    this.count(key, group, this.limits[group].limit);
  }

  /** Milliseconds until the group's next window opens. */
  untilNextWindow(group: LoadGroup): number {
    const windowMs = this.limits[group].windowSeconds * 1000;
    return windowMs - (this.now() % windowMs);
  }

  private window(group: LoadGroup): number {
    return Math.floor(this.now() / (this.limits[group].windowSeconds * 1000));
  }

  private leastUsed(group: LoadGroup): { key: string; count: number } {
    const window = this.window(group);
    let best = { key: this.keys[0] as string, count: Number.POSITIVE_INFINITY };
    for (const key of this.keys) {
      const entry = this.spent.get(`${group}|${key}`);
      const count = entry && entry.window === window ? entry.count : 0;
      if (count < best.count) best = { key, count };
    }
    return best;
  }

  private count(key: string, group: LoadGroup, count: number): void {
    this.spent.set(`${group}|${key}`, { window: this.window(group), count });
  }
}
