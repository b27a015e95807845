/**
 * What the scripts know of the company (scripts/resources.ts): each operation's summary,
 * description and 409, and the examples of its records. No handler imports it.
 */
import {
  COMPANY as COMPANY_MODEL,
  DEFAULT_AUTOMATION_MESSAGES_PER_DAY,
  LIMITED_ENTITIES,
} from '../../lib/companies/company';
import { MAX_FILE_BYTES } from '../../lib/companies/company-files-payload';
import { COMPANY_WRITE_ATTEMPTS } from '../../lib/companies/company-guards';
import { MAX_LOGO_BYTES } from '../../lib/companies/company-logo';
import { UUID_JSON_SCHEMA } from '../../lib/data/text-schema';
import { MULTIPART_LIMITS } from '../../lib/http/multipart';
import { contractSize } from '../openapi/json';
import { type ResourceDescription } from '../resources';
import { COMPANY, US, NEW_YORK, CREATED, UPDATED } from '../openapi/examples';
import { PATCH, PUT, raced, record } from '../openapi/operations';

/** The entities with a plan limit, in words: "`automations`, `categories`, `users`, `company_locations` or `automation_messages`". */
const LIMITED = `${LIMITED_ENTITIES.slice(0, -1)
  .map((entity) => `\`${entity}\``)
  .join(', ')} or \`${LIMITED_ENTITIES.at(-1)}\``;

