/**
 * Schemas of texts (apart from text.ts, which list reads bundle): lengths the API counts in
 * code points, and UUIDs. Each states its rule in JSON Schema too, for the OpenAPI document.
 */
import * as z from '../schema';
import { codePointLength } from './text';

/** A string of `min`–`max` code points; 422 codes `too_small` / `too_big`. */
export function codePointString(min: number, max: number): z.ZodMiniString {
  const schema = z.string().check(
    z.superRefine((value, ctx) => {
      const length = codePointLength(value);
      if (length < min) {
        ctx.addIssue({
          code: 'custom',
          params: { code: 'too_small' },
          message: min === 1 ? 'Must not be empty' : `Must be at least ${min} characters`,
        });
      } else if (length > max) {
        ctx.addIssue({ code: 'custom', params: { code: 'too_big' }, message: `At most ${max} characters` });
      }
    }),
  );
  // JSON Schema's lengths count code points too.
  return z.documented(schema, min > 0 ? { minLength: min, maxLength: max } : { maxLength: max });
}

/**
 * A UUID in any case, as `isUuid` (./ids.ts, the uuid package's `validate`) accepts it: RFC 9562
 * versions 1–8 with the RFC variant, the nil and the max UUID. A regular expression source,
 * unanchored, for JSON Schema patterns; a unit test holds it to `isUuid`.
 */
export const UUID_PATTERN =
  '(?:[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[1-8][0-9A-Fa-f]{3}-[89ABab][0-9A-Fa-f]{3}-[0-9A-Fa-f]{12}|0{8}-0{4}-0{4}-0{4}-0{12}|[Ff]{8}-[Ff]{4}-[Ff]{4}-[Ff]{4}-[Ff]{12})';

/** The JSON Schema of a string that must be a UUID (checked with `isUuid`). */
export const UUID_JSON_SCHEMA: Readonly<Record<string, unknown>> = {
  format: 'uuid',
  pattern: `^${UUID_PATTERN}$`,
  minLength: 36,
  maxLength: 36,
};
