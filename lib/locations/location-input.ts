/**
 * What a client may send for a company location: the POST, PUT and PATCH bodies, and the rules a
 * resulting record must satisfy (state ↔ country, phone ↔ country), as for the company profile.
 * Only the handlers that take a body import this module (it loads libphonenumber-js and the ISO
 * 3166 index through the company's field schemas).
 */
import * as z from '../schema';
import {
  countryUuid as countryUuidSchema,
  phoneIssue,
  phone as phoneSchema,
  stateUuid as stateUuidSchema,
} from '../data/field-schemas';
import { readOnlyRecordFields } from '../data/read-only-fields';
import { codePointString } from '../data/text-schema';
import type { FieldIssue } from '../errors';
import { isValidTimeZone } from '../automations/rules';
import { countryOfState, hasStates, isStateOfCountry } from '../reference/country-membership';
import type { WritableName } from '../data/entity';
import { type SameNames, assertSameNames } from '../data/writable-fields';
import type { EditableLocation, LOCATION } from './location';

const timezone = z.documented(
  z.string().check(
    z.refine(isValidTimeZone, {
      message: 'Must be an IANA time zone such as Europe/Berlin or UTC',
      params: { code: 'invalid_timezone' },
    }),
  ),
  { description: 'An IANA time zone (any zone `Intl.DateTimeFormat` accepts, `UTC` too)' },
);

const fields = {
  address1: z.nullable(codePointString(0, 200)),
  address2: z.nullable(codePointString(0, 200)),
  city: z.nullable(codePointString(0, 200)),
  postal_code: z.nullable(codePointString(0, 20)),
  country_uuid: z.nullable(countryUuidSchema),
  country_state_uuid: z.documented(z.nullable(stateUuidSchema), {
    description:
      "A state of the location's country; required when that country has states, null when it has none or no country is given",
  }),
  phone: z.documented(z.nullable(phoneSchema), {
    description:
      "A phone number valid for the location's country, else for the company's (libphonenumber-js); international format (+…) when neither has a country",
  }),
  timezone: z.nullable(timezone),
};

const Name = codePointString(1, 200);

/** Read-only fields a client may send back as it read them; the uuids are compared, the rest ignored. */
const readOnlyFields = {
  company_location_uuid: z.optional(
    z.documented(z.string(), {
      description:
        "Read-only, ignored; on PUT and PATCH it must equal the path's company_location_uuid (any letter case), else 422 `mismatch`",
    }),
  ),
  ...readOnlyRecordFields,
};

const optionalFields = Object.fromEntries(
  Object.entries(fields).map(([field, schema]) => [field, z.optional(schema)]),
) as {
  [Field in keyof typeof fields]: z.ZodMiniOptional<(typeof fields)[Field]>;
};

/** POST and PUT body: `name` required; an omitted optional field is null (PUT resets it). */
export const LocationWrite = z.strictObject({ name: Name, ...optionalFields, ...readOnlyFields });
export type LocationWrite = z.output<typeof LocationWrite>;

/** PATCH body: changes only the fields sent. */
export const LocationPatch = z.strictObject({ name: z.optional(Name), ...optionalFields, ...readOnlyFields });
export type LocationPatch = z.output<typeof LocationPatch>;

// Each body writes exactly the model's writable fields (beside the read-only ones it may send back).
type BodyFields<Body> = Exclude<keyof Body, keyof typeof readOnlyFields>;
assertSameNames<SameNames<BodyFields<LocationWrite>, WritableName<typeof LOCATION>>>();
assertSameNames<SameNames<BodyFields<LocationPatch>, WritableName<typeof LOCATION>>>();

/**
 * The issues of a resulting location: a state needs its country and must belong to it, a country
 * with states needs one, and the phone must be valid for the location's country, else for the
 * company's (`companyCountryUuid`), else in international format.
 */
export function locationIssues(location: EditableLocation, companyCountryUuid: string | null): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const { country_uuid: country, country_state_uuid: state } = location;
  if (state && !country) {
    issues.push({ path: 'country_uuid', code: 'required', message: 'Required with country_state_uuid' });
  } else if (state && country && !isStateOfCountry(state, country)) {
    issues.push(
      countryOfState(state)
        ? {
            path: 'country_state_uuid',
            code: 'country_mismatch',
            message: "The state does not belong to the location's country",
          }
        : { path: 'country_state_uuid', code: 'not_found', message: 'Unknown country state' },
    );
  } else if (!state && country && hasStates(country)) {
    issues.push({
      path: 'country_state_uuid',
      code: 'required',
      message: "Required: the location's country has states",
    });
  }
  const phone = location.phone ? phoneIssue(location.phone, country ?? companyCountryUuid) : undefined;
  return phone ? [...issues, phone] : issues;
}
