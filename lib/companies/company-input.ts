/**
 * The company profile bodies (PUT, PATCH) and the rules a resulting record must satisfy.
 * Field schemas check one value each; `resultingRecordIssues` checks what depends
 * on other fields (phone ↔ country, state ↔ country). This module loads libphonenumber-js and the
 * ISO 3166 dataset: import it only where a profile is validated (the GET query and the limit body
 * are in company-read.ts and company-limit.ts).
 */
import { isSupportedCountry, isValidPhoneNumber } from 'libphonenumber-js';
import * as z from '../schema';
import { EMAIL_PATTERN, MAX_EMAIL_LENGTH, isEmailAddress } from '../data/email';
import { isUuid } from '../data/ids';
import { UUID_JSON_SCHEMA, codePointString } from '../data/text-schema';
import { readOnlyRecordFields } from '../data/read-only-fields';
import type { FieldIssue } from '../errors';
import { countryCodeOf, countryOfState, hasStates, isStateOfCountry } from '../reference/country-membership';
import { type Company, type CompanyChanges, EDITABLE_FIELDS, type EditableField, JSON_OBJECT_FIELDS, PATCH_ONLY_FIELDS } from './company';

/** Each JSON-object field ≤ 32 KiB serialized and ≤ 8 levels deep. */
const MAX_OBJECT_BYTES = 32 * 1024;
const MAX_OBJECT_DEPTH = 8;

/** A text of at most `max` code points (422 `too_big`), as every other record's texts. */
function text(max: number) {
  return codePointString(0, max);
}

/** Not blank: what `trim` leaves is not empty (JavaScript's `\s` is the set `trim` removes). */
const NOT_BLANK = { pattern: '\\S' };
const notBlank = () => z.refine<string>((value) => value.trim() !== '', { message: 'Must not be empty', params: { code: 'too_small' } });

/** A required text: present, not blank, ≤ max code points. */
function requiredText(max: number) {
  return z.documented(text(max).check(notBlank()), NOT_BLANK);
}

