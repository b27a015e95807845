import { createWaker } from '../../lib/automation-runs/waker';

const waker = createWaker();

/** Every minute (an EventBridge Scheduler schedule; locally npm start's timer): queues the runs whose time has come. */
export async function handler(): Promise<{ woken: number }> {
  return waker.wake();
}
