/** settings-json's writes: an unchanged setting is not rewritten, unless its file nears the lifecycle rule's expiry (the repository and the bucket faked). */
import { createHash } from 'node:crypto';
import type { StoredCompany } from './company';
import { type SettingsFileDependencies, createSettingsFiles } from './company-settings-file';

const COMPANY = '0190f3a4-5b6c-7d8e-9f01-23456789abcd';
const NOW = new Date('2026-11-26T12:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const VALUE = { theme: 'dark' };
const HASH = createHash('sha256').update(JSON.stringify(VALUE)).digest('hex');

/** A company whose `ui` setting is VALUE, and a bucket whose file of it was written `ageDays` ago with `hash`. */
function world(file: { hash: string; ageDays: number } | undefined) {
  const puts: string[] = [];
  const deps: SettingsFileDependencies = {
    companies: { getCompany: async () => ({ company_uuid: COMPANY, settings: { ui: VALUE }, custom_settings: {} }) as unknown as StoredCompany },
    files: {
      headObject: async () =>
        file && { metadata: { 'content-sha256': file.hash }, contentType: 'application/json', size: 17, lastModified: new Date(NOW.getTime() - file.ageDays * DAY_MS) },
      putObject: async (key) => {
        puts.push(key);
      },
      presignDownload: async (key, ttlSeconds) => ({ url: `https://bucket.example/${key}`, expiresAt: new Date(NOW.getTime() + ttlSeconds * 1000) }),
    },
    urlTtlSeconds: 900,
    retentionDays: 30,
    now: () => NOW,
  };
  return { settingsFiles: createSettingsFiles(deps), puts };
}

describe('settings-json writes', () => {
  it.each([
    ['no file yet', undefined, 1],
    ['another value', { hash: 'f'.repeat(64), ageDays: 1 }, 1],
    ['the same value, written a day ago', { hash: HASH, ageDays: 1 }, 0],
    ['the same value, 27 days old', { hash: HASH, ageDays: 27 }, 0],
    // Two days before the 30-day expiry (which S3 rounds up to midnight UTC): written again, so its URL outlives it.
    ['the same value, 28 days old', { hash: HASH, ageDays: 28 }, 1],
    ['the same value, past the expiry but not yet removed', { hash: HASH, ageDays: 31 }, 1],
  ])('writes the file only when it must: %s', async (_case, file, writes) => {
    // Prepare
    const { settingsFiles, puts } = world(file);
    // Act
    const answered = await settingsFiles.exportSetting(COMPANY, 'ui');
    // Assess
    expect(puts).toHaveLength(writes);
    expect(answered.expires_at).toBe(new Date(NOW.getTime() + 900_000).toISOString());
  });
});
