/**
 * The waker (every minute): every unfinished run whose moment has come, read from the due-time
 * view. A held run becomes QUEUED; a queued run the stream did not finish, or a sending run whose
 * claim ran out, is written again (a new version), so its stream record reaches the sender again.
 */
import { StaleWriteError } from '../data/optimistic';
import { QUEUED_GRACE_MS, dueShards, nextVersion } from './run-record';
import { type RunStore, runStore } from './run-repository';

const PAGE = 200;

export function createWaker(options: { store?: RunStore; now?: () => Date } = {}) {
  const store = options.store ?? runStore;
  const now = options.now ?? (() => new Date());

  return {
    async wake(): Promise<{ woken: number }> {
      const at = now();
      let woken = 0;
      await Promise.all(
        dueShards().map(async (shard) => {
          const due = await store.dueRuns(shard, at, PAGE);
          for (const { companyUuid, runUuid } of due) {
            const run = await store.getRun(companyUuid, runUuid);
            if (!run) continue;
            const awake = nextVersion(run, { status: run.status === 'HELD' ? 'QUEUED' : run.status }, at);
            try {
              await store.updateRun(run, awake, new Date(at.getTime() + QUEUED_GRACE_MS).toISOString());
              woken++;
            } catch (error) {
              if (!(error instanceof StaleWriteError)) throw error;
            }
          }
        }),
      );
      return { woken };
    },
  };
}
