/** Text lengths as the API counts them: in code points, not UTF-16 units (schemas: text-schema.ts). */

/**
 * The case-insensitive form of a text, for search, sorting and unique names:
 * Unicode full case folding, approximated with the default case mappings. `toLowerCase` alone is
 * contextual (a word-final Σ becomes ς, a lone one σ) and leaves `ß`, `ﬁ` unlike `SS`, `FI`;
 * lower → upper → lower with ς as σ makes "ΟΔΟΣ" ~ "οδοσ", "Straße" ~ "STRASSE", "ẞ" ~ "ss".
 * The dotless ı, which folding keeps apart from i (upper-casing would make it I, then i), is left as is.
 */
export function foldCase(value: string): string {
  const folded = value.includes('ı') ? value.split('ı').map(foldRun).join('ı') : foldRun(value);
  return folded.replaceAll('ς', 'σ');
}

function foldRun(text: string): string {
  return text.toLowerCase().toUpperCase().toLowerCase();
}

/**
 * The longest start of a text whose UTF-8 form fits `maxBytes`, cut between code points: what a
 * DynamoDB key (1,024 bytes) can hold of a folded name, which may be longer than the name itself.
 */
export function truncateUtf8(value: string, maxBytes: number): string {
  if (Buffer.byteLength(value) <= maxBytes) return value;
  let bytes = 0;
  let end = 0;
  for (const character of value) {
    const size = Buffer.byteLength(character);
    if (bytes + size > maxBytes) break;
    bytes += size;
    end += character.length;
  }
  return value.slice(0, end);
}

/** Counts code points, as the API measures lengths. */
export function codePointLength(value: string): number {
  return [...value].length;
}

/**
 * Orders two strings by code point, not by UTF-16 unit as `<` does: a surrogate pair
 * (U+10000 and above) sorts after every BMP character, U+E000–U+FFFF included. This is also the
 * order DynamoDB gives string sort keys (UTF-8 bytes).
 * @example compareCodePoints('ｚ', '😀') < 0 // U+FF5A before U+1F600
 */
export function compareCodePoints(left: string, right: string): number {
  const length = Math.min(left.length, right.length);
  for (let index = 0; index < length; index += 1) {
    const a = left.charCodeAt(index);
    const b = right.charCodeAt(index);
    if (a !== b) return codePointRank(a) - codePointRank(b);
  }
  return left.length - right.length;
}

// Moves surrogates above U+E000–U+FFFF, so unit order becomes code-point order at the first difference.
function codePointRank(unit: number): number {
  if (unit >= 0xd800 && unit <= 0xdfff) return unit + 0x2000;
  if (unit >= 0xe000) return unit - 0x800;
  return unit;
}
