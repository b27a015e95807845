/**
 * The response records of the API as zod schemas, for the OpenAPI document only (the Lambda bundles
 * never import them). A plain resource's record is not here: its description's model gives it
 * (scripts/openapi/record-schemas.ts). Here are the records other records are built from or that add
 * to their model, and the company's (its model states no facts yet, so the companies' description
 * names no model for docs/data-model.md's tables), each derived from its entity's declaration
 * (`recordSchema`); each other
 * record is checked against the TypeScript type the domain returns (the `Same<…>` assertions below),
 * so a field added to a record and not here fails the type check, and every response of the
 * integration tests is validated against the generated document.
 */
import * as z from 'zod';
import { Timestamp, Uuid, recordSchema } from './entity-schema';
import { AutomationFieldsSchema } from '../../lib/automations/automation-input';
import { AUTOMATION } from '../../lib/automations/automation';
import { AUTOMATION_EVENT } from '../../lib/automation-events/event-record';
import { AUTOMATION_RUN, DELIVERY_STATUSES } from '../../lib/automation-runs/run-record';
import { COMPANY } from '../../lib/companies/company';
import type { SettingsFile } from '../../lib/companies/company-settings-file';
import type { FileChanges } from '../../lib/companies/company-files';
import { COMPANY_ROLE_CODES, ROLE_CODES, STATUS_CODES, type CompanyRoleCode } from '../../lib/users/roles';
import { MAX_LISTED_ISSUES, PROBLEM_CODES } from '../../lib/errors';
import { USER } from '../../lib/users/user';
import { LOCATION } from '../../lib/locations/location';
import { AUDIT_EVENT } from '../../lib/audit/audit-event';
import { KEY_RECORD } from '../../lib/auth/key-record';
import type { Me } from '../../lib/users/me';
import { INVITATION, INVITATION_STATUSES, type Invitation } from '../../lib/invitations/invitation';
import type { CurrentInvitation } from '../../lib/invitations/invitations';
import type { AcceptedInvitation } from '../../lib/invitations/invitation-writes';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const assertSame = <T extends true>(): T => true as T;

export const AutomationRecord = recordSchema(AUTOMATION, AutomationFieldsSchema.shape);

const Verdict = z.strictObject({
  automation_uuid: Uuid.nullable().describe('Null for an automation not yet saved (a test)'),
  automation_name: z.string(),
  outcome: z.enum(['MATCHED', 'DISABLED', 'NO_TRIGGER_MATCHED', 'FILTERED_OUT', 'STALE', 'SUPPRESSED']),
  run_uuid: Uuid.nullable().describe('The run it created; null unless one was'),
  triggers: z.array(
    z.strictObject({
      index: z.number().int(),
      matched: z.boolean(),
      expected: z.string(),
      actual: z.string().nullable(),
    }),
  ),
  filters: z.array(
    z.strictObject({
      index: z.number().int(),
      passed: z.boolean(),
      expected: z.union([z.string(), z.array(z.string())]),
      actual: z.string().nullable(),
    }),
  ),
});

export const AutomationEventRecord = recordSchema(AUTOMATION_EVENT, { verdicts: z.array(Verdict) });

const DELIVERY_REASONS = [
  'missing_placeholder',
  'invalid_recipient',
  'too_long',
  'limit_exceeded',
  'provider_error',
  'rejected',
] as const;

const Delivery = z.strictObject({
  delivery_uuid: Uuid,
  action_index: z.number().int(),
  channel: z.enum(['EMAIL', 'SMS']),
  recipient: z.string(),
  subject: z.string().nullable().describe('E-mail only'),
  body: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  reason: z.enum(DELIVERY_REASONS).nullable(),
  missing: z.array(z.string()).describe('The placeholders without a value (reason `missing_placeholder`)'),
  attempts: z.number().int(),
  provider_message_id: z.string().nullable(),
  sent_at: Timestamp.nullable(),
});

export const AutomationRunRecord = recordSchema(AUTOMATION_RUN, { deliveries: z.array(Delivery) });

export const AutomationTestResult = z.strictObject({
  verdict: Verdict,
  run: z
    .strictObject({
      status: z.enum(['QUEUED', 'HELD', 'SKIPPED']),
      reason: z.enum(['outside_business_hours']).nullable(),
      due_at: Timestamp,
      deliveries: z.array(
        Delivery.omit({ delivery_uuid: true, attempts: true, provider_message_id: true, sent_at: true }),
      ),
    })
    .nullable(),
});

export const CompanyRecord = recordSchema(COMPANY);

export const UserRecord = recordSchema(USER);

export const LocationRecord = recordSchema(LOCATION);

export const AuditEventRecord = recordSchema(AUDIT_EVENT, {
  changes: z
    .record(z.string(), z.strictObject({ from: z.unknown(), to: z.unknown() }))
    .nullable()
    .describe(
      'The fields the change touched, each from its old value to its new one; `settings` only by name (both null); null when none',
    ),
});
export const KeyRecord = recordSchema(KEY_RECORD);

export const NewKeyRecord = KeyRecord.extend({
  api_key: z.string().describe('The key itself: shown only in this answer, never stored (only its hash is)'),
});

