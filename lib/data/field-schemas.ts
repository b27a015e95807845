/**
 * The field schemas the company profile, its users, invitations and locations share (texts, phone,
 * country and state, JSON-object fields) and the phone rule. Apart from the company's body schemas
 * (lib/companies/company-input.ts), which the other resources' bundles would otherwise build at
 * every cold start. Loads libphonenumber-js and the ISO 3166 dataset: only modules that validate a
 * body import it.
 */
import { isSupportedCountry, isValidPhoneNumber } from 'libphonenumber-js';
import * as z from '../schema';
import type { FieldIssue } from '../errors';
import { countryCodeOf } from '../reference/country-membership';
import { isUuid } from './ids';
import { UUID_JSON_SCHEMA, codePointString } from './text-schema';

/** Each JSON-object field ≤ 32 KiB serialized and ≤ 8 levels deep. */
const MAX_OBJECT_BYTES = 32 * 1024;
const MAX_OBJECT_DEPTH = 8;

/** A text of at most `max` code points (422 `too_big`), as every other record's texts. */
export function text(max: number) {
  return codePointString(0, max);
}

/** Not blank: what `trim` leaves is not empty (JavaScript's `\s` is the set `trim` removes). */
const NOT_BLANK = { pattern: '\\S' };
const notBlank = () =>
  z.refine<string>((value) => value.trim() !== '', { message: 'Must not be empty', params: { code: 'too_small' } });

/** A required text: present, not blank, ≤ max code points. */
export function requiredText(max: number) {
  return z.documented(text(max).check(notBlank()), NOT_BLANK);
}

/**
 * libphonenumber-js reads at most this many characters: a longer text is never a valid number, so
 * the cap refuses nothing the phone rule (`isValidPhoneNumber`) accepts.
 */
export const MAX_PHONE_LENGTH = 250;

// Validated against the country of the resulting record with phoneIssue (a company's by
// resultingRecordIssues, a user's against its company's country: lib/users/user-writes.ts).
export const phone = z.documented(z.string().check(z.maxLength(MAX_PHONE_LENGTH), notBlank()), {
  ...NOT_BLANK,
  description:
    "A phone number valid for the company's country (libphonenumber-js); in international format (+…) while the company has no country",
});

function uuidReference(exists: (uuid: string) => boolean, what: string, description: string) {
  return z.pipe(
    z.documented(
      z.string().check(
        z.refine(isUuid, { message: 'Must be a UUID', params: { code: 'invalid_uuid' } }),
        z.refine((value) => !isUuid(value) || exists(value), {
          message: `Unknown ${what}`,
          params: { code: 'not_found' },
        }),
      ),
      { ...UUID_JSON_SCHEMA, description },
    ),
    z.transform((value) => value.toLowerCase()),
  );
}

export const countryUuid = uuidReference(
  (uuid) => countryCodeOf(uuid) !== undefined,
  'country',
  "A country of app-data's `countries`",
);
// A state's existence is checked with its country (the company's resultingRecordIssues, a location's writes), which tells an unknown
// state from another country's.
export const stateUuid = uuidReference(
  () => true,
  'country state',
  "A state of the company's country (app-data's `countries[].states`)",
);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * Whether a JSON value holds a number no double can hold: JSON.parse reads `1e400` as Infinity,
 * which would be stored and answered as `null`.
 */
function holdsNonFiniteNumber(value: unknown): boolean {
  if (typeof value === 'number') return !Number.isFinite(value);
  if (value === null || typeof value !== 'object') return false;
  return (Array.isArray(value) ? value : Object.values(value)).some(holdsNonFiniteNumber);
}

/** Nesting depth of a JSON value: an object or array is one level deeper than its deepest member. */
export function jsonDepth(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  const members = Array.isArray(value) ? value : Object.values(value);
  let deepest = 0;
  for (const member of members) deepest = Math.max(deepest, jsonDepth(member));
  return deepest + 1;
}

export const jsonObject = z.documented(
  z
    .custom<Record<string, unknown>>(isPlainObject, {
      message: 'Must be a JSON object',
      params: { code: 'invalid_type' },
    })
    .check(
      z.superRefine((value, context) => {
        if (Buffer.byteLength(JSON.stringify(value), 'utf8') > MAX_OBJECT_BYTES) {
          context.addIssue({
            code: 'custom',
            message: `Must be at most ${MAX_OBJECT_BYTES} bytes serialized`,
            params: { code: 'too_large' },
          });
        } else if (jsonDepth(value) > MAX_OBJECT_DEPTH) {
          context.addIssue({
            code: 'custom',
            message: `Must be at most ${MAX_OBJECT_DEPTH} levels deep`,
            params: { code: 'too_deep' },
          });
        } else if (holdsNonFiniteNumber(value)) {
          context.addIssue({
            code: 'custom',
            message: 'Numbers must be within the range of a double (at most about 1.8e308)',
            params: { code: 'out_of_range' },
          });
        }
      }),
    ),
  // additionalProperties: any members (without it, typed clients read `{type: object}` as an empty object).
  {
    type: 'object',
    additionalProperties: {},
    description: `A JSON object of at most ${MAX_OBJECT_BYTES} bytes serialized (UTF-8) and ${MAX_OBJECT_DEPTH} levels deep; null resets it to {}`,
  },
);

/** An object field: `null` (or, on PUT, omission) resets it to `{}`. Also a user's `settings`. */
export const objectField = z.pipe(
  z.nullable(jsonObject),
  z.transform((value) => value ?? {}),
);

/**
 * The issue of a phone number that is not valid for a company's country (in international format
 * while the company has none), at path `phone`; undefined when it is valid.
 */
export function phoneIssue(phone: string, companyCountryUuid: string | null): FieldIssue | undefined {
  const countryCode = companyCountryUuid ? countryCodeOf(companyCountryUuid) : undefined;
  const code = countryCode && isSupportedCountry(countryCode) ? countryCode : undefined;
  if (isValidPhoneNumber(phone, code)) return undefined;
  return {
    path: 'phone',
    code: 'invalid_phone',
    message: countryCode
      ? `Must be a valid phone number for ${countryCode}`
      : 'Must be a valid phone number in international format',
  };
}
