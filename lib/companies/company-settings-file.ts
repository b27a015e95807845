/**
 * settings-json (contract §8): one top-level setting written as a JSON file under
 * `companies/<c>/settings/` and handed out through a short-lived download URL. The object carries
 * the SHA-256 of its content in its metadata, so an unchanged setting is not rewritten — until the
 * file nears the age at which the bucket's lifecycle rule deletes it: S3 counts that age from the
 * last write, and removes an expired object at some point after, so a URL handed out for a file
 * past its expiry could stop working before `expires_at`.
 */
import { createHash } from 'node:crypto';
// zod/mini: this function needs no more (smaller bundle).
import * as z from '../schema';
import { config } from '../config';
import { NotFoundError } from '../errors';
import { requireCompany } from './company-guards';
import { type FileRepository, headObject, presignDownload, putObject } from '../files/file-repository';
import { settingsFileKey } from '../files/keys';
import { type CompanyRepository, companyRepository } from './company-repository';

/** Query (and, merged under it, JSON body) of settings-json. */
export const SettingsJsonQuery = z.object({
  settings_name: z.documented(z.string({ message: 'A settings_name string is required' }).check(z.minLength(1, { message: 'Must not be empty' })), {
    description: "Required, in the query string or in the JSON body (the query wins): a top-level key of the company's `settings` or `custom_settings` (which wins when both have it)",
  }),
});
export type SettingsJsonQuery = z.output<typeof SettingsJsonQuery>;

export interface SettingsFile {
  settings_name: string;
  url: string;
  expires_at: string;
}

const CONTENT_HASH_METADATA = 'content-sha256';

export interface SettingsFileDependencies {
  companies: Pick<CompanyRepository, 'getCompany'>;
  files: Pick<FileRepository, 'headObject' | 'putObject' | 'presignDownload'>;
  /** Lifetime of the download URL (≤ 15 min). */
  urlTtlSeconds: number;
  /** The lifecycle rule's expiry of these files, in days. */
  retentionDays: number;
  now: () => Date;
}

const defaults: SettingsFileDependencies = {
  companies: companyRepository,
  files: { headObject, putObject, presignDownload },
  urlTtlSeconds: config.downloadUrlTtlSeconds,
  retentionDays: config.settingsFileRetentionDays,
  now: () => new Date(),
};

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * Days before its expiry that a file is written again: S3 rounds an expiry up to the next midnight
 * UTC, so two days keep any file a request hands out at least a day from it.
 */
const REFRESH_MARGIN_DAYS = 2;

export function createSettingsFiles(deps: SettingsFileDependencies = defaults) {
  return {
    /** Writes the setting's file when its content changed and returns a download URL for it. */
    async exportSetting(companyUuid: string, settingsName: string): Promise<SettingsFile> {
      const company = await requireCompany(companyUuid, deps.companies);
      // custom_settings wins when both objects have the key.
      const source = [company.custom_settings, company.settings].find((settings) => Object.hasOwn(settings, settingsName));
      if (!source) throw new NotFoundError(`No setting named "${settingsName}"`);

      const content = Buffer.from(JSON.stringify(source[settingsName]), 'utf8');
      const hash = createHash('sha256').update(content).digest('hex');
      const key = settingsFileKey(companyUuid, settingsName);
      const existing = await deps.files.headObject(key);
      const refreshBefore = deps.now().getTime() - (deps.retentionDays - REFRESH_MARGIN_DAYS) * DAY_MS;
      const nearingExpiry = (existing?.lastModified?.getTime() ?? 0) <= refreshBefore;
      if (existing?.metadata[CONTENT_HASH_METADATA] !== hash || nearingExpiry) {
        await deps.files.putObject(key, content, {
          contentType: 'application/json',
          metadata: { [CONTENT_HASH_METADATA]: hash },
          // The bucket's lifecycle rule expires generated files by this tag; a missing file is regenerated.
          tagging: 'generated=settings-json',
        });
      }
      const download = await deps.files.presignDownload(key, deps.urlTtlSeconds);
      return { settings_name: settingsName, url: download.url, expires_at: download.expiresAt.toISOString() };
    },
  };
}

export type SettingsFiles = ReturnType<typeof createSettingsFiles>;
export const settingsFiles: SettingsFiles = /* @__PURE__ */ createSettingsFiles();