// `http:` or `https:` in any case, `//` and the first character of a host; no white space anywhere.
// Written without flags, so that it is also the OpenAPI document's pattern.
const HTTP_URL = /^[Hh][Tt][Tt][Pp][Ss]?:\/\/[^\s/?#\\]\S*$/;

/**
 * Whether a string is an absolute http: or https: URL as written: `//` and a host, which the URL
 * parser alone would supply for `https:example.com` or `http:///x`.
 */
export function isHttpUrl(value: string): boolean {
  if (!HTTP_URL.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** The length browsers and CDNs commonly accept in a URL; longer ones are refused (decisions.md). */
export const MAX_URL_LENGTH = 2048;

const httpUrl = z.documented(
  z.string().check(
    z.maxLength(MAX_URL_LENGTH),
    z.refine(isHttpUrl, { message: 'Must be an absolute http: or https: URL', params: { code: 'invalid_url' } }),
  ),
  { pattern: HTTP_URL.source, description: `An absolute http: or https: URL of at most ${MAX_URL_LENGTH} characters that a WHATWG URL parser accepts (a valid host, a port up to 65535, valid percent-escapes)` },
);

const email = z.documented(
  z.string().check(z.refine(isEmailAddress, { message: 'Must be a valid e-mail address', params: { code: 'invalid_format' } })),
  // No `format: email`: JSON Schema's is RFC 5321's, stricter than the HTML rule the API applies (`a..b@example.com`).
  { pattern: EMAIL_PATTERN, maxLength: MAX_EMAIL_LENGTH, description: 'An e-mail address as the HTML standard defines a valid one, with a dotted domain' },
);

/**
 * libphonenumber-js reads at most this many characters: a longer text is never a valid number, so
 * the cap refuses nothing the phone rule (`isValidPhoneNumber`) accepts.
 */
export const MAX_PHONE_LENGTH = 250;

// Validated against the country of the resulting record by resultingRecordIssues (a user's phone
// against its company's country: lib/users/user-writes.ts).
export const phone = z.documented(
  z.string().check(
    z.maxLength(MAX_PHONE_LENGTH),
    notBlank(),
  ),
  { ...NOT_BLANK, description: "A phone number valid for the company's country (libphonenumber-js); in international format (+…) while the company has no country" },
);

const color = z.string().check(z.regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, { message: 'Must be a colour #RGB or #RRGGBB' }));

/**
 * A decimal between -limit and limit (a whole number), as one pattern: digits (leading zeros
 * allowed, at most 20) with an optional fraction of at most 20 digits, or a bare fraction (".5"); no
 * exponent, no trailing dot; an integer part below the limit, or the limit with a zero fraction.
 * Compared as text, so a value just over the limit (90.0000000000000001) is not rounded into range.
 */
function decimalWithinPattern(limit: number): string {
  return `^[+-]?(?!\\d{21})(?=\\.?\\d)(?:0*(?:${z.integerRangePattern(limit - 1)})?(?:\\.\\d{1,20})?|0*${limit}(?:\\.0{1,20})?)$`;
}

/** A decimal as text: digits with an optional fraction, or a bare fraction; no exponent. */
const DECIMAL = /^[+-]?(?:\d+(?:\.\d+)?|\.\d+)$/;

function coordinate(limit: number) {
  const pattern = decimalWithinPattern(limit);
  const within = new RegExp(pattern);
  return z.documented(
    z.string().check(
      z.superRefine((value, context) => {
        if (!DECIMAL.test(value)) {
          context.addIssue({ code: 'custom', message: 'Must be a decimal string such as "40.7128" (no exponent)', params: { code: 'invalid_format' } });
        } else if (!within.test(value)) {
          context.addIssue({ code: 'custom', message: `Must be between -${limit} and ${limit}, with at most 20 digits before and after the point`, params: { code: 'out_of_range' } });
        }
      }),
    ),
    { pattern, description: `A decimal string between -${limit} and ${limit} (no exponent; a JSON number is refused)` },
  );
}

function uuidReference(exists: (uuid: string) => boolean, what: string, description: string) {
  return z.pipe(
    z.documented(
      z.string().check(
        z.refine(isUuid, { message: 'Must be a UUID', params: { code: 'invalid_uuid' } }),
        z.refine((value) => !isUuid(value) || exists(value), { message: `Unknown ${what}`, params: { code: 'not_found' } }),
      ),
      { ...UUID_JSON_SCHEMA, description },
    ),
    z.transform((value) => value.toLowerCase()),
  );
}

const countryUuid = uuidReference((uuid) => countryCodeOf(uuid) !== undefined, 'country', "A country of app-data's `countries`");
// A state's existence is checked with its country in resultingRecordIssues, which tells an unknown
// state from another country's.
const stateUuid = uuidReference(() => true, 'country state', "A state of the company's country (app-data's `countries[].states`)");
/** Null exactly when the country has no states (resultingRecordIssues): PUT requires the field, so such a company can still be replaced. */
const countryStateUuid = z.documented(z.nullable(stateUuid), {
  description: "A state of the company's country (app-data's `countries[].states`); `null` exactly when that country has none (Hong Kong, Puerto Rico, …)",
});

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

const jsonObject = z.documented(
  z
    .custom<Record<string, unknown>>(isPlainObject, { message: 'Must be a JSON object', params: { code: 'invalid_type' } })
    .check(
      z.superRefine((value, context) => {
        if (Buffer.byteLength(JSON.stringify(value), 'utf8') > MAX_OBJECT_BYTES) {
          context.addIssue({ code: 'custom', message: `Must be at most ${MAX_OBJECT_BYTES} bytes serialized`, params: { code: 'too_large' } });
        } else if (jsonDepth(value) > MAX_OBJECT_DEPTH) {
          context.addIssue({ code: 'custom', message: `Must be at most ${MAX_OBJECT_DEPTH} levels deep`, params: { code: 'too_deep' } });
        } else if (holdsNonFiniteNumber(value)) {
          context.addIssue({ code: 'custom', message: 'Numbers must be within the range of a double (at most about 1.8e308)', params: { code: 'out_of_range' } });
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


const optionalFields = {
  description: z.nullable(text(2000)),
  address2: z.nullable(text(200)),
  postal_code: z.nullable(text(20)),
  latitude: z.nullable(coordinate(90)),
  longitude: z.nullable(coordinate(180)),
  primary_color: z.nullable(color),
  secondary_color: z.nullable(color),
};

const requiredFields = {
  name: requiredText(200),
  phone,
  email,
  address1: requiredText(200),
  city: requiredText(200),
  country_uuid: countryUuid,
  country_state_uuid: countryStateUuid,
};

const objectFields = {
  settings: objectField,
  custom_settings: objectField,
  available_integration_uuids: objectField,
};

/** PUT body: the required fields, every other editable field optional; the PATCH-only URLs are ignored. */
export const CompanyReplaceBody = z.documented(
  z.strictObject({
    ...requiredFields,
    ...z.partial(z.object({ ...optionalFields, ...objectFields })).shape,
    website_url: z.optional(z.unknown()),
    google_my_business_listing: z.optional(z.unknown()),
    ...readOnlyRecordFields,
  }),
  {
    description:
      'Replaces every editable field: an omitted optional field resets to null, an omitted `settings`, `custom_settings` or `available_integration_uuids` to {}. `website_url` and `google_my_business_listing` change only through PATCH: accepted and ignored here, their stored values kept.',
  },
);
export type CompanyReplaceBody = z.output<typeof CompanyReplaceBody>;

/** PATCH body: any subset of the editable fields, the PATCH-only URLs included. */
export const CompanyPatchBody = z.strictObject({
  ...z.partial(z.object({ ...requiredFields, ...optionalFields, ...objectFields })).shape,
  website_url: z.optional(z.nullable(httpUrl)),
  google_my_business_listing: z.optional(z.nullable(httpUrl)),
  ...readOnlyRecordFields,
});
export type CompanyPatchBody = z.output<typeof CompanyPatchBody>;

const REPLACED_BY_PUT: readonly EditableField[] = EDITABLE_FIELDS.filter(
  (field) => !(PATCH_ONLY_FIELDS as readonly string[]).includes(field),
);

/** The changes a PUT makes: every editable field but the PATCH-only URLs, omitted ones reset. */
export function replacementChanges(body: CompanyReplaceBody): CompanyChanges {
  const changes: Record<string, unknown> = {};
  for (const field of REPLACED_BY_PUT) {
    const value = (body as Record<string, unknown>)[field];
    const isObject = (JSON_OBJECT_FIELDS as readonly string[]).includes(field);
    changes[field] = value ?? (isObject ? {} : null);
  }
  return changes as CompanyChanges;
}

/** The changes a PATCH makes: exactly the editable fields it sent. */
export function patchChanges(body: CompanyPatchBody): CompanyChanges {
  const changes: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(body)) {
    if (value !== undefined && !(field in readOnlyRecordFields)) changes[field] = value;
  }
  return changes as CompanyChanges;
}

type CrossCheckedField = 'phone' | 'country_uuid' | 'country_state_uuid';

/** The cross-field rules: a rule is checked when a change touches one of its fields. */
const CROSS_RULES: ReadonlyArray<readonly CrossCheckedField[]> = [
  ['phone', 'country_uuid'],
  ['country_uuid', 'country_state_uuid'],
];

/**
 * The stored fields that validating these changes reads (a new phone is checked against the
 * stored country): the write must be conditioned on them still holding the values read.
 */
export function storedDependencies(changes: CompanyChanges): CrossCheckedField[] {
  const dependencies = new Set<CrossCheckedField>();
  for (const rule of CROSS_RULES) {
    if (!rule.some((field) => field in changes)) continue;
    for (const field of rule) if (!(field in changes)) dependencies.add(field);
  }
  return [...dependencies];
}

/**
 * Issues of the record that results from applying `changes`: the phone must be valid for the
 * record's country and the state must belong to it. Only rules touched by the changes are checked,
 * so an old record that predates a rule can still be edited elsewhere.
 */
export function resultingRecordIssues(record: Pick<Company, 'phone' | 'country_uuid' | 'country_state_uuid'>, changes: CompanyChanges): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const placeChanges = 'country_uuid' in changes || 'country_state_uuid' in changes;
  // Also when only the country changes: a country with states needs one (the stored null may be a stateless country's).
  if (placeChanges && !record.country_state_uuid && record.country_uuid && hasStates(record.country_uuid)) {
    issues.push({ path: 'country_state_uuid', code: 'required', message: "Required: the company's country has states" });
  }
  if (placeChanges && record.country_state_uuid) {
    const inCountry = record.country_uuid ? isStateOfCountry(record.country_state_uuid, record.country_uuid) : false;
    if (!inCountry) {
      issues.push(
        countryOfState(record.country_state_uuid)
          ? { path: 'country_state_uuid', code: 'country_mismatch', message: "The state does not belong to the company's country" }
          : { path: 'country_state_uuid', code: 'not_found', message: 'Unknown country state' },
      );
    }
  }
  if (('phone' in changes || 'country_uuid' in changes) && record.phone) {
    const issue = phoneIssue(record.phone, record.country_uuid);
    if (issue) issues.push(issue);
  }
  return issues;
}

/** The place and phone fields, shared with company locations (lib/locations/location-input.ts). */
export { phone as phoneSchema, countryUuid as countryUuidSchema, stateUuid as stateUuidSchema };
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
    message: countryCode ? `Must be a valid phone number for ${countryCode}` : 'Must be a valid phone number in international format',
  };
}
