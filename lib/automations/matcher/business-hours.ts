/**
 * When a matched automation's run is due. Windows are weekly wall-clock times in the automation's
 * zone; each occurrence becomes the real interval [open, close), so a window stays one interval
 * across a clock change (firstInstantAt decides how a skipped or repeated time opens or closes).
 */
import { endMinutes, startMinutes } from '../rules';
import { WEEKDAYS } from '../catalog';
import { DAY_MS, MINUTE_MS, firstInstantAt, wallTimeOf } from './wall-clock';
import type { OutsideBusinessHours } from '../catalog';
import type { BusinessHours, RunStatus } from './types';

/**
 * Local days searched after the day of `at`: a week brings every window round again; one more day
 * covers a zone that once skipped a whole date (Pacific/Apia, 2011). The day before `at` is searched
 * too, for safety at midnight clock changes.
 */
const SEARCH_DAYS = 8;

interface Schedule {
  status: RunStatus;
  reason: 'outside_business_hours' | null;
  due_at: string;
}

interface Interval {
  open: number;
  close: number;
}

/** Every non-empty occurrence of the windows on the local days around `at`. */
function occurrences(hours: BusinessHours, at: number): Interval[] {
  const today = Math.floor(wallTimeOf(at, hours.timezone) / DAY_MS) * DAY_MS;
  const intervals: Interval[] = [];
  for (let offset = -1; offset <= SEARCH_DAYS; offset += 1) {
    const date = today + offset * DAY_MS;
    const weekday = WEEKDAYS[(new Date(date).getUTCDay() + 6) % 7]; // getUTCDay counts from Sunday
    for (const window of hours.windows) {
      if (window.day !== weekday) continue;
      const start = startMinutes(window.start);
      const end = endMinutes(window.end);
      if (start === undefined || end === undefined) continue;
      const open = firstInstantAt(date + start * MINUTE_MS, hours.timezone);
      // 24:00 is the next day's midnight (or the first minute after it that exists).
      const close = firstInstantAt(date + end * MINUTE_MS, hours.timezone);
      if (open < close) intervals.push({ open, close }); // a window inside a skipped hour is empty
    }
  }
  return intervals;
}

/**
 * Due at `at` without business hours or inside a window; outside every window HOLD waits for the
 * next opening and SKIP gives up. Hours without any opening in the search (only invalid windows)
 * are skipped rather than held forever.
 */
export function scheduleRun(hours: BusinessHours | null, outside: OutsideBusinessHours, at: Date): Schedule {
  const now = at.getTime();
  const queued: Schedule = { status: 'QUEUED', reason: null, due_at: at.toISOString() };
  if (hours === null) return queued;
  const intervals = occurrences(hours, now);
  if (intervals.some(({ open, close }) => open <= now && now < close)) return queued;
  const next = Math.min(...intervals.map(({ open }) => open).filter((open) => open > now));
  if (outside === 'SKIP' || !Number.isFinite(next))
    return { status: 'SKIPPED', reason: 'outside_business_hours', due_at: at.toISOString() };
  return { status: 'HELD', reason: null, due_at: new Date(next).toISOString() };
}
