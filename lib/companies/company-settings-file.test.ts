/** settings-json's writes: when a file is written, and that an older read never overwrites a newer file (the repository and the bucket faked). */
import { createHash } from 'node:crypto';
import type { StoredCompany } from './company';
import { type SettingsFileDependencies, createSettingsFiles } from './company-settings-file';
import type { ObjectHead } from '../files/file-repository';

const COMPANY = '0190f3a4-5b6c-7d8e-9f01-23456789abcd';
const NOW = new Date('2026-11-26T12:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const VALUE = { theme: 'dark' };
const HASH = createHash('sha256').update(JSON.stringify(VALUE)).digest('hex');
/** The version of the company the request reads. */
const VERSION = 5;

interface StoredFile {
  hash: string;
  ageDays: number;
  /** The company version it was written from; absent for a file from before versions were recorded. */
  version?: number;
}

/**
 * A company at VERSION whose `ui` setting is VALUE, and a bucket holding `file`. `raceOnFirstWrite`
 * is written by another request just before this request's first write lands.
 */
function world(file: StoredFile | undefined, raceOnFirstWrite?: StoredFile) {
  let stored = file && { ...file, etag: '"1"' };
  let raced = false;
  const writes: Array<{ condition: string; version: string | undefined }> = [];
  const head = (): ObjectHead | undefined =>
    stored && {
      metadata: {
        'content-sha256': stored.hash,
        ...(stored.version === undefined ? {} : { 'company-version': String(stored.version) }),
      },
      contentType: 'application/json',
      size: 17,
      lastModified: new Date(NOW.getTime() - stored.ageDays * DAY_MS),
      etag: stored.etag,
    };
  /** The conditional put: lost when another write came first. */
  const put = (condition: string, holds: () => boolean, metadata: Record<string, string> | undefined): boolean => {
    if (raceOnFirstWrite && !raced) {
      raced = true;
      stored = { ...raceOnFirstWrite, etag: '"race"' };
    }
    if (!holds()) return false;
    writes.push({ condition, version: metadata?.['company-version'] });
    stored = {
      hash: metadata?.['content-sha256'] ?? '',
      ageDays: 0,
      version: Number(metadata?.['company-version']),
      etag: `"w${writes.length}"`,
    };
    return true;
  };
  const deps: SettingsFileDependencies = {
    companies: {
      getCompany: async () =>
        ({
          company_uuid: COMPANY,
          version: VERSION,
          settings: { ui: VALUE },
          custom_settings: {},
        }) as unknown as StoredCompany,
    },
    files: {
      headObject: async () => head(),
      createObject: async (_key, _body, options) =>
        put('If-None-Match: *', () => stored === undefined, options.metadata),
      replaceObject: async (_key, etag, _body, options) =>
        put(`If-Match: ${etag}`, () => stored?.etag === etag, options.metadata),
      presignDownload: async (key, ttlSeconds) => ({
        url: `https://bucket.example/${key}`,
        expiresAt: new Date(NOW.getTime() + ttlSeconds * 1000),
      }),
    },
    urlTtlSeconds: 900,
    retentionDays: 30,
    now: () => NOW,
  };
  return { settingsFiles: createSettingsFiles(deps), writes, stored: () => stored };
}

describe('settings-json writes', () => {
  it.each([
    ['no file yet', undefined, ['If-None-Match: *']],
    ['an older company’s value', { hash: 'f'.repeat(64), ageDays: 1, version: VERSION - 1 }, ['If-Match: "1"']],
    ['a value from before versions were recorded', { hash: 'f'.repeat(64), ageDays: 1 }, ['If-Match: "1"']],
    ['this value, written a day ago', { hash: HASH, ageDays: 1, version: VERSION }, []],
    ['this value, 27 days old', { hash: HASH, ageDays: 27, version: VERSION }, []],
    // Two days before the 30-day expiry (which S3 rounds up to midnight UTC): written again, so its URL outlives it.
    ['this value, 28 days old', { hash: HASH, ageDays: 28, version: VERSION }, ['If-Match: "1"']],
    [
      'this value, past the expiry but not yet removed',
      { hash: HASH, ageDays: 31, version: VERSION },
      ['If-Match: "1"'],
    ],
    ['a newer company’s value', { hash: 'f'.repeat(64), ageDays: 1, version: VERSION + 1 }, []],
  ])('writes only when it must: %s', async (_case, file, conditions) => {
    // Prepare
    const { settingsFiles, writes } = world(file);
    // Act
    const answered = await settingsFiles.exportSetting(COMPANY, 'ui');
    // Assess
    expect(writes.map((write) => write.condition)).toEqual(conditions);
    expect(writes.every((write) => write.version === String(VERSION))).toBe(true);
    expect(answered.expires_at).toBe(new Date(NOW.getTime() + 900_000).toISOString());
  });

  it('never writes its older value over a newer one that another request wrote first', async () => {
    // Prepare: the file is stale; just before this request's write, a request that read the company later writes
    const { settingsFiles, writes, stored } = world(
      { hash: 'e'.repeat(64), ageDays: 1, version: VERSION - 1 },
      { hash: 'f'.repeat(64), ageDays: 0, version: VERSION + 1 },
    );
    // Act
    await settingsFiles.exportSetting(COMPANY, 'ui');
    // Assess
    expect(writes).toEqual([]);
    expect(stored()).toMatchObject({ hash: 'f'.repeat(64), version: VERSION + 1 });
  });

  it('writes after a lost race when what won is still older', async () => {
    const { settingsFiles, writes, stored } = world(
      { hash: 'e'.repeat(64), ageDays: 1, version: VERSION - 2 },
      { hash: 'f'.repeat(64), ageDays: 0, version: VERSION - 1 },
    );
    await settingsFiles.exportSetting(COMPANY, 'ui');
    expect(writes.map((write) => write.condition)).toEqual(['If-Match: "race"']);
    expect(stored()).toMatchObject({ hash: HASH, version: VERSION });
  });
});
