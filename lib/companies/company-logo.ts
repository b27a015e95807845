/**
 * The company logo upload: PNG, JPEG, WebP or GIF by content,
 * ≤ 2 MiB, stored under `companies/<c>/logo/` and served from the public assets base URL. Removal
 * is in company-logo-removal.ts, so the delete function does not carry the content sniffing.
 */
import { config } from '../config';
import { newId } from '../data/ids';
import { StaleWriteError } from '../data/optimistic';
import { nowIso } from '../data/time';
import { AppError, NotFoundError, PayloadTooLargeError, UnsupportedMediaTypeError } from '../errors';
import { detectFileType } from '../files/content-type';
import { type FileRepository, deleteObject, putObject } from '../files/file-repository';
import { logoKey } from '../files/keys';
import { type VersionedCompany, toVersionedCompany } from './company';
import { assertIfMatch, requireCompany, retryCompanyWrite } from './company-guards';
import { type CompanyRepository, type ImageReplacement, companyRepository } from './company-repository';

export const MAX_LOGO_BYTES = 2 * 1024 * 1024;

/** The accepted logo types, as file-type names them, and the extension and Content-Type each is stored with. */
const LOGO_TYPES: Readonly<Record<string, { extension: string; contentType: string }>> = {
  'image/png': { extension: 'png', contentType: 'image/png' },
  // An animated PNG is a PNG (W3C PNG, third edition), which file-type names apart.
  'image/apng': { extension: 'png', contentType: 'image/png' },
  'image/jpeg': { extension: 'jpg', contentType: 'image/jpeg' },
  'image/webp': { extension: 'webp', contentType: 'image/webp' },
  'image/gif': { extension: 'gif', contentType: 'image/gif' },
};

// Every upload gets a new key, so the object never changes and browsers may keep it. CloudFront
// takes s-maxage as its TTL: an edge rechecks the object daily, so a deleted logo (DELETE image,
// or a replaced one) stops being served within a day rather than a year.
const LOGO_CACHE_CONTROL = 'public, max-age=31536000, s-maxage=86400, immutable';

export interface LogoUploadDependencies {
  companies: Pick<CompanyRepository, 'replaceCompanyImage' | 'readImageReplacement' | 'getCompany'>;
  files: Pick<FileRepository, 'putObject' | 'deleteObject'>;
  assetsBaseUrl: string;
}

const defaults: LogoUploadDependencies = {
  companies: companyRepository,
  files: { putObject, deleteObject },
  assetsBaseUrl: config.assetsBaseUrl,
};

/**
 * Stores a new logo, points the company at it and deletes the previous logo object. With If-Match
 * (the company's ETag, which this answer carries), nothing is stored unless it matches, and the
 * record is written only while the company is still at the version matched. A write that lost its
 * race reads the company again. If that read shows this write landed after all (its answer lost, the
 * SDK's resend refused because another write came in between), it is done. Else, still matching
 * (`*`, or a list naming its new tag) it is written at that version; otherwise 412, and the new
 * object is deleted again.
 */
export async function replaceLogo(
  companyUuid: string,
  bytes: Buffer,
  ifMatch: string | undefined,
  deps: LogoUploadDependencies = defaults,
): Promise<VersionedCompany> {
  const detected = await detectFileType(bytes);
  const type = detected ? LOGO_TYPES[detected.mime] : undefined;
  if (!type) throw new UnsupportedMediaTypeError('The logo must be a PNG, JPEG, WebP or GIF image');
  if (bytes.length > MAX_LOGO_BYTES) throw new PayloadTooLargeError(`The logo may be at most ${MAX_LOGO_BYTES} bytes`);
  const matched = ifMatch === undefined ? undefined : await requireCompany(companyUuid, deps.companies);
  if (matched) assertIfMatch(ifMatch, matched);

  const key = logoKey(companyUuid, newId(), type.extension);
  await deps.files.putObject(key, bytes, { contentType: type.contentType, cacheControl: LOGO_CACHE_CONTROL });
  let result: ImageReplacement;
  try {
    const image = { image_url: `${deps.assetsBaseUrl}/${key}`, image_key: key };
    let attempt = 0;
    result = await retryCompanyWrite(() =>
      attempt++ === 0
        ? deps.companies.replaceCompanyImage(companyUuid, image, { now: nowIso(), expectedVersion: matched?.version })
        : writeAfterLostRace(companyUuid, image, ifMatch, deps),
    );
  } catch (error) {
    result = await settleFailedReplacement(companyUuid, key, error, deps);
  }
  if (result.replacedKey && result.replacedKey !== key) {
    // The new logo is in place; an old object left behind by a failed delete is only clutter.
    await deps.files.deleteObject(result.replacedKey).catch(() => undefined);
  }
  return toVersionedCompany(result.current);
}

/**
 * The record write again after it lost a race, unless the company as it is now shows the first one
 * landed (its answer lost, the SDK's resend refused because another write came in between).
 */
async function writeAfterLostRace(
  companyUuid: string,
  image: { image_url: string; image_key: string },
  ifMatch: string | undefined,
  deps: LogoUploadDependencies,
): Promise<ImageReplacement> {
  const now = await deps.companies.readImageReplacement(companyUuid);
  if (!now) throw new NotFoundError('The company does not exist');
  if (now.current.image_key === image.image_key) return now;
  // Landed, then replaced by another upload, which deleted this object: nothing left to delete.
  if (now.replacedKey === image.image_key) return { current: now.current, replacedKey: null };
  // Not landed: If-Match is checked again against the company as it is now.
  if (ifMatch !== undefined) assertIfMatch(ifMatch, now.current);
  return deps.companies.replaceCompanyImage(companyUuid, image, {
    now: nowIso(),
    expectedVersion: now.current.version,
  });
}

/**
 * After the record write failed. A refusal (412, a missing company) wrote nothing, and the new
 * object is deleted. Otherwise the outcome is unknown: DynamoDB may have applied the write with
 * every answer lost, or may still apply it. A consistent read that shows the record naming the new
 * object means it was applied, and the replacement is finished as if it had answered. Else the
 * object stays, as it does when the read fails too: a write still on its way would otherwise name a
 * deleted object, and an unreferenced object is clutter where that is a broken logo.
 */
async function settleFailedReplacement(
  companyUuid: string,
  key: string,
  error: unknown,
  deps: LogoUploadDependencies,
): Promise<ImageReplacement> {
  if (error instanceof AppError || error instanceof StaleWriteError) {
    await deps.files.deleteObject(key).catch(() => undefined);
    throw error;
  }
  const applied = await deps.companies.readImageReplacement(companyUuid).then(
    (replacement) => (replacement?.current.image_key === key ? replacement : undefined),
    () => undefined,
  );
  if (!applied) throw error;
  return applied;
}
