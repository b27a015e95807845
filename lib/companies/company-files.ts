/**
 * upload-base64: files given as base64 or data URLs, stored under
 * `companies/<c>/files/<uuid>`. Everything is validated before anything is written; deletions run
 * only after every upload succeeded. A new file is one conditional put; a file that replaces one is
 * written, and a file is deleted, only after a copy of it is taken. A failure anywhere (a put, a
 * copy, a deletion) removes this request's new files again and puts back every file it replaced or
 * deleted, from those copies (503); the copies are removed only once the whole request succeeded.
 * So the company's earlier files survive a failed request unchanged.
 */
// zod/mini: this function needs no more (smaller bundle).
import * as z from '../schema';
import { config } from '../config';
import { isUuid } from '../data/ids';
import { UUID_JSON_SCHEMA } from '../data/text-schema';
import { type FieldIssue, PayloadTooLargeError, ServiceUnavailableError, ValidationError } from '../errors';
import { detectFileType } from '../files/content-type';
import { randomUUID } from 'node:crypto';
import { type FileRepository, copyObject, createObject, deleteObject, headObject, presignDownload, putObject } from '../files/file-repository';
import { FILE_BACKUP_TAGGING, companyFileBackupKey, companyFileKey } from '../files/keys';

export const MAX_FILE_BYTES = 4 * 1024 * 1024;
const MAX_UPLOAD_ITEMS = 20;
const MAX_DELETE_ITEMS = 100;
const CONCURRENCY = 4;

export interface UploadedFile {
  uuid: string;
  url: string;
  content_type: string;
  size: number;
}

export interface FileChanges {
  uploaded: UploadedFile[];
  deleted: string[];
}

/** A base64 payload, decoded lazily so sizes are checked before any large allocation. */
export interface Base64Payload {
  /** The type a data URL declared (parameters kept), if any. */
  declaredType: string | undefined;
  /** The base64 text without whitespace. */
  base64: string;
  /** Decoded size in bytes. */
  size: number;
}

const DATA_URL = /^data:([^,]*?);base64,(.*)$/is;
// RFC 6838 restricted names for type, subtype and parameter names; a parameter value is a quoted
// string or a run up to the next `;`, neither holding a control character, so no
// CR/LF ever reaches a header. The stored object's header percent-encodes what is not ASCII
// (headerSafeContentType); the answer's content_type is the type as declared.
const TOKEN = '[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]*';
const CONTROL = '\\u0000-\\u001f\\u007f';

/**
 * `type/subtype;name=value…` as a regex source; a value may not hold `excluded` (nor `"`, `;` unquoted,
 * control characters). Each run of white space can be matched one way only — inside an unquoted value
 * between two words, or after the type, a value or a quoted string — so a failing match is linear:
 * were a value's spaces also a separator's, a type that failed at its end retried every split of
 * every parameter's spaces (12 s for 19 parameters).
 */
function mediaTypeSource(excluded = ''): string {
  const word = `[^;" ${excluded}${CONTROL}]+`;
  const value = `(?:"[^"${excluded}${CONTROL}]*"| *${word}(?: +${word})*)[ \\t]*`;
  return `${TOKEN}/${TOKEN}[ \\t]*(?:;[ \\t]*${TOKEN}=${value})*`;
}

// No flags: TOKEN names both cases, and case-insensitive Unicode matching would let K (U+212A)
// and ſ (U+017F) pass for k and s, which are not RFC 6838 token characters.
const MEDIA_TYPE = new RegExp(`^${mediaTypeSource()}$`);
// Bytes of UTF-8. The stored Content-Type percent-encodes what is not ASCII (headerSafeContentType),
// at most 3 characters a byte: ≤ 3 KB, inside S3's 8 KB of request headers. Counted in characters,
// 1,000 `€` made a 9 KB header, which S3 refuses (the upload answered 503 on every retry).
const MAX_MEDIA_TYPE_LENGTH = 1024;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
/**
 * What parseBase64Payload accepts, as one JSON Schema pattern (no flags): the data URL's media type
 * with its parameters, then base64 text with white space anywhere. It cannot count: that the base64
 * is a multiple of 4 characters long and holds at least one byte is left to the description.
 */
