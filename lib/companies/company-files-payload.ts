/**
 * The upload-base64 request body: its schema (with the rules the OpenAPI document states) and the
 * checks of the whole request before anything is written — uuids (distinct in any letter case),
 * plain base64 or data URLs with an RFC 6838 media type, and the sizes (422, then 413). The upload
 * itself is lib/companies/company-files.ts.
 */
// zod/mini: this function needs no more (smaller bundle).
import * as z from '../schema';
import { isUuid } from '../data/ids';
import { UUID_JSON_SCHEMA } from '../data/text-schema';
import { type FieldIssue, PayloadTooLargeError, ValidationError } from '../errors';

export const MAX_FILE_BYTES = 4 * 1024 * 1024;
const MAX_UPLOAD_ITEMS = 20;
const MAX_DELETE_ITEMS = 100;

/** A base64 payload, decoded lazily so sizes are checked before any large allocation. */
export interface Base64Payload {
  /** The type a data URL declared (parameters kept), if any. */
  declaredType: string | undefined;
  /** The base64 text without whitespace. */
  base64: string;
  /** Decoded size in bytes. */
  size: number;
}

const DATA_URL = /^data:([^,]*?);base64,(.*)$/is;
// RFC 6838 restricted names for type, subtype and parameter names; a parameter value is a quoted
// string or a run up to the next `;`, neither holding a control character, so no
// CR/LF ever reaches a header. The stored object's header percent-encodes what is not ASCII
// (headerSafeContentType); the answer's content_type is the type as declared.
const TOKEN = '[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]*';
const CONTROL = '\\u0000-\\u001f\\u007f';

/**
 * `type/subtype;name=value…` as a regex source; a value may not hold `excluded` (nor `"`, `;` unquoted,
 * control characters). Each run of white space can be matched one way only — inside an unquoted value
 * between two words, or after the type, a value or a quoted string — so a failing match is linear:
 * were a value's spaces also a separator's, a type that failed at its end retried every split of
 * every parameter's spaces (12 s for 19 parameters).
 */
function mediaTypeSource(excluded = ''): string {
  const word = `[^;" ${excluded}${CONTROL}]+`;
  const value = `(?:"[^"${excluded}${CONTROL}]*"| *${word}(?: +${word})*)[ \\t]*`;
  return `${TOKEN}/${TOKEN}[ \\t]*(?:;[ \\t]*${TOKEN}=${value})*`;
}

// No flags: TOKEN names both cases, and case-insensitive Unicode matching would let K (U+212A)
// and ſ (U+017F) pass for k and s, which are not RFC 6838 token characters.
const MEDIA_TYPE = new RegExp(`^${mediaTypeSource()}$`);
// Bytes of UTF-8. The stored Content-Type percent-encodes what is not ASCII (headerSafeContentType),
// at most 3 characters a byte: ≤ 3 KB, inside S3's 8 KB of request headers. Counted in characters,
// 1,000 `€` made a 9 KB header, which S3 refuses (the upload answered 503 on every retry).
const MAX_MEDIA_TYPE_LENGTH = 1024;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
/**
 * What parseBase64Payload accepts, as one JSON Schema pattern (no flags): the data URL's media type
 * with its parameters, then base64 text with white space anywhere. It cannot count: that the base64
 * is a multiple of 4 characters long and holds at least one byte is left to the description.
 */
// A data URL's media type ends at its first comma (DATA_URL), so its values hold none.
// The media type's source ends with the white space it may be followed by, so none is added before `;base64`.
const BASE64_STRING_PATTERN = `^(?:[Dd][Aa][Tt][Aa]:[ \\t]*${mediaTypeSource(',')};[Bb][Aa][Ss][Ee]64,)?[\\sA-Za-z0-9+/]*(?:=\\s*){0,2}$`;

const DISTINCT_UUIDS = 'No uuid may appear twice in items and deleteItems together (in any letter case)';

/**
 * The upload-base64 request body. Its strings are checked by validateFileChanges, which reports
 * every issue in order; their rules are stated here for the OpenAPI document.
 */
