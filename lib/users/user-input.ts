/**
 * What a client may send to PATCH a company user: the zod schema of the
 * body. Only the PATCH handler and user-writes.ts import this module (it loads libphonenumber-js
 * through the company's field schemas).
 */
import * as z from '../schema';
import { objectField, phone } from '../data/field-schemas';
import { readOnlyRecordFields } from '../data/read-only-fields';
import { UUID_JSON_SCHEMA, codePointString } from '../data/text-schema';
import { canonicalUuid } from '../data/ids';
import { COMPANY_ROLE_CODES, type CompanyRoleCode } from './roles';
import type { WritableName } from '../data/entity';
import { type SameNames, assertSameNames } from '../data/writable-fields';
import { MAX_USER_LOCATIONS, type USER } from './user';

const locationUuid = z.documented(
  z.string().check(
    z.refine((value) => canonicalUuid(value) !== undefined, {
      message: 'Must be a UUID',
      params: { code: 'invalid_format' },
    }),
  ),
  { ...UUID_JSON_SCHEMA, description: 'A location of the company, in any letter case' },
);

/** 0–250 location uuids, no two the same (in any case); answered lower-case. */
export const locationUuids = z.documented(
  z.pipe(
    z.array(locationUuid).check(
      z.maxLength(MAX_USER_LOCATIONS, { message: `At most ${MAX_USER_LOCATIONS} locations` }),
      z.superRefine((list, ctx) => {
        const seen = new Set<string>();
        list.forEach((value, index) => {
          const uuid = canonicalUuid(value) as string;
          if (seen.has(uuid))
            ctx.addIssue({ code: 'custom', path: [index], message: 'Listed twice', params: { code: 'duplicate' } });
          seen.add(uuid);
        });
      }),
    ),
    z.transform((list) => list.map((value) => canonicalUuid(value) as string)),
  ),
  {
    uniqueItems: true,
    description: `At most ${MAX_USER_LOCATIONS} existing locations of the company, each at most once (in any letter case)`,
  },
);

/** PATCH body: only the fields sent change. */
export const UserPatch = z.strictObject({
  display_name: z.optional(codePointString(1, 200)),
  first_name: z.optional(z.nullable(codePointString(0, 100))),
  last_name: z.optional(z.nullable(codePointString(0, 100))),
  phone: z.optional(z.nullable(phone)),
  settings: z.optional(objectField),
  role_code: z.optional(z.enum(COMPANY_ROLE_CODES as [CompanyRoleCode, ...CompanyRoleCode[]])),
  status_code: z.optional(z.enum(['STATUS_ACTIVE', 'STATUS_DISABLED'])),
  company_location_uuids: z.optional(locationUuids),
  user_uuid: z.optional(
    z.documented(z.string(), {
      description: "Read-only, ignored; it must equal the path's user_uuid (any letter case), else 422 `mismatch`",
    }),
  ),
  email: z.optional(
    z.documented(z.unknown(), {
      description: "Read-only here, accepted and ignored: a user's e-mail is not changed through this operation",
    }),
  ),
  ...readOnlyRecordFields,
});
export type UserPatch = z.output<typeof UserPatch>;

// The body writes exactly the model's writable fields (beside the read-only ones it may send back).
type BodyFields = Exclude<keyof UserPatch, 'user_uuid' | 'email' | keyof typeof readOnlyRecordFields>;
assertSameNames<SameNames<BodyFields, WritableName<typeof USER>>>();