// A data URL's media type ends at its first comma (DATA_URL), so its values hold none.
// The media type's source ends with the white space it may be followed by, so none is added before `;base64`.
const BASE64_STRING_PATTERN = `^(?:[Dd][Aa][Tt][Aa]:[ \\t]*${mediaTypeSource(',')};[Bb][Aa][Ss][Ee]64,)?[\\sA-Za-z0-9+/]*(?:=\\s*){0,2}$`;

const DISTINCT_UUIDS = 'No uuid may appear twice in items and deleteItems together (in any letter case)';

/**
 * The upload-base64 request body. Its strings are checked by validateFileChanges, which reports
 * every issue in order; their rules are stated here for the OpenAPI document.
 */
export const UploadFilesBody = z.strictObject({
  items: z.documented(
    z
      .array(
        z.strictObject({
          base64String: z.documented(z.string(), {
            minLength: 4,
            pattern: BASE64_STRING_PATTERN,
            description: `Plain base64 (RFC 4648, padded to a multiple of 4 characters; white space is ignored) or a \`data:<type/subtype>;base64,\` URL (its media type at most ${MAX_MEDIA_TYPE_LENGTH} bytes in UTF-8), of a file of 1 to ${MAX_FILE_BYTES} bytes (4 MiB: ${Math.ceil(MAX_FILE_BYTES / 3) * 4} base64 characters). A larger file → 413`,
          }),
          uuid: z.documented(z.string(), UUID_JSON_SCHEMA),
        }),
      )
      .check(z.maxLength(MAX_UPLOAD_ITEMS)),
    { description: DISTINCT_UUIDS },
  ),
  deleteItems: z.documented(z.array(z.documented(z.string(), UUID_JSON_SCHEMA)).check(z.maxLength(MAX_DELETE_ITEMS)), {
    uniqueItems: true,
    description: `${DISTINCT_UUIDS}; a uuid that has no file is listed in \`deleted\` all the same`,
  }),
});
export type UploadFilesBody = z.output<typeof UploadFilesBody>;

/**
 * Parses plain base64 or a `data:<type>;base64,` URL (RFC 4648 alphabet with padding; line
 * breaks and spaces are ignored), or returns the issue that makes it invalid.
 */
export function parseBase64Payload(value: string): Base64Payload | { issue: { code: string; message: string } } {
  let declaredType: string | undefined;
  let data = value;
  if (/^data:/i.test(value)) {
    const match = DATA_URL.exec(value);
    // Bounded before any pattern runs: a trim by regex is quadratic on a long run of spaces.
    const declared = match?.[1] ?? '';
    const type = Buffer.byteLength(declared) > MAX_MEDIA_TYPE_LENGTH ? '' : declared.replace(/^[ \t]+/, '').replace(/[ \t]+$/, '');
    // RFC 2397 lets a data URL omit its media type; the API requires a type/subtype pair.
    if (!match || !MEDIA_TYPE.test(type)) {
      return { issue: { code: 'invalid_data_url', message: 'Must be plain base64 or a data:<type/subtype>;base64, URL' } };
    }
    declaredType = type;
    data = match[2] ?? '';
  }
  const base64 = data.replace(/[\s]+/g, '');
  if (base64.length % 4 !== 0 || !BASE64.test(base64)) {
    return { issue: { code: 'invalid_base64', message: 'Must be valid base64' } };
  }
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  const size = (base64.length / 4) * 3 - padding;
  if (size === 0) return { issue: { code: 'empty_file', message: 'The file is empty' } };
  return { declaredType, base64, size };
}

interface ValidItem {
  uuid: string;
  payload: Base64Payload;
}

