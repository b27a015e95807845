/**
 * Optimistic concurrency: a read → check → conditional write that lost a race to another writer is
 * run again on a fresh read, after a short random pause, until it wins or gives up with 409.
 */
import { ConflictError } from '../errors';
import { assertIfMatch } from './versioning';

/** Lost races of a versioned record's write before it answers 409 (the OpenAPI document states it): every optimistic write's count. */
export const VERSIONED_WRITE_ATTEMPTS = 10;

// An S3 object's conditional write (settings-json, upload-base64) tries fewer: each attempt costs
// two to four S3 calls, and the request serves the newer file or rolls back instead of a 409.
export const OBJECT_WRITE_ATTEMPTS = 3;

/** Resolves after `ms` milliseconds. */
export function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export interface RetryOptions {
  /** Whether an error means the conditional write lost a race (and another attempt may win); default: a StaleWriteError. */
  isLostRace?: (error: unknown) => boolean;
  /** Default: VERSIONED_WRITE_ATTEMPTS. */
  maxAttempts?: number;
  /** The 409's detail once every attempt has lost. */
  conflictDetail: string;
}

/** Runs `attemptWrite` again while it loses races; every other error ends the attempts at once. */
export async function retryLostRaces<T>(attemptWrite: () => Promise<T>, options: RetryOptions): Promise<T> {
  const { isLostRace = (error) => error instanceof StaleWriteError, maxAttempts = VERSIONED_WRITE_ATTEMPTS } = options;
  for (let attempt = 1; ; attempt++) {
    try {
      return await attemptWrite();
    } catch (error) {
      if (!isLostRace(error)) throw error;
      if (attempt >= maxAttempts) throw new ConflictError(options.conflictDetail);
      await pause(Math.random() * 10 * attempt);
    }
  }
}

/** A conditional write lost its race: the record changed (or vanished) since it was read. */
export class StaleWriteError extends Error {
  constructor(what = 'record') {
    super(`The ${what} changed since it was read`);
    this.name = 'StaleWriteError';
  }
}

/** One versioned write's steps, with its 409's detail and (when not VERSIONED_WRITE_ATTEMPTS) its attempts. */
export interface VersionedWrite<Current, Next, Result> extends Omit<RetryOptions, 'isLostRace'> {
  /** Reads the current record (its 404 is the caller's). */
  read: () => Promise<Current>;
  /** The record's current ETag, for If-Match. */
  etag: (current: Current) => string;
  ifMatch: string | undefined;
  /** The next record, built from the current one; its 422 comes before If-Match's 412. */
  build: (current: Current) => Next;
  /** Writes `next` on condition that `current` is still stored (StaleWriteError otherwise). */
  write: (current: Current, next: Next) => Promise<Result>;
}

/**
 * The one read → If-Match → conditional write loop of every versioned record: a lost race starts
 * again from a fresh read, where a stale If-Match answers 412; 409 after its attempts all lost.
 */
export function writeVersioned<Current, Next, Result>(step: VersionedWrite<Current, Next, Result>): Promise<Result> {
  return retryLostRaces(
    async () => {
      const current = await step.read();
      const next = step.build(current);
      assertIfMatch(step.ifMatch, step.etag(current));
      return step.write(current, next);
    },
    { maxAttempts: step.maxAttempts, conflictDetail: step.conflictDetail },
  );
}