export const MeRecord = z.strictObject({
  kind: z.enum(['user', 'platform']),
  company_uuid: Uuid.nullable().describe("The caller's company; null for platform keys"),
  user: UserRecord.nullable().describe("The caller's user record; null for platform keys"),
  key: KeyRecord,
});
assertSame<Same<z.output<typeof MeRecord>, Me>>();

const InvitedRole = z.enum(COMPANY_ROLE_CODES as unknown as [CompanyRoleCode, ...CompanyRoleCode[]]);
const InvitationStatus = z.enum(INVITATION_STATUSES).describe('A pending invitation past `expires_at` is `EXPIRED`');

export const InvitationRecord = recordSchema(INVITATION).extend({ status: InvitationStatus });
assertSame<Same<z.output<typeof InvitationRecord>, Invitation>>();

export const IssuedInvitationRecord = InvitationRecord.extend({
  invitation_token: z
    .string()
    .regex(/^bo_inv_[A-Za-z0-9_-]{43}$/)
    .optional()
    .describe(
      'The secret the invitee accepts with (`Authorization: Bearer <token>`), shown only in this answer; a replay of the create (Idempotency-Key) answers without it',
    ),
});

export const CurrentInvitationRecord = z.strictObject({
  invitation_uuid: Uuid,
  status: InvitationStatus,
  email: z.string(),
  display_name: z.string(),
  role_code: InvitedRole,
  expires_at: Timestamp,
  company: z.strictObject({ company_uuid: Uuid, name: z.string(), image_url: z.string().nullable() }),
  invited_by: z
    .strictObject({ display_name: z.string() })
    .nullable()
    .describe('null for platform keys, the admin CLI, or an inviter since deleted'),
});
assertSame<Same<z.output<typeof CurrentInvitationRecord>, CurrentInvitation>>();

export const AcceptedInvitationRecord = z.strictObject({
  user: UserRecord,
  key: KeyRecord,
  api_key: z
    .string()
    .regex(/^bo_[A-Za-z0-9_-]{43}$/)
    .describe('The new key of the user, shown only in this answer'),
});
assertSame<Same<z.output<typeof AcceptedInvitationRecord>, AcceptedInvitation>>();

const CodeName = z.strictObject({ code: z.string(), name: z.string() });

export const AppDataRecord = z.strictObject({
  client_version: z.string(),
  roles: z.array(z.strictObject({ code: z.enum(ROLE_CODES), name: z.string(), description: z.string() })),
  statuses: z.array(z.strictObject({ code: z.enum(STATUS_CODES), name: z.string() })),
  company_locations: z.array(LocationRecord),
  countries: z.array(
    z.strictObject({
      country_uuid: Uuid,
      code: z.string(),
      name: z.string(),
      states: z.array(z.strictObject({ country_state_uuid: Uuid, code: z.string(), name: z.string() })),
    }),
  ),
  industries: z.array(CodeName),
  property_locations: z.array(CodeName),
  automation_catalog: z.strictObject({
    types: z.array(z.string()),
    triggers: z.strictObject({ types: z.array(z.string()), operators: z.array(z.string()) }),
    filters: z.strictObject({ types: z.array(z.string()), operators: z.array(z.string()) }),
    actions: z.array(z.string()),
  }),
});

export const SettingsFileRecord = z.strictObject({ settings_name: z.string(), url: z.url(), expires_at: Timestamp });
assertSame<Same<z.output<typeof SettingsFileRecord>, SettingsFile>>();

export const FileChangesRecord = z.strictObject({
  uploaded: z.array(z.strictObject({ uuid: Uuid, url: z.url(), content_type: z.string(), size: z.int().min(1) })),
  deleted: z.array(Uuid),
});
assertSame<Same<z.output<typeof FileChangesRecord>, FileChanges>>();

export const BillingRedirectRecord = z.strictObject({ redirect_url: z.url() });

export const ListMeta = z.strictObject({
  page: z.int().min(1),
  page_size: z.int().min(1).max(100),
  total: z.int().min(0),
  total_pages: z.int().min(0),
  sort_by: z.string(),
  sort_order: z.enum(['asc', 'desc']),
});

export const UsersListMeta = ListMeta.extend({ cached: z.boolean() });

export const Problem = z
  .strictObject({
    type: z.string(),
    title: z.string(),
    status: z.int().min(400).max(599),
    detail: z.string(),
    instance: z.string(),
    code: z.enum(Object.values(PROBLEM_CODES).flat()).describe('The problem code; each status has its own'),
    request_id: z.string(),
    user_count: z
      .int()
      .min(1)
      .optional()
      .describe('On a refused location delete: how many users and pending invitations still name the location'),
    existing_user_uuid: Uuid.optional().describe(
      'On an e-mail address taken in the company (`conflict`): the user who has it',
    ),
    invitation_uuid: Uuid.optional().describe(
      'With `existing_user_uuid`, while that user is invited: their invitation',
    ),
    errors: z
      .array(z.strictObject({ path: z.string(), code: z.string(), message: z.string() }))
      .max(MAX_LISTED_ISSUES)
      .describe(`The invalid fields, at most ${MAX_LISTED_ISSUES}; \`detail\` counts them all`)
      .optional(),
  })
  .describe('RFC 9457 problem details');