/** Validates the whole request: 422 for any invalid uuid, duplicate or payload, then 413 for a file over 4 MiB. */
export function validateFileChanges(body: UploadFilesBody): { items: ValidItem[]; deletions: string[] } {
  const issues: FieldIssue[] = [];
  const seen = new Set<string>();
  const claim = (value: string, path: string): string => {
    if (!isUuid(value)) {
      issues.push({ path, code: 'invalid_uuid', message: 'Must be a UUID' });
      return value;
    }
    const uuid = value.toLowerCase();
    if (seen.has(uuid)) issues.push({ path, code: 'duplicate', message: 'A uuid may appear only once in items and deleteItems' });
    seen.add(uuid);
    return uuid;
  };
  const items: ValidItem[] = [];
  body.items.forEach((item, index) => {
    const uuid = claim(item.uuid, `items[${index}].uuid`);
    const parsed = parseBase64Payload(item.base64String);
    if ('issue' in parsed) issues.push({ path: `items[${index}].base64String`, ...parsed.issue });
    else items.push({ uuid, payload: parsed });
  });
  const deletions = body.deleteItems.map((value, index) => claim(value, `deleteItems[${index}]`));
  if (issues.length > 0) throw new ValidationError(issues);
  const oversized = items.findIndex((item) => item.payload.size > MAX_FILE_BYTES);
  if (oversized >= 0) throw new PayloadTooLargeError(`items[${oversized}]: a file may be at most ${MAX_FILE_BYTES} bytes`);
  return { items, deletions };
}

/** Runs `task` over `inputs` with bounded concurrency, starting no new task after a failure. */
async function runPool<T>(inputs: readonly T[], task: (input: T, index: number) => Promise<void>): Promise<{ started: T[]; error?: unknown }> {
  const started: T[] = [];
  let failure: { error: unknown } | undefined;
  let next = 0;
  const worker = async (): Promise<void> => {
    while (!failure && next < inputs.length) {
      const index = next++;
      const input = inputs[index] as T;
      started.push(input);
      try {
        await task(input, index);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, inputs.length) }, worker));
  return failure ? { started, error: failure.error } : { started };
}

export interface CompanyFilesDependencies {
  files: Pick<FileRepository, 'createObject' | 'putObject' | 'headObject' | 'copyObject' | 'deleteObject' | 'presignDownload'>;
  /** Lifetime of the download URLs (≤ 15 min). */
  urlTtlSeconds: number;
}

const defaults: CompanyFilesDependencies = {
  files: { createObject, putObject, headObject, copyObject, deleteObject, presignDownload },
  urlTtlSeconds: config.downloadUrlTtlSeconds,
};

/** The object metadata that names the request that wrote a file. */
const REQUEST_METADATA = 'upload-request';

/** What an item's upload did to its key, as far as the request knows: the rollback undoes it. */
type Attempt =
  /** The conditional put wrote the file: the key held none before. */
  | { kind: 'created' }
  /** The key held a file, copied to `backupKey` (undefined when it vanished before the copy). */
  | { kind: 'replaced'; backupKey: string | undefined }
  /** The key held a file, copied to `backupKey` before the request deleted it. */
  | { kind: 'deleted'; backupKey: string }
  /** A write failed without an answer: the key may hold this request's file. */
  | { kind: 'unknown' };

