/**
 * What a client may send to invite (POST invitations), resend an invitation and accept one: the zod
 * schemas of the bodies. Only the body-taking invitation handlers and invitation-writes.ts import
 * this module (it loads libphonenumber-js through the phone schema).
 */
import * as z from '../schema';
import { phone } from '../data/field-schemas';
import { EMAIL_PATTERN, MAX_EMAIL_LENGTH, isEmailAddress } from '../data/email';
import { codePointString } from '../data/text-schema';
import { COMPANY_ROLE_CODES, type CompanyRoleCode } from '../users/roles';
import { locationUuids } from '../users/user-input';
import type { WritableName } from '../data/entity';
import { type SameNames, assertSameNames } from '../data/writable-fields';
import type { INVITATION } from './invitation';

export const MAX_EXPIRES_IN_DAYS = 30;
export const DEFAULT_EXPIRES_IN_DAYS = 7;

const email = z.documented(
  z
    .string()
    .check(
      z.maxLength(MAX_EMAIL_LENGTH),
      z.refine(isEmailAddress, { message: 'Must be a valid e-mail address', params: { code: 'invalid_format' } }),
    ),
  {
    pattern: EMAIL_PATTERN,
    maxLength: MAX_EMAIL_LENGTH,
    description:
      "An e-mail address as the HTML standard defines a valid one, with a dotted domain; unique among the company's users, ignoring case",
  },
);

const expiresInDays = z.documented(z.int().check(z.gte(1), z.lte(MAX_EXPIRES_IN_DAYS)), {
  description: `Days until the invitation expires, 1–${MAX_EXPIRES_IN_DAYS} (default ${DEFAULT_EXPIRES_IN_DAYS})`,
});

/** The invited user's own fields, also sent (optionally) on accept. */
const personFields = {
  first_name: z.optional(z.nullable(codePointString(0, 100))),
  last_name: z.optional(z.nullable(codePointString(0, 100))),
  phone: z.optional(z.nullable(phone)),
};

/** POST companies/{company_uuid}/invitations. */
export const InvitationCreate = z.strictObject({
  email,
  display_name: codePointString(1, 200),
  ...personFields,
  role_code: z.enum(COMPANY_ROLE_CODES as [CompanyRoleCode, ...CompanyRoleCode[]]),
  company_location_uuids: z.optional(locationUuids),
  expires_in_days: z.optional(expiresInDays),
});
export type InvitationCreate = z.output<typeof InvitationCreate>;

// The invitation's own fields are exactly the model's writable ones (beside the invited user's and the expiry).
type InvitationFields = Exclude<keyof InvitationCreate, keyof typeof personFields | 'expires_in_days'>;
assertSameNames<SameNames<InvitationFields, WritableName<typeof INVITATION>>>();

/** POST companies/{company_uuid}/invitations/{invitation_uuid}/resend (the body may be omitted). */
export const InvitationResend = z.optional(z.strictObject({ expires_in_days: z.optional(expiresInDays) }));
export type InvitationResend = z.output<typeof InvitationResend>;

/** POST invitations/accept (the body may be omitted). */
export const InvitationAccept = z.optional(
  z.strictObject({
    display_name: z.optional(codePointString(1, 200)),
    ...personFields,
    key_name: z.optional(codePointString(1, 100)),
  }),
);
export type InvitationAccept = z.output<typeof InvitationAccept>;
