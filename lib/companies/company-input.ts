/**
 * The company profile bodies (PUT, PATCH) and the rules a resulting record must satisfy.
 * Field schemas check one value each; `resultingRecordIssues` checks what depends
 * on other fields (phone ↔ country, state ↔ country). The fields other resources share are in
 * lib/data/field-schemas.ts. Import it only where a profile is validated (the GET query and the
 * limit body are in company-read.ts and company-limit.ts).
 */
import * as z from '../schema';
import { EMAIL_PATTERN, MAX_EMAIL_LENGTH, isEmailAddress } from '../data/email';
import { readOnlyRecordFields } from '../data/read-only-fields';
import type { FieldIssue } from '../errors';
import { countryOfState, hasStates, isStateOfCountry } from '../reference/country-membership';
import { countryUuid, objectField, phone, phoneIssue, requiredText, stateUuid, text } from '../data/field-schemas';
import type { Field, WritableName } from '../data/entity';
import { type SameNames, assertSameNames, changesOf } from '../data/writable-fields';
import { COMPANY, type Company, type CompanyChanges, type EditableField } from './company';

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
  z
    .string()
    .check(
      z.maxLength(MAX_URL_LENGTH),
      z.refine(isHttpUrl, { message: 'Must be an absolute http: or https: URL', params: { code: 'invalid_url' } }),
    ),
  {
    pattern: HTTP_URL.source,
    description: `An absolute http: or https: URL of at most ${MAX_URL_LENGTH} characters that a WHATWG URL parser accepts (a valid host, a port up to 65535, valid percent-escapes)`,
  },
);

const email = z.documented(
  z
    .string()
    .check(z.refine(isEmailAddress, { message: 'Must be a valid e-mail address', params: { code: 'invalid_format' } })),
  // No `format: email`: JSON Schema's is RFC 5321's, stricter than the HTML rule the API applies (`a..b@example.com`).
  {
    pattern: EMAIL_PATTERN,
    maxLength: MAX_EMAIL_LENGTH,
    description: 'An e-mail address as the HTML standard defines a valid one, with a dotted domain',
  },
);

const color = z
  .string()
  .check(z.regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, { message: 'Must be a colour #RGB or #RRGGBB' }));

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
          context.addIssue({
            code: 'custom',
            message: 'Must be a decimal string such as "40.7128" (no exponent)',
            params: { code: 'invalid_format' },
          });
        } else if (!within.test(value)) {
          context.addIssue({
            code: 'custom',
            message: `Must be between -${limit} and ${limit}, with at most 20 digits before and after the point`,
            params: { code: 'out_of_range' },
          });
        }
      }),
    ),
    { pattern, description: `A decimal string between -${limit} and ${limit} (no exponent; a JSON number is refused)` },
  );
}

/** Null exactly when the country has no states (resultingRecordIssues): PUT requires the field, so such a company can still be replaced. */
const countryStateUuid = z.documented(z.nullable(stateUuid), {
  description:
    "A state of the company's country (app-data's `countries[].states`); `null` exactly when that country has none (Hong Kong, Puerto Rico, …)",
});

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

// Each body writes exactly the model's writable fields (beside the read-only ones it may send back).
type BodyFields<Body> = Exclude<keyof Body, keyof typeof readOnlyRecordFields>;
assertSameNames<SameNames<BodyFields<CompanyReplaceBody>, WritableName<typeof COMPANY>>>();
assertSameNames<SameNames<BodyFields<CompanyPatchBody>, WritableName<typeof COMPANY>>>();

const REPLACED_BY_PUT: readonly EditableField[] = COMPANY.writable.filter(
  (name) => (COMPANY.fields[name] as Field).facts?.patchOnly !== true,
);

/** The changes a PUT makes: every editable field but the PATCH-only URLs, omitted ones reset (a JSON object to {}). */
export function replacementChanges(body: CompanyReplaceBody): CompanyChanges {
  const sent: Record<string, unknown> = body;
  const changes: Record<string, unknown> = {};
  for (const name of REPLACED_BY_PUT) changes[name] = sent[name] ?? (COMPANY.fields[name].kind === 'json' ? {} : null);
  return changes as CompanyChanges;
}

/** The changes a PATCH makes: exactly the editable fields it sent. */
export function patchChanges(body: CompanyPatchBody): CompanyChanges {
  return changesOf(COMPANY, body);
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
export function resultingRecordIssues(
  record: Pick<Company, 'phone' | 'country_uuid' | 'country_state_uuid'>,
  changes: CompanyChanges,
): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const placeChanges = 'country_uuid' in changes || 'country_state_uuid' in changes;
  // Also when only the country changes: a country with states needs one (the stored null may be a stateless country's).
  if (placeChanges && !record.country_state_uuid && record.country_uuid && hasStates(record.country_uuid)) {
    issues.push({
      path: 'country_state_uuid',
      code: 'required',
      message: "Required: the company's country has states",
    });
  }
  if (placeChanges && record.country_state_uuid) {
    const inCountry = record.country_uuid ? isStateOfCountry(record.country_state_uuid, record.country_uuid) : false;
    if (!inCountry) {
      issues.push(
        countryOfState(record.country_state_uuid)
          ? {
              path: 'country_state_uuid',
              code: 'country_mismatch',
              message: "The state does not belong to the company's country",
            }
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
