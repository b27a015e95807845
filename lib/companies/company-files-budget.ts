/**
 * How upload-base64 spends its time and its connections: two deadlines read from Lambda's clock
 * (forward S3 work stops once only the rollback's reserve remains; the rollback stops at the
 * answer's margin) and a pool of at most 4 S3 tasks at once that starts none after a failure.
 * The upload itself is lib/companies/company-files.ts.
 */

const CONCURRENCY = 4;

/** Runs `task` over `inputs` with bounded concurrency, starting no new task after a failure. */
export async function runPool<T>(
  inputs: readonly T[],
  task: (input: T, index: number) => Promise<void>,
): Promise<{ started: T[]; error?: unknown }> {
  const started: T[] = [];
  let failure: { error: unknown } | undefined;
  let next = 0;
  const worker = async (): Promise<void> => {
    while (!failure && next < inputs.length) {
      const index = next++;
      const input = inputs[index] as T;
      started.push(input);
      try {
        await task(input, index);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, inputs.length) }, worker));
  return failure ? { started, error: failure.error } : { started };
}

/** The time an upload-base64 request may spend: `remainingMs` is Lambda's getRemainingTimeInMillis. */
export interface TimeBudget {
  remainingMs: () => number;
}

/** An AbortSignal that fires once `remainingMs()` is at most `thresholdMs`, re-reading the clock rather than trusting one timer. */
function abortAt(remainingMs: () => number, thresholdMs: number, controller: AbortController): () => void {
  let timer: NodeJS.Timeout | undefined;
  const check = (): void => {
    const left = remainingMs() - thresholdMs;
    if (left <= 0) controller.abort(new Error(`the function has ${thresholdMs} ms left`));
    else if (Number.isFinite(left)) timer = setTimeout(check, Math.min(left, 2 ** 31 - 1)).unref();
  };
  check();
  return () => clearTimeout(timer);
}

/** A request's deadlines, as abort signals and a check. */
export interface UploadBudget {
  /** Aborts forward S3 calls once only the rollback's reserve remains. */
  forward: AbortSignal;
  /** Aborts the rollback's S3 calls at the answer's margin. */
  rollback: AbortSignal;
  /** Throws once only the reserve remains, so no forward call starts. */
  check(): void;
  /** Clears the deadlines' timers. */
  stop(): void;
}

/**
 * The request's two deadlines: forward work (every upload and deletion) stops once the rollback's
 * reserve is all that remains; the rollback stops at the answer's margin.
 */
export function startBudget(time: TimeBudget, reserveMs: number, marginMs: number): UploadBudget {
  const forward = new AbortController();
  const rollback = new AbortController();
  const stops = [abortAt(time.remainingMs, reserveMs, forward), abortAt(time.remainingMs, marginMs, rollback)];
  return {
    forward: forward.signal,
    rollback: rollback.signal,
    /**
     * Throws once only the reserve remains, so no forward call starts. Calls under way are abandoned
     * by the deadline's timer alone: one abandoned here, its request already sent, could still land
     * after the rollback had looked at its key.
     */
    check(): void {
      if (forward.signal.aborted || time.remainingMs() <= reserveMs) {
        throw new Error('upload-base64 ran out of time: stopped to roll back', {
          cause: forward.signal.reason ?? new Error(`the function has ${reserveMs} ms left, kept for the rollback`),
        });
      }
    },
    stop(): void {
      for (const stop of stops) stop();
    },
  };
}
