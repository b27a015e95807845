import { scheduleRun } from './business-hours';
import type { BusinessHours } from './types';

type Window = BusinessHours['windows'][number];
const hours = (timezone: string, ...windows: Window[]): BusinessHours => ({ timezone, windows });
const schedule = (business: BusinessHours | null, at: string, outside: 'HOLD' | 'SKIP' = 'HOLD') =>
  scheduleRun(business, outside, new Date(at));
const queued = (at: string) => ({ status: 'QUEUED', reason: null, due_at: at });
const held = (due: string) => ({ status: 'HELD', reason: null, due_at: due });

describe('business hours: windows', () => {
  it('without business hours a run is due at once', () => {
    expect(schedule(null, '2024-05-06T02:00:00.000Z')).toEqual(queued('2024-05-06T02:00:00.000Z'));
  });

  const weekdayMorning = hours(
    'UTC',
    { day: 'MONDAY', start: '09:00', end: '12:00' },
    { day: 'MONDAY', start: '12:00', end: '17:00' },
  );

  it('opens at the start (inclusive) and closes at the end (exclusive)', () => {
    expect(schedule(weekdayMorning, '2024-05-06T08:59:59.999Z')).toEqual(held('2024-05-06T09:00:00.000Z'));
    expect(schedule(weekdayMorning, '2024-05-06T09:00:00.000Z')).toEqual(queued('2024-05-06T09:00:00.000Z'));
    expect(schedule(weekdayMorning, '2024-05-06T12:00:00.000Z')).toEqual(queued('2024-05-06T12:00:00.000Z')); // windows that touch
    expect(schedule(weekdayMorning, '2024-05-06T16:59:59.999Z')).toEqual(queued('2024-05-06T16:59:59.999Z'));
    expect(schedule(weekdayMorning, '2024-05-06T17:00:00.000Z')).toEqual(held('2024-05-13T09:00:00.000Z')); // a week later
  });

  it('holds until the next window of the same day, or of a later day', () => {
    const split = hours(
      'UTC',
      { day: 'TUESDAY', start: '13:00', end: '17:00' },
      { day: 'MONDAY', start: '09:00', end: '12:00' },
      { day: 'MONDAY', start: '13:00', end: '14:00' },
    );
    expect(schedule(split, '2024-05-06T12:30:00.000Z')).toEqual(held('2024-05-06T13:00:00.000Z'));
    expect(schedule(split, '2024-05-06T14:00:00.000Z')).toEqual(held('2024-05-07T13:00:00.000Z'));
    expect(schedule(split, '2024-05-05T23:00:00.000Z')).toEqual(held('2024-05-06T09:00:00.000Z')); // Sunday night
  });

  it('SKIP skips outside every window, due at once, and queues inside one', () => {
    expect(schedule(weekdayMorning, '2024-05-06T08:00:00.000Z', 'SKIP')).toEqual({
      status: 'SKIPPED',
      reason: 'outside_business_hours',
      due_at: '2024-05-06T08:00:00.000Z',
    });
    expect(schedule(weekdayMorning, '2024-05-06T10:00:00.000Z', 'SKIP')).toEqual(queued('2024-05-06T10:00:00.000Z'));
  });

  it('reads windows in a zone 30 minutes off the hour (Asia/Kolkata, UTC+05:30)', () => {
    const kolkata = hours('Asia/Kolkata', { day: 'MONDAY', start: '09:00', end: '17:00' });
    expect(schedule(kolkata, '2024-05-06T03:29:00.000Z')).toEqual(held('2024-05-06T03:30:00.000Z'));
    expect(schedule(kolkata, '2024-05-06T03:30:00.000Z')).toEqual(queued('2024-05-06T03:30:00.000Z'));
    expect(schedule(kolkata, '2024-05-06T11:30:00.000Z')).toEqual(held('2024-05-13T03:30:00.000Z'));
    // Sunday 23:00 UTC is already Monday 04:30 there.
    expect(schedule(kolkata, '2024-05-05T23:00:00.000Z')).toEqual(held('2024-05-06T03:30:00.000Z'));
  });

  it('a window ending at 24:00 ends at the next midnight', () => {
    const evening = hours('Europe/Berlin', { day: 'FRIDAY', start: '20:00', end: '24:00' });
    expect(schedule(evening, '2024-05-10T21:59:59.999Z')).toEqual(queued('2024-05-10T21:59:59.999Z')); // 23:59:59.999 CEST
    expect(schedule(evening, '2024-05-10T22:00:00.000Z')).toEqual(held('2024-05-17T18:00:00.000Z')); // Saturday 00:00
  });

  it('a window ending at 24:00 on the night the clocks change ends at that midnight', () => {
    const saturdayNight = hours('Europe/Berlin', { day: 'SATURDAY', start: '22:00', end: '24:00' });
    // Saturday 2024-03-30 is still CET (UTC+1): midnight is 23:00 UTC.
    expect(schedule(saturdayNight, '2024-03-30T22:59:00.000Z')).toEqual(queued('2024-03-30T22:59:00.000Z'));
    expect(schedule(saturdayNight, '2024-03-30T23:00:00.000Z')).toEqual(held('2024-04-06T20:00:00.000Z')); // CEST now
  });

  it('holds across the days of a week, the search wrapping past the end of the week', () => {
    const sunday = hours('UTC', { day: 'SUNDAY', start: '10:00', end: '11:00' });
    expect(schedule(sunday, '2024-05-05T11:00:00.000Z')).toEqual(held('2024-05-12T10:00:00.000Z'));
    expect(schedule(sunday, '2024-05-06T00:00:00.000Z')).toEqual(held('2024-05-12T10:00:00.000Z'));
  });

  it('hours without any window that opens are skipped, not held forever', () => {
    expect(schedule(hours('UTC'), '2024-05-06T08:00:00.000Z')).toEqual({
      status: 'SKIPPED',
      reason: 'outside_business_hours',
      due_at: '2024-05-06T08:00:00.000Z',
    });
  });

  it('finds the next window when the zone skipped a whole date (Pacific/Apia, 30 December 2011)', () => {
    const friday = hours('Pacific/Apia', { day: 'FRIDAY', start: '09:00', end: '17:00' });
    // Thursday 29 December 10:00 (UTC−10); the next Friday that exists is 6 January (UTC+14).
    expect(schedule(friday, '2011-12-29T20:00:00.000Z')).toEqual(held('2012-01-05T19:00:00.000Z'));
  });
});
