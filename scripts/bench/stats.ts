/** The statistics every part of the bench reports. */

/** The value at percentile `p` (0–100) of the samples, 0 for none. */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
}

/** The median of the samples, 0 for none. */
export function median(values: readonly number[]): number {
  return percentile(values, 50);
}
