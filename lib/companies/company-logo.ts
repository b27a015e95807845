/**
 * The company logo upload (contract §8 image endpoints): PNG, JPEG, WebP or GIF by content,
 * ≤ 2 MiB, stored under `companies/<c>/logo/` and served from the public assets base URL. Removal
 * is in company-logo-removal.ts, so the delete function does not carry the content sniffing.
 */
import { config } from '../config';
import { newId } from '../data/ids';
import { nowIso } from '../data/time';
import { PayloadTooLargeError, UnsupportedMediaTypeError } from '../errors';
import { detectFileType } from '../files/content-type';
import { type FileRepository, deleteObject, putObject } from '../files/file-repository';
import { logoKey } from '../files/keys';
import { type StoredCompany, type VersionedCompany, toVersionedCompany } from './company';
import { type CompanyRepository, companyRepository } from './company-repository';

const MAX_LOGO_BYTES = 2 * 1024 * 1024;

/** The accepted logo types and the extension each is stored with. */
const LOGO_TYPES: Readonly<Record<string, string>> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
};

// Every upload gets a new key, so the object never changes and browsers may keep it. CloudFront
// takes s-maxage as its TTL: an edge rechecks the object daily, so a deleted logo (DELETE image,
// or a replaced one) stops being served within a day rather than a year.
const LOGO_CACHE_CONTROL = 'public, max-age=31536000, s-maxage=86400, immutable';

export interface LogoUploadDependencies {
  companies: Pick<CompanyRepository, 'replaceCompanyImage'>;
  files: Pick<FileRepository, 'putObject' | 'deleteObject'>;
  assetsBaseUrl: string;
}

const defaults: LogoUploadDependencies = { companies: companyRepository, files: { putObject, deleteObject }, assetsBaseUrl: config.assetsBaseUrl };

/** Stores a new logo, points the company at it and deletes the previous logo object. */
export async function replaceLogo(companyUuid: string, bytes: Buffer, deps: LogoUploadDependencies = defaults): Promise<VersionedCompany> {
  const type = await detectFileType(bytes);
  const extension = type ? LOGO_TYPES[type.mime] : undefined;
  if (!type || !extension) throw new UnsupportedMediaTypeError('The logo must be a PNG, JPEG, WebP or GIF image');
  if (bytes.length > MAX_LOGO_BYTES) throw new PayloadTooLargeError(`The logo may be at most ${MAX_LOGO_BYTES} bytes`);

  const key = logoKey(companyUuid, newId(), extension);
  await deps.files.putObject(key, bytes, { contentType: type.mime, cacheControl: LOGO_CACHE_CONTROL });
  let result: { previous: StoredCompany; current: StoredCompany };
  try {
    result = await deps.companies.replaceCompanyImage(companyUuid, { image_url: `${deps.assetsBaseUrl}/${key}`, image_key: key }, { now: nowIso() });
  } catch (error) {
    await deps.files.deleteObject(key).catch(() => undefined);
    throw error;
  }
  const previousKey = result.previous.image_key;
  if (previousKey && previousKey !== key) {
    // The new logo is in place; an old object left behind by a failed delete is only clutter.
    await deps.files.deleteObject(previousKey).catch(() => undefined);
  }
  return toVersionedCompany(result.current);
}
