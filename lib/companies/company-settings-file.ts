/**
 * settings-json: one top-level setting written as a JSON file under
 * `companies/<c>/settings/` and handed out through a short-lived download URL. The object carries
 * the SHA-256 of its content in its metadata, so an unchanged setting is not rewritten — until the
 * file nears the age at which the bucket's lifecycle rule deletes it: S3 counts that age from the
 * last write, and removes an expired object at some point after, so a URL handed out for a file
 * past its expiry could stop working before `expires_at`.
 *
 * It also carries the version of the company its content was read from, and a write is
 * conditioned on the file it replaces (S3's If-Match, or If-None-Match for a first file): a
 * request that read the company before a change never writes the older value over the newer one a
 * later request wrote. It serves the newer file instead, and after a lost race it looks again.
 * One case is left: a setting changed and changed back, whose later reader finds its value already
 * stored and writes nothing, so an earlier reader of the middle value can still write it (S3's ETag
 * is the content's MD5, blind to the version in the metadata); the next change repairs it.
 */
import { createHash } from 'node:crypto';
// zod/mini: this function needs no more (smaller bundle).
import * as z from '../schema';
import { config } from '../config';
import { OBJECT_WRITE_ATTEMPTS } from '../data/optimistic';
import { NotFoundError } from '../errors';
import { requireCompany } from './company-guards';
import {
  type FileRepository,
  type ObjectHead,
  createObject,
  headObject,
  presignDownload,
  replaceObject,
} from '../files/file-repository';
import { settingsFileKey } from '../files/keys';
import { type CompanyRepository, companyRepository } from './company-repository';

/** Query (and, merged under it, JSON body) of settings-json. */
export const SettingsJsonQuery = z.object({
  settings_name: z.documented(
    z.string({ message: 'A settings_name string is required' }).check(z.minLength(1, { message: 'Must not be empty' })),
    {
      description:
        "Required, in the query string or in the JSON body (the query wins): a top-level key of the company's `settings` or `custom_settings` (which wins when both have it)",
    },
  ),
});
export type SettingsJsonQuery = z.output<typeof SettingsJsonQuery>;

export interface SettingsFile {
  settings_name: string;
  url: string;
  expires_at: string;
}

const CONTENT_HASH_METADATA = 'content-sha256';
const COMPANY_VERSION_METADATA = 'company-version';

export interface SettingsFileDependencies {
  companies: Pick<CompanyRepository, 'getCompany'>;
  files: Pick<FileRepository, 'headObject' | 'createObject' | 'replaceObject' | 'presignDownload'>;
  /** Lifetime of the download URL (≤ 15 min). */
  urlTtlSeconds: number;
  /** The lifecycle rule's expiry of these files, in days. */
  retentionDays: number;
  now: () => Date;
}

const defaults: SettingsFileDependencies = {
  companies: companyRepository,
  files: { headObject, createObject, replaceObject, presignDownload },
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

/**
 * Whether the file must be written: there is none, it holds an older company's value (a file from
 * before versions were recorded counts as older), or it holds this value but nears its expiry. A
 * file written from a newer company is left as it is.
 */
function needsWrite(
  existing: ObjectHead | undefined,
  hash: string,
  companyVersion: number,
  deps: Pick<SettingsFileDependencies, 'now' | 'retentionDays'>,
): boolean {
  if (!existing) return true;
  const storedVersion = Number(existing.metadata[COMPANY_VERSION_METADATA] ?? -1);
  if (storedVersion > companyVersion) return false;
  if (existing.metadata[CONTENT_HASH_METADATA] !== hash) return true;
  const refreshBefore = deps.now().getTime() - (deps.retentionDays - REFRESH_MARGIN_DAYS) * DAY_MS;
  return (existing.lastModified?.getTime() ?? 0) <= refreshBefore;
}

export function createSettingsFiles(deps: SettingsFileDependencies = defaults) {
  return {
    /** Writes the setting's file when its content changed and returns a download URL for it. */
    async exportSetting(companyUuid: string, settingsName: string): Promise<SettingsFile> {
      const company = await requireCompany(companyUuid, deps.companies);
      // custom_settings wins when both objects have the key.
      const source = [company.custom_settings, company.settings].find((settings) =>
        Object.hasOwn(settings, settingsName),
      );
      if (!source) throw new NotFoundError(`No setting named "${settingsName}"`);

      const content = Buffer.from(JSON.stringify(source[settingsName]), 'utf8');
      const hash = createHash('sha256').update(content).digest('hex');
      const key = settingsFileKey(companyUuid, settingsName);
      const options = {
        contentType: 'application/json',
        metadata: { [CONTENT_HASH_METADATA]: hash, [COMPANY_VERSION_METADATA]: String(company.version) },
        // The bucket's lifecycle rule expires generated files by this tag; a missing file is regenerated.
        tagging: 'generated=settings-json',
      };
      for (let attempt = 1; attempt <= OBJECT_WRITE_ATTEMPTS; attempt++) {
        const existing = await deps.files.headObject(key);
        if (!needsWrite(existing, hash, company.version, deps)) break;
        const written = existing?.etag
          ? await deps.files.replaceObject(key, existing.etag, content, options)
          : await deps.files.createObject(key, content, options);
        if (written) break;
      }
      const download = await deps.files.presignDownload(key, deps.urlTtlSeconds);
      return { settings_name: settingsName, url: download.url, expires_at: download.expiresAt.toISOString() };
    },
  };
}

export type SettingsFiles = ReturnType<typeof createSettingsFiles>;
export const settingsFiles: SettingsFiles = /* @__PURE__ */ createSettingsFiles();
