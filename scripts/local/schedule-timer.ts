/**
 * The waker's schedule on this machine: EventBridge Scheduler's `rate(1 minute)` as a timer that
 * invokes a function every `everySeconds` (LOCAL_SCHEDULE_SECONDS, default 60). A tick that comes
 * while the last invocation still runs is skipped, so two never overlap; a failed invocation is
 * logged, and the next tick comes as usual.
 */

export interface ScheduleTimerOptions {
  everySeconds: number;
  invoke: () => Promise<unknown>;
  /** The function's name in log lines (default `wakeHeldRuns`). */
  functionName?: string;
  log?: (message: string) => void;
}

export interface ScheduleTimer {
  /** Stops the ticks; resolves once an invocation in flight has ended. */
  stop(): Promise<void>;
}

/** Starts the timer; the first invocation comes one interval after the start. */
export function startScheduleTimer(options: ScheduleTimerOptions): ScheduleTimer {
  const { everySeconds, invoke, functionName = 'wakeHeldRuns', log = (message) => console.error(message) } = options;
  let running: Promise<void> | undefined;
  const tick = (): void => {
    if (running) return;
    running = (async () => {
      try {
        await invoke();
      } catch (error) {
        log(`${functionName} failed: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        running = undefined;
      }
    })();
  };
  const timer = setInterval(tick, everySeconds * 1000);
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
