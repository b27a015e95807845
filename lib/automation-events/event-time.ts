/** The time rule of an event: `occurred_at` at most 5 minutes after and 30 days before its receipt. */
import type { FieldIssue } from '../errors';

const MAX_AHEAD_MS = 5 * 60_000;
const MAX_BEHIND_MS = 30 * 86_400_000;

/** The rule of `occurred_at` against the moment of receipt (422 `out_of_range`). */
export function occurredAtIssues(occurredAt: string | null | undefined, receivedAt: Date, prefix = ''): FieldIssue[] {
  if (occurredAt === null || occurredAt === undefined) return [];
  const offset = Date.parse(occurredAt) - receivedAt.getTime();
  if (offset <= MAX_AHEAD_MS && offset >= -MAX_BEHIND_MS) return [];
  return [
    {
      path: `${prefix}occurred_at`,
      code: 'out_of_range',
      message: 'Must be at most 5 minutes after and 30 days before the moment the event is received',
    },
  ];
}
