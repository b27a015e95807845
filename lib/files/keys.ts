/**
 * The S3 key layout: every object of a company lives under `companies/<company_uuid>/`, and only
 * these builders make keys, from server-side values (uuids, hashes), never from client paths.
 */
import { createHash } from 'node:crypto';

/** The prefix that holds everything a company stores. */
function companyPrefix(companyUuid: string): string {
  return `companies/${companyUuid.toLowerCase()}/`;
}

/** A logo object: `companies/<c>/logo/<uuid>.<ext>`. */
export function logoKey(companyUuid: string, logoUuid: string, extension: string): string {
  return `${companyPrefix(companyUuid)}logo/${logoUuid.toLowerCase()}.${extension}`;
}

/** An upload-base64 file: `companies/<c>/files/<uuid>`. */
export function companyFileKey(companyUuid: string, fileUuid: string): string {
  return `${companyPrefix(companyUuid)}files/${fileUuid.toLowerCase()}`;
}

/**
 * The copy an upload-base64 request keeps of a file it replaces, until it succeeds:
 * `companies/<c>/file-backups/<request token>/<uuid>`.
 */
export function companyFileBackupKey(companyUuid: string, requestToken: string, fileUuid: string): string {
  return `${companyPrefix(companyUuid)}file-backups/${requestToken}/${fileUuid.toLowerCase()}`;
}

/** The tag of file backups: the bucket's lifecycle expires any a crashed request left behind. */
export const FILE_BACKUP_TAGGING = 'backup=upload-base64';

/**
 * The bytes a setting name is hashed from, one sequence per name: its UTF-8, or, for a name with a
 * lone surrogate (a JSON key may hold one, `"\udc00"`), which UTF-8 would write as U+FFFD like the
 * character itself, 0xFF (never in UTF-8) and its UTF-16 code units.
 */
function nameBytes(name: string): Buffer {
  if (!/[\uD800-\uDFFF]/u.test(name)) return Buffer.from(name, 'utf8');
  return Buffer.concat([Buffer.from([0xff]), Buffer.from(name, 'utf16le')]);
}

/**
 * A settings-json file: `companies/<c>/settings/<slug>-<hash>.json`. A setting name is any JSON
 * key, so the key carries a readable slug of it plus a hash of the full name that keeps it unique.
 */
export function settingsFileKey(companyUuid: string, settingsName: string): string {
  const slug = settingsName.replace(/[^A-Za-z0-9_-]+/g, '_').slice(0, 64) || 'setting';
  const hash = createHash('sha256').update(nameBytes(settingsName)).digest('hex').slice(0, 16);
  return `${companyPrefix(companyUuid)}settings/${slug}-${hash}.json`;
}
