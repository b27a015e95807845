/**
 * The pure rules for automations: clock times and business-hour windows,
 * time zones, placeholders and the recipients of e-mail and SMS actions. No zod, no I/O: the
 * schemas in automation-input.ts call these, and so can anything else that needs the same answer.
 */
import { isPossiblePhoneNumber } from 'libphonenumber-js';
import type { Weekday } from './catalog';
import { isEmailAddress } from '../data/email';

/** Minutes since midnight of a 24 h `HH:MM` start time (00:00–23:59), or undefined. */
export function startMinutes(value: string): number | undefined {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
}

/** Minutes since midnight of a 24 h `HH:MM` end time: like a start, plus `24:00` (1440). */
export function endMinutes(value: string): number | undefined {
  return value === '24:00' ? 24 * 60 : startMinutes(value);
}

/**
 * Whether `Intl.DateTimeFormat` accepts a time zone: every IANA zone and alias,
 * `UTC` included, in any case, as the runtime's ICU data knows them. Bare UTC offsets (`+01:00`)
 * are refused although newer runtimes accept them: they are not zones (no daylight-saving rules)
 * and the answer must not depend on the Node version.
 */
export function isValidTimeZone(value: string): boolean {
  if (value.trim() === '' || /^[+\-\u2212]/.test(value)) return false;
  // The canonical zones first: listing them costs ~1 ms, a first DateTimeFormat ~13 ms of a cold
  // start. Anything else (UTC, aliases, other letter case) is still decided by DateTimeFormat.
  if (canonicalZones().has(value)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

let zones: ReadonlySet<string> | undefined;

function canonicalZones(): ReadonlySet<string> {
  zones ??= new Set(Intl.supportedValuesOf('timeZone'));
  return zones;
}

export interface ClockWindow {
  day: Weekday;
  start: string;
  end: string;
}

export interface WindowOverlap {
  /** Index of the window that starts inside an earlier one of the same day. */
  index: number;
  /** Index of the window it overlaps. */
  other: number;
}

/**
 * Pairs of windows that overlap on the same day. Windows that only touch (one ends at 12:00, the
 * next starts at 12:00) do not overlap. Windows whose times are invalid are skipped: they are
 * reported by their own rule.
 */
export function findOverlaps(windows: readonly ClockWindow[]): WindowOverlap[] {
  const byDay = new Map<string, Array<{ index: number; start: number; end: number }>>();
  windows.forEach((window, index) => {
    const start = startMinutes(window.start);
    const end = endMinutes(window.end);
    if (start === undefined || end === undefined || start >= end) return;
    const day = byDay.get(window.day) ?? [];
    day.push({ index, start, end });
    byDay.set(window.day, day);
  });
  const overlaps: WindowOverlap[] = [];
  for (const day of byDay.values()) {
    day.sort((a, b) => a.start - b.start || a.end - b.end || a.index - b.index);
    let latest: { index: number; end: number } | undefined;
    for (const window of day) {
      if (latest && window.start < latest.end) overlaps.push({ index: window.index, other: latest.index });
      if (!latest || window.end > latest.end) latest = { index: window.index, end: window.end };
    }
  }
  return overlaps.sort((a, b) => a.index - b.index);
}

const PLACEHOLDER = /^\{\{[a-z0-9_]+(?:\.[a-z0-9_]+)*\}\}$/;

/**
 * Whether a value is a `{{placeholder}}`: a lower-case name of letters, digits and underscores,
 * optionally dotted, with nothing else between the braces.
 * @example isPlaceholder('{{customer.email}}') // true
 */
export function isPlaceholder(value: string): boolean {
  return PLACEHOLDER.test(value);
}

const E164 = /^\+[1-9]\d{1,14}$/;

/**
 * Whether a value is a phone number in E.164: `+`, then at most 15 digits without separators, with a
 * country calling code that exists and a length possible for that country (libphonenumber-js), so
 * Niue's 7-digit `+6834002` passes and `+1234` does not.
 * Validity of the number range is not required, so reserved test numbers (`+15555550100`) pass.
 */
export function isE164PhoneNumber(value: string): boolean {
  return E164.test(value) && isPossiblePhoneNumber(value);
}

/** Whether a SEND_EMAIL recipient is an e-mail address or a placeholder. */
export function isEmailRecipient(value: string): boolean {
  return isPlaceholder(value) || isEmailAddress(value);
}

/** Whether a SEND_SMS recipient is an E.164 phone number or a placeholder. */
export function isSmsRecipient(value: string): boolean {
  return isPlaceholder(value) || isE164PhoneNumber(value);
}
