/** ISO 8601 UTC with milliseconds, the only timestamp format on the wire. */
export function nowIso(): string {
  return new Date().toISOString();
}

/** Epoch seconds `seconds` from now, for TTL attributes. */
export function epochSecondsFromNow(seconds: number): number {
  return Math.floor(Date.now() / 1000) + seconds;
}
