import { scheduleRun } from './business-hours';
import type { BusinessHours } from './types';

type Window = BusinessHours['windows'][number];
const hours = (timezone: string, ...windows: Window[]): BusinessHours => ({ timezone, windows });
const schedule = (business: BusinessHours, at: string) => scheduleRun(business, 'HOLD', new Date(at));
const queued = (at: string) => ({ status: 'QUEUED', reason: null, due_at: at });
const held = (due: string) => ({ status: 'HELD', reason: null, due_at: due });

describe('business hours: clocks springing forward', () => {
  it('America/New_York, 10 March 2024: a 02:30 start opens at 03:00 EDT, the first minute that exists', () => {
    const early = hours('America/New_York', { day: 'SUNDAY', start: '02:30', end: '04:00' });
    expect(schedule(early, '2024-03-10T06:59:00.000Z')).toEqual(held('2024-03-10T07:00:00.000Z')); // 01:59 EST
    expect(schedule(early, '2024-03-10T07:00:00.000Z')).toEqual(queued('2024-03-10T07:00:00.000Z')); // 03:00 EDT
    expect(schedule(early, '2024-03-10T07:59:00.000Z')).toEqual(queued('2024-03-10T07:59:00.000Z')); // 03:59 EDT
    expect(schedule(early, '2024-03-10T08:00:00.000Z')).toEqual(held('2024-03-17T06:30:00.000Z')); // 04:00 EDT
  });

  it('America/New_York: a window wholly inside the skipped hour does not open that day', () => {
    const skipped = hours('America/New_York', { day: 'SUNDAY', start: '02:00', end: '02:45' });
    expect(schedule(skipped, '2024-03-10T06:59:00.000Z')).toEqual(held('2024-03-17T06:00:00.000Z'));
  });

  it('Europe/Berlin, 31 March 2024: a 02:15 start opens at 03:00 CEST', () => {
    const early = hours('Europe/Berlin', { day: 'SUNDAY', start: '02:15', end: '03:30' });
    expect(schedule(early, '2024-03-31T00:59:00.000Z')).toEqual(held('2024-03-31T01:00:00.000Z'));
    expect(schedule(early, '2024-03-31T01:29:00.000Z')).toEqual(queued('2024-03-31T01:29:00.000Z')); // 03:29 CEST
    expect(schedule(early, '2024-03-31T01:30:00.000Z')).toEqual(held('2024-04-07T00:15:00.000Z'));
  });

  it('Australia/Lord_Howe, 6 October 2024: clocks move 30 minutes, 02:00 → 02:30, so 02:10 opens at 02:30', () => {
    const early = hours('Australia/Lord_Howe', { day: 'SUNDAY', start: '02:10', end: '04:00' });
    expect(schedule(early, '2024-10-05T15:29:00.000Z')).toEqual(held('2024-10-05T15:30:00.000Z')); // 01:59 (UTC+10:30)
    expect(schedule(early, '2024-10-05T15:30:00.000Z')).toEqual(queued('2024-10-05T15:30:00.000Z')); // 02:30 (UTC+11)
  });

  it('holds across the change: the next window opens at its wall-clock time in the new offset', () => {
    const monday = hours('America/New_York', { day: 'MONDAY', start: '09:00', end: '17:00' });
    // Friday 8 March 17:00 EST → Monday 11 March 09:00 EDT (13:00 UTC, not 14:00).
    expect(schedule(monday, '2024-03-08T22:00:00.000Z')).toEqual(held('2024-03-11T13:00:00.000Z'));
    const berlin = hours('Europe/Berlin', { day: 'MONDAY', start: '09:00', end: '17:00' });
    expect(schedule(berlin, '2024-03-29T16:00:00.000Z')).toEqual(held('2024-04-01T07:00:00.000Z'));
    expect(schedule(berlin, '2024-10-25T16:00:00.000Z')).toEqual(held('2024-10-28T08:00:00.000Z'));
  });
});

describe('business hours: clocks falling back', () => {
  it('America/New_York, 3 November 2024: a 01:30 start opens at its first occurrence (EDT)', () => {
    const early = hours('America/New_York', { day: 'SUNDAY', start: '01:30', end: '05:00' });
    expect(schedule(early, '2024-11-03T05:00:00.000Z')).toEqual(held('2024-11-03T05:30:00.000Z')); // 01:00 EDT
    expect(schedule(early, '2024-11-03T05:30:00.000Z')).toEqual(queued('2024-11-03T05:30:00.000Z')); // 01:30 EDT
    // 01:15 EST, the repeated hour: the clock reads before the start, but the window opened already.
    expect(schedule(early, '2024-11-03T06:15:00.000Z')).toEqual(queued('2024-11-03T06:15:00.000Z'));
    expect(schedule(early, '2024-11-03T10:00:00.000Z')).toEqual(held('2024-11-10T06:30:00.000Z')); // 05:00 EST
  });

  it('Europe/Berlin, 27 October 2024: a window inside the repeated hour is open during its first pass only', () => {
    const repeated = hours('Europe/Berlin', { day: 'SUNDAY', start: '02:15', end: '02:45' });
    expect(schedule(repeated, '2024-10-27T00:00:00.000Z')).toEqual(held('2024-10-27T00:15:00.000Z')); // 02:00 CEST
    expect(schedule(repeated, '2024-10-27T00:30:00.000Z')).toEqual(queued('2024-10-27T00:30:00.000Z')); // 02:30 CEST
    expect(schedule(repeated, '2024-10-27T01:20:00.000Z')).toEqual(held('2024-11-03T01:15:00.000Z')); // 02:20 CET
  });

  it('Australia/Lord_Howe, 7 April 2024: clocks move back 30 minutes, 02:00 → 01:30; 01:45 opens at its first occurrence', () => {
    const early = hours('Australia/Lord_Howe', { day: 'SUNDAY', start: '01:45', end: '03:00' });
    expect(schedule(early, '2024-04-06T14:44:00.000Z')).toEqual(held('2024-04-06T14:45:00.000Z')); // 01:44 (UTC+11)
    expect(schedule(early, '2024-04-06T15:05:00.000Z')).toEqual(queued('2024-04-06T15:05:00.000Z')); // 01:35 (UTC+10:30), second pass
    expect(schedule(early, '2024-04-06T16:30:00.000Z')).toEqual(held('2024-04-13T15:15:00.000Z')); // 03:00, then a week later at +10:30
  });
});
