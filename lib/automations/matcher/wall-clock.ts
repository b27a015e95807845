/**
 * Wall-clock time in a time zone with nothing but Intl. A "wall" time is the zone's local date and
 * time written as milliseconds since 1970 as if it were UTC, so that local dates and minutes are
 * plain arithmetic; an "instant" is a real moment (Date.getTime()).
 */

export const MINUTE_MS = 60_000;
export const DAY_MS = 24 * 60 * MINUTE_MS;

// Building a DateTimeFormat costs far more than formatting with one: keep one per zone.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    // h23, not hour12: false, which some ICU versions answer with "24" at midnight.
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** The wall time of an instant in a zone. */
export function wallTimeOf(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  const milliseconds = ((instant % 1000) + 1000) % 1000; // formatToParts drops them
  return Date.UTC(year, month - 1, day, hour, minute, second, milliseconds);
}

/** The zone's offset from UTC at an instant, in milliseconds (east positive). */
export function offsetAt(instant: number, timeZone: string): number {
  return wallTimeOf(instant, timeZone) - instant;
}

/**
 * The first instant at which the zone's clock reads `wall` or later. A time the clocks skip (spring
 * forward) gives the moment they jump, the first minute that exists; a time they pass twice (fall
 * back) gives its first occurrence.
 */
export function firstInstantAt(wall: number, timeZone: string): number {
  // Offsets a day either side include both sides of any transition near `wall`.
  const offsets = new Set([
    offsetAt(wall - DAY_MS, timeZone),
    offsetAt(wall, timeZone),
    offsetAt(wall + DAY_MS, timeZone),
  ]);
  const exact = [...offsets].map((offset) => wall - offset).filter((instant) => wallTimeOf(instant, timeZone) === wall);
  if (exact.length > 0) return Math.min(...exact);
  // Skipped: search the jump between the instants the earlier and the later offset give.
  let low = wall - Math.max(...offsets); // the clock reads before `wall`
  let high = wall - Math.min(...offsets); // the clock reads after it
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (wallTimeOf(middle, timeZone) >= wall) high = middle;
    else low = middle;
  }
  return high;
}