export const UploadFilesBody = z.strictObject({
  items: z.documented(
    z
      .array(
        z.strictObject({
          base64String: z.documented(z.string(), {
            minLength: 4,
            pattern: BASE64_STRING_PATTERN,
            description: `Plain base64 (RFC 4648, padded to a multiple of 4 characters; white space is ignored) or a \`data:<type/subtype>;base64,\` URL (its media type at most ${MAX_MEDIA_TYPE_LENGTH} bytes in UTF-8), of a file of 1 to ${MAX_FILE_BYTES} bytes (4 MiB: ${Math.ceil(MAX_FILE_BYTES / 3) * 4} base64 characters). A larger file → 413`,
          }),
          uuid: z.documented(z.string(), UUID_JSON_SCHEMA),
        }),
      )
      .check(z.maxLength(MAX_UPLOAD_ITEMS)),
    { description: DISTINCT_UUIDS },
  ),
  deleteItems: z.documented(z.array(z.documented(z.string(), UUID_JSON_SCHEMA)).check(z.maxLength(MAX_DELETE_ITEMS)), {
    uniqueItems: true,
    description: `${DISTINCT_UUIDS}; a uuid that has no file is listed in \`deleted\` all the same`,
  }),
});
export type UploadFilesBody = z.output<typeof UploadFilesBody>;

/**
 * Parses plain base64 or a `data:<type>;base64,` URL (RFC 4648 alphabet with padding; line
 * breaks and spaces are ignored), or returns the issue that makes it invalid.
 */
export function parseBase64Payload(value: string): Base64Payload | { issue: { code: string; message: string } } {
  let declaredType: string | undefined;
  let data = value;
  if (/^data:/i.test(value)) {
    const match = DATA_URL.exec(value);
    // Bounded before any pattern runs: a trim by regex is quadratic on a long run of spaces.
    const declared = match?.[1] ?? '';
    const type =
      Buffer.byteLength(declared) > MAX_MEDIA_TYPE_LENGTH ? '' : declared.replace(/^[ \t]+/, '').replace(/[ \t]+$/, '');
    // RFC 2397 lets a data URL omit its media type; the API requires a type/subtype pair.
    if (!match || !MEDIA_TYPE.test(type)) {
      return {
        issue: { code: 'invalid_data_url', message: 'Must be plain base64 or a data:<type/subtype>;base64, URL' },
      };
    }
    declaredType = type;
    data = match[2] ?? '';
  }
  const base64 = data.replace(/[\s]+/g, '');
  if (base64.length % 4 !== 0 || !BASE64.test(base64)) {
    return { issue: { code: 'invalid_base64', message: 'Must be valid base64' } };
  }
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  const size = (base64.length / 4) * 3 - padding;
  if (size === 0) return { issue: { code: 'empty_file', message: 'The file is empty' } };
  return { declaredType, base64, size };
}

export interface ValidItem {
  uuid: string;
  payload: Base64Payload;
}

/** Validates the whole request: 422 for any invalid uuid, duplicate or payload, then 413 for a file over 4 MiB. */
export function validateFileChanges(body: UploadFilesBody): { items: ValidItem[]; deletions: string[] } {
  const issues: FieldIssue[] = [];
  const seen = new Set<string>();
  const claim = (value: string, path: string): string => {
    if (!isUuid(value)) {
      issues.push({ path, code: 'invalid_uuid', message: 'Must be a UUID' });
      return value;
    }
    const uuid = value.toLowerCase();
    if (seen.has(uuid))
      issues.push({ path, code: 'duplicate', message: 'A uuid may appear only once in items and deleteItems' });
    seen.add(uuid);
    return uuid;
  };
  const items: ValidItem[] = [];
  body.items.forEach((item, index) => {
    const uuid = claim(item.uuid, `items[${index}].uuid`);
    const parsed = parseBase64Payload(item.base64String);
    if ('issue' in parsed) issues.push({ path: `items[${index}].base64String`, ...parsed.issue });
    else items.push({ uuid, payload: parsed });
  });
  const deletions = body.deleteItems.map((value, index) => claim(value, `deleteItems[${index}]`));
  if (issues.length > 0) throw new ValidationError(issues);
  const oversized = items.findIndex((item) => item.payload.size > MAX_FILE_BYTES);
  if (oversized >= 0)
    throw new PayloadTooLargeError(`items[${oversized}]: a file may be at most ${MAX_FILE_BYTES} bytes`);
  return { items, deletions };
}
