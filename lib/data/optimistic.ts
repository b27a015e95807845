/**
 * Optimistic concurrency: a read → check → conditional write that lost a race to another writer is
 * run again on a fresh read, after a short random pause, until it wins or gives up with 409.
 */
import { ConflictError } from '../errors';

/** Resolves after `ms` milliseconds. */
export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export interface RetryOptions {
  /** Whether an error means the conditional write lost a race (and another attempt may win). */
  isLostRace: (error: unknown) => boolean;
  maxAttempts: number;
  /** The 409's detail once every attempt has lost. */
  conflictDetail: string;
}

/** Runs `attemptWrite` again while it loses races; every other error ends the attempts at once. */
export async function retryLostRaces<T>(attemptWrite: () => Promise<T>, options: RetryOptions): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await attemptWrite();
    } catch (error) {
      if (!options.isLostRace(error)) throw error;
      if (attempt >= options.maxAttempts) throw new ConflictError(options.conflictDetail);
      await pause(Math.random() * 10 * attempt);
    }
  }
}