export function createCompanyFiles(deps: CompanyFilesDependencies = defaults) {
  const { files } = deps;

  /** Whether the object at `key` was written by the request `requestToken`. */
  async function writtenBy(key: string, requestToken: string): Promise<boolean> {
    return (await files.headObject(key))?.metadata[REQUEST_METADATA] === requestToken;
  }

  /** Puts back what the key held before the request: removes the request's file, or restores the replaced one. */
  async function rollBack(key: string, attempt: Attempt, requestToken: string): Promise<void> {
    if (attempt.kind === 'created') return files.deleteObject(key);
    if (attempt.kind === 'unknown') {
      if (await writtenBy(key, requestToken)) await files.deleteObject(key);
      return;
    }
    const { backupKey } = attempt;
    if (backupKey === undefined) return files.deleteObject(key);
    // A "replaced" file written by this very request is an earlier attempt whose answer was lost
    // (a deleted file never is: no uuid is both uploaded and deleted).
    if (attempt.kind === 'replaced' && (await writtenBy(backupKey, requestToken))) await files.deleteObject(key);
    // Restored without the backup's tag (a file has none), which would have the bucket's lifecycle expire it.
    else await files.copyObject(backupKey, key, '');
    await files.deleteObject(backupKey);
  }

  return {
    /**
     * Validates, uploads every item, then deletes; answers the uploads with download URLs. Every
     * file the request overwrites or deletes is copied aside first, so a failure at any step can
     * put it back; the copies go only after the last step succeeded.
     */
    async applyFileChanges(companyUuid: string, body: UploadFilesBody): Promise<FileChanges> {
      const { items, deletions } = validateFileChanges(body);
      // Filled by each upload, in item order, so the answer needs no lookup afterwards.
      const stored: Array<Omit<UploadedFile, 'url'>> = [];
      const attempts = new Map<string, Attempt>();
      const requestToken = randomUUID();
      const upload = await runPool(items, async (item, index) => {
        const key = companyFileKey(companyUuid, item.uuid);
        const bytes = Buffer.from(item.payload.base64, 'base64');
        const contentType = item.payload.declaredType ?? (await detectFileType(bytes))?.mime ?? 'application/octet-stream';
        const options = { contentType, metadata: { [REQUEST_METADATA]: requestToken } };
        attempts.set(item.uuid, { kind: 'unknown' });
        // A new file takes one conditional put; S3 refuses it when the key already holds a file.
        if (await files.createObject(key, bytes, options)) {
          attempts.set(item.uuid, { kind: 'created' });
        } else {
          // Keep the file this upload replaces until the whole request has succeeded.
          const backupKey = companyFileBackupKey(companyUuid, requestToken, item.uuid);
          const copied = await files.copyObject(key, backupKey, FILE_BACKUP_TAGGING);
          attempts.set(item.uuid, { kind: 'replaced', backupKey: copied ? backupKey : undefined });
          await files.putObject(key, bytes, options);
        }
        stored[index] = { uuid: item.uuid, content_type: contentType, size: bytes.length };
      });
      /**
       * Deletes a file once a copy of it is kept; a uuid without a file has nothing to delete nor
       * restore. HeadObject asks first: its 404 has no body, where CopyObject's is an XML error to
       * parse (≈ 0.4× an empty handler's cold start on a first invocation that deletes nothing).
       */
      const deleteFile = async (uuid: string): Promise<void> => {
        const key = companyFileKey(companyUuid, uuid);
        const backupKey = companyFileBackupKey(companyUuid, requestToken, uuid);
        if (!(await files.headObject(key))) return;
        if (!(await files.copyObject(key, backupKey, FILE_BACKUP_TAGGING))) return;
        attempts.set(uuid, { kind: 'deleted', backupKey });
        await files.deleteObject(key);
      };
      // Deletions run only once every upload succeeded.
      const outcome = 'error' in upload ? upload : await runPool(deletions, deleteFile);
      if ('error' in outcome) {
        await Promise.allSettled([...attempts].map(([uuid, attempt]) => rollBack(companyFileKey(companyUuid, uuid), attempt, requestToken)));
        throw new ServiceUnavailableError(outcome.error, 1);
      }
      // A backup left behind is harmless: the bucket's lifecycle expires it (FILE_BACKUP_TAGGING).
      const backups = [...attempts.values()].flatMap((attempt) => ('backupKey' in attempt && attempt.backupKey ? [attempt.backupKey] : []));
      await Promise.allSettled(backups.map((backupKey) => files.deleteObject(backupKey)));

      const now = new Date();
      const uploaded = await Promise.all(
        stored.map(async (file): Promise<UploadedFile> => {
          const download = await files.presignDownload(companyFileKey(companyUuid, file.uuid), deps.urlTtlSeconds, now);
          return { ...file, url: download.url };
        }),
      );
      return { uploaded, deleted: deletions };
    },
  };
}

export type CompanyFiles = ReturnType<typeof createCompanyFiles>;
export const companyFiles: CompanyFiles = /* @__PURE__ */ createCompanyFiles();
