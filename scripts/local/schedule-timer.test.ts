import { startScheduleTimer } from './schedule-timer';

describe('schedule timer', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('invokes the function once every interval, the first one interval after the start', async () => {
    // Prepare
    const invoke = jest.fn(() => Promise.resolve({ woken: 0 }));
    const timer = startScheduleTimer({ everySeconds: 60, invoke });
    // Act
    await jest.advanceTimersByTimeAsync(59_999);
    const beforeFirst = invoke.mock.calls.length;
    await jest.advanceTimersByTimeAsync(1);
    const atFirst = invoke.mock.calls.length;
    await jest.advanceTimersByTimeAsync(120_000);
    await timer.stop();
    await jest.advanceTimersByTimeAsync(600_000);
    // Assess
    expect([beforeFirst, atFirst, invoke.mock.calls.length]).toEqual([0, 1, 3]);
  });

  it('skips a tick while the last invocation still runs, never invoking twice at once', async () => {
    // Prepare: an invocation that takes 150 s
    let active = 0;
    let mostActive = 0;
    const invoke = jest.fn(async () => {
      active += 1;
      mostActive = Math.max(mostActive, active);
      await new Promise((done) => setTimeout(done, 150_000));
      active -= 1;
    });
    const timer = startScheduleTimer({ everySeconds: 60, invoke });
    // Act: ticks at 60 (runs to 210), 120 and 180 (skipped), 240 (runs)
    await jest.advanceTimersByTimeAsync(250_000);
    const stopped = timer.stop();
    await jest.advanceTimersByTimeAsync(150_000);
    await stopped;
    // Assess
    expect(invoke).toHaveBeenCalledTimes(2);
    expect(mostActive).toBe(1);
    expect(active).toBe(0);
  });

  it('logs a failed invocation and invokes again at the next tick', async () => {
    // Prepare
    const log = jest.fn();
    const invoke = jest.fn().mockRejectedValueOnce(new Error('table unavailable')).mockResolvedValue({ woken: 1 });
    const timer = startScheduleTimer({ everySeconds: 5, invoke, log });
    // Act
    await jest.advanceTimersByTimeAsync(10_000);
    await timer.stop();
    // Assess
    expect(log.mock.calls).toEqual([['wakeHeldRuns failed: table unavailable']]);
    expect(invoke).toHaveBeenCalledTimes(2);
  });

  it('waits for the invocation in flight when stopped', async () => {
    // Prepare
    let finished = false;
    const invoke = jest.fn(async () => {
      await new Promise((done) => setTimeout(done, 3_000));
      finished = true;
    });
    const timer = startScheduleTimer({ everySeconds: 1, invoke });
    await jest.advanceTimersByTimeAsync(1_000);
    // Act
    let stopped = false;
    const stopping = timer.stop().then(() => (stopped = true));
    await jest.advanceTimersByTimeAsync(2_000);
    const stoppedEarly = stopped;
    await jest.advanceTimersByTimeAsync(1_000);
    await stopping;
    // Assess
    expect([stoppedEarly, stopped, finished, invoke.mock.calls.length]).toEqual([false, true, true, 1]);
  });
});
