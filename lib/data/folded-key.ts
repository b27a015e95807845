/** The key part that holds a value unique by its case-folded form (a category's or a location's name). */
import { createHash } from 'node:crypto';
import { foldCase } from './text';

// What a sort key (1,024 bytes) holds of a folded value beside its prefix and scope.
const MAX_FOLDED_KEY_BYTES = 960;

/**
 * `value` as a key part, case-insensitive (`foldCase`), after its scope (`within`, e.g. a group) and
 * `#`. Folding can triple a value's bytes (200 × ΐ → 1,200), so a folded value too long for a key is
 * held by its SHA-256, after `!` instead of `#`: no value held as itself can equal a hashed one.
 */
export function foldedKey(value: string, within = ''): string {
  const folded = foldCase(value);
  if (Buffer.byteLength(folded) <= MAX_FOLDED_KEY_BYTES) return `${within}#${folded}`;
  return `${within}!${createHash('sha256').update(folded).digest('hex')}`;
}