export const description: ResourceDescription<'companies'> = {
  record: 'CompanyRecord',
  model: COMPANY_MODEL,
  examples: {
    CompanyRecord: {
      company_uuid: COMPANY,
      name: 'Acme Plumbing',
      description: 'Residential plumbing',
      phone: '+12125550100',
      email: 'office@acme.example',
      website_url: 'https://acme.example',
      google_my_business_listing: null,
      address1: '1 Main Street',
      address2: null,
      city: 'New York',
      postal_code: '10001',
      country_uuid: US,
      country_state_uuid: NEW_YORK,
      latitude: '40.7128',
      longitude: '-74.0060',
      primary_color: '#1A2B3C',
      secondary_color: '#fff',
      image_url: `https://assets.example.com/companies/${COMPANY}/logo/0190f3a4-aa00-7b1c-8d2e-3f4a5b6c7d8e.png`,
      settings: { theme: { mode: 'dark' } },
      custom_settings: {},
      available_integration_uuids: {},
      limits: { automations: 50, categories: null, users: 25, company_locations: 5, automation_messages: null },
      created_at: CREATED,
      updated_at: UPDATED,
    },
    SettingsFileRecord: {
      settings_name: 'theme',
      url: `https://business-operations-api-prod-files.s3.us-east-1.amazonaws.com/companies/${COMPANY}/settings/theme-3f2a.json?X-Amz-Expires=900`,
      expires_at: '2026-11-22T14:20:12.000Z',
    },
    FileChangesRecord: {
      uploaded: [
        {
          uuid: '0190f3a4-5b6c-7d8e-9f01-000000000001',
          url: `https://business-operations-api-prod-files.s3.us-east-1.amazonaws.com/companies/${COMPANY}/files/0190f3a4-5b6c-7d8e-9f01-000000000001?X-Amz-Expires=900`,
          content_type: 'text/plain',
          size: 13,
        },
      ],
      deleted: ['0190f3a4-5b6c-7d8e-9f01-000000000002'],
    },
    BillingRedirectRecord: {
      redirect_url: 'https://billing.example.com/sign-in?state=eyJjIjoiMDE5MGYzYTQifQ.c2lnbmF0dXJl',
    },
  },
  requestExamples: {
    uploadCompanyImage: { image_url: '(the PNG, JPEG, WebP or GIF file)' },
    getCompanySettingsJson: { settings_name: 'theme' },
  },
  operations: {
    getCompany: {
      summary: 'Get the company',
      description:
        "The company's profile: contact and address, colours, logo URL, its settings objects and its entity `limits`. The optional query `uuid` must equal the path's id.",
      queryNotes: {
        uuid: {
          schema: { ...UUID_JSON_SCHEMA },
          note: "Optional; when given it must equal the path's company_uuid (a UUID, any letter case), else 422 `mismatch`",
        },
      },
    },
    replaceCompany: {
      summary: 'Replace the company profile',
      description: `Requires \`name\`, \`phone\`, \`email\`, \`address1\`, \`city\`, \`country_uuid\` and \`country_state_uuid\` (null only for a country without states); the phone must be valid for the country and the state must belong to it. \`website_url\` and \`google_my_business_listing\` change only through PATCH: PUT keeps them. ${PUT}`,
      conflict: `Conflict: ${raced('company', COMPANY_WRITE_ATTEMPTS)}`,
    },
    updateCompany: {
      summary: 'Update the company profile',
      description: `${PATCH} \`settings\`, \`custom_settings\` and \`available_integration_uuids\` are replaced whole (≤ 32 KiB, ≤ 8 levels; null resets to \`{}\`); a field PUT requires cannot be set to null. Cross-field rules (phone for the country, state of the country) are checked when the change touches them.`,
      conflict: `Conflict: ${raced('company', COMPANY_WRITE_ATTEMPTS)}`,
    },
    uploadCompanyImage: {
      summary: 'Upload the company logo',
      description:
        'Stores the file part `image_url` as the logo (PNG, JPEG, WebP or GIF, recognised by content; at most 2 MiB) and answers the company with its new `image_url`, a public URL. The previous logo is deleted. `If-Match` is optional.',
      // Without If-Match the logo's write has no condition to lose.
      conflict: `Conflict: ${raced('company', COMPANY_WRITE_ATTEMPTS, 'with an If-Match that each new read still matches (`*`, a list of tags)')}`,
      success: record('CompanyRecord'),
      problems: {
        tooLarge: `; or the image file is over ${contractSize(MAX_LOGO_BYTES)} (checked after its content type)`,
        invalid: `: no \`image_url\` file part, a text part or an empty file there, or over ${MULTIPART_LIMITS.parts} parts or ${MULTIPART_LIMITS.files} files`,
      },
    },
    deleteCompanyImage: {
      summary: 'Remove the company logo',
      description:
        'Deletes the logo file and sets `image_url` to null. Idempotent: without a logo it changes nothing and answers 204. `If-Match` is optional.',
      // No 409: once the logo object is deleted, clearing the record is conditioned on that object, never on a version.
      conflict: null,
      success: { status: '204', description: 'The logo is removed (idempotent)' },
    },
    uploadCompanyFiles: {
      summary: 'Upload and delete company files',
      description:
        '`items` (at most 20: `base64String`, plain base64 or a `data:<type>;base64,` URL, at most 4 MiB decoded, and its `uuid`) and `deleteItems` (at most 100 uuids), no uuid twice. Everything is validated before anything is written; deletions run only after every upload succeeded; on failure every file the company had is still there, unchanged. An existing uuid is replaced; deleting a uuid without a file is no error. Answers each stored file with a download URL valid for at most 15 minutes.',
      // No 409: the files are written as they come (a uuid replaces its file), no versioned record.
      conflict: null,
      success: {
        status: '200',
        description: 'The stored files with download URLs, and the deleted uuids',
        data: 'FileChangesRecord',
      },
      problems: {
        tooLarge: `; or a file is over ${contractSize(MAX_FILE_BYTES)} decoded`,
      },
    },
    getCompanyBilling: {
      summary: 'Hand off to billing',
      description:
        "Answers 302 to the billing provider's sign-in URL, carrying a signed, expiring `state` that names the company and the caller; the body holds the same `redirect_url`.",
      success: {
        status: '302',
        description: "The billing provider's sign-in URL with a signed state",
        data: 'BillingRedirectRecord',
        location: true,
      },
    },
    getCompanySettingsJson: {
      summary: 'Download a setting as a JSON file',
      description:
        '`settings_name` (query string or JSON body) names a top-level key of `settings` or `custom_settings` (`custom_settings` wins when both have it; neither: 404). Its value is written as a JSON file when it changed, and the answer is a download URL valid for at most 15 minutes with its `expires_at`.',
      success: {
        status: '200',
        description: 'A time-limited download URL of the setting as a JSON file',
        data: 'SettingsFileRecord',
      },
      problems: {
        notFound:
          'neither `settings` nor `custom_settings` has the top-level key `settings_name` (whatever its length)',
      },
      queryNotes: {
        settings_name: {
          note: 'A name that is no such key answers 404, whatever its length: only the URL (or the body) bounds it',
        },
      },
    },
    updateCompanyLimit: {
      summary: 'Set an entity limit',
      description: `\`entity\` is ${LIMITED} (else 404, after the body); the body is \`{"limit": <integer ≥ 0 or null>}\` (null: no limit, except for \`automation_messages\`, below). A limit below the current count is allowed: existing records stay, new ones are refused. \`automation_messages\` counts no records: it is the daily cap of automation deliveries sent per company per UTC day (past it a delivery is skipped), and its null means the default of ${DEFAULT_AUTOMATION_MESSAGES_PER_DAY.toLocaleString('en-US')}. Answers the company. Recorded in the audit trail.`,
      conflict: `Conflict: ${raced('company', COMPANY_WRITE_ATTEMPTS)}`,
      problems: {
        notFound: `\`entity\` is not ${LIMITED} (after the body is validated)`,
      },
    },
  },
};
