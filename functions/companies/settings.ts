/**
 * The deploy settings of the companies routes where they differ from the defaults
 * (lib/http/route-settings.ts merges every resource's). Deploy-only: no handler imports it.
 */
import { AUDIT_WRITE, KEY_EXISTENCE, type ResourceSettings } from '../../lib/http/deploy-settings';

export const settings = {
  // One conditional UpdateItem of the company item.
  replaceCompany: { access: { table: { 'COMPANY#*': ['UpdateItem'] } } },
  updateCompany: { access: { table: { 'COMPANY#*': ['UpdateItem'] } } },
  // The new logo is written and the company updated, the old logo deleted.
  uploadCompanyImage: {
    runtime: { memorySize: 1024, timeout: 28 },
    access: {
      table: { 'COMPANY#*': ['UpdateItem'] },
      objects: { 'companies/*/logo/*': ['s3:PutObject', 's3:DeleteObject'] },
    },
  },
  deleteCompanyImage: {
    access: { table: { 'COMPANY#*': ['UpdateItem'] }, objects: { 'companies/*/logo/*': ['s3:DeleteObject'] } },
  },
  // Reads the company only. GetObject: the answer's time-limited download URLs are signed with this
  // role, and the copy of a replaced file (CopyObject reads its source); the backups are written
  // tagged, restored and deleted.
  uploadCompanyFiles: {
    runtime: { memorySize: 1536, timeout: 28 },
    access: {
      bucket: KEY_EXISTENCE,
      objects: {
        'companies/*/files/*': ['s3:PutObject', 's3:DeleteObject', 's3:GetObject'],
        'companies/*/file-backups/*': ['s3:PutObject', 's3:PutObjectTagging', 's3:GetObject', 's3:DeleteObject'],
      },
    },
  },
  // The HMAC secret of the signed state, read at run time: the secret the stage parameter names.
  getCompanyBilling: {
    environment: {
      BILLING_SIGN_IN_URL: '${param:billingSignInUrl}',
      BILLING_STATE_SECRET_ID: '${param:billingStateSecretId}',
    },
    access: { secretParameter: 'billingStateSecretId' },
  },
  // The bucket's lifecycle expires its files after SETTINGS_FILE_RETENTION_DAYS; the function
  // rewrites one before. GetObject: HeadObject (unchanged?) and the signed download URL;
  // PutObjectTagging: the lifecycle tag.
  getCompanySettingsJson: {
    runtime: { memorySize: 512, timeout: 15 },
    environment: { SETTINGS_FILE_RETENTION_DAYS: '${param:settingsFileRetentionDays}' },
    access: {
      bucket: KEY_EXISTENCE,
      objects: { 'companies/*/settings/*': ['s3:GetObject', 's3:PutObject', 's3:PutObjectTagging'] },
    },
  },
  // The company's and its quota item's Updates, and the limit's audit event.
  updateCompanyLimit: { access: { table: { 'COMPANY#*': ['UpdateItem'], 'AUDIT#*': AUDIT_WRITE } } },
} as const satisfies ResourceSettings<'companies'>;
