/**
 * upload-base64: files given as base64 or data URLs, stored under
 * `companies/<c>/files/<uuid>`. Everything is validated before anything is written; deletions run
 * only after every upload succeeded. A new file is one conditional put; a file that replaces one is
 * written, and a file is deleted, only after a copy of it is taken, and only while the key still
 * holds the file copied. A failure anywhere (a put, a copy, a deletion, the function's time running
 * out) removes this request's new files again and puts back every file it replaced or deleted, from
 * those copies (503), each only while the key holds what this request left there: a newer request's
 * file is never undone. The copies are removed once the request succeeded or rolled back. So the
 * company's earlier files survive a failed request unchanged; a rollback that fails
 * is logged with the key of its copy and counted (FILE_RESTORE_FAILED_METRIC).
 */
// zod/mini: this function needs no more (smaller bundle).
import * as z from '../schema';
import { config } from '../config';
import { isUuid } from '../data/ids';
import { OBJECT_WRITE_ATTEMPTS } from '../data/optimistic';
import { UUID_JSON_SCHEMA } from '../data/text-schema';
import { type FieldIssue, PayloadTooLargeError, ServiceUnavailableError, ValidationError } from '../errors';
import { detectFileType } from '../files/content-type';
import { randomUUID } from 'node:crypto';
import {
  type CallOptions,
  type FileRepository,
  copyObject,
  deleteObject,
  deleteObjectWhere,
  headObject,
  presignDownload,
  putObjectWhere,
} from '../files/file-repository';
import { FILE_BACKUP_TAGGING, companyFileBackupKey, companyFileKey } from '../files/keys';
import { logger } from '../log';
import { countEvent } from '../metrics';

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
    const type =
      Buffer.byteLength(declared) > MAX_MEDIA_TYPE_LENGTH ? '' : declared.replace(/^[ \t]+/, '').replace(/[ \t]+$/, '');
    // RFC 2397 lets a data URL omit its media type; the API requires a type/subtype pair.
    if (!match || !MEDIA_TYPE.test(type)) {
      return {
        issue: { code: 'invalid_data_url', message: 'Must be plain base64 or a data:<type/subtype>;base64, URL' },
      };
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
    if (seen.has(uuid))
      issues.push({ path, code: 'duplicate', message: 'A uuid may appear only once in items and deleteItems' });
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
  if (oversized >= 0)
    throw new PayloadTooLargeError(`items[${oversized}]: a file may be at most ${MAX_FILE_BYTES} bytes`);
  return { items, deletions };
}

/** Runs `task` over `inputs` with bounded concurrency, starting no new task after a failure. */
async function runPool<T>(
  inputs: readonly T[],
  task: (input: T, index: number) => Promise<void>,
): Promise<{ started: T[]; error?: unknown }> {
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

/** The metric counting failed rollbacks (one per file), which the template alarms on (serverless/observability.cjs). */
export const FILE_RESTORE_FAILED_METRIC = 'file_restore_failed';

/** One item's rollback that failed: the file may differ from what it was before the request. */
export interface RollbackFailure {
  companyUuid: string;
  fileKey: string;
  /** Where the file as it was before the request is kept (≥ 7 days), or null for a file the request added. */
  backupKey: string | null;
  requestToken: string;
  error: unknown;
}

export interface CompanyFilesDependencies {
  files: Pick<
    FileRepository,
    'putObjectWhere' | 'headObject' | 'copyObject' | 'deleteObject' | 'deleteObjectWhere' | 'presignDownload'
  >;
  /** Lifetime of the download URLs (≤ 15 min). */
  urlTtlSeconds: number;
  /**
   * Milliseconds before the function is stopped at which no new S3 work starts and calls under way
   * are abandoned, kept for the rollback: it makes 2–4 calls a file, and one S3 call that meets a
   * lost connection may take 2.5 s before its retry (lib/aws/s3.ts).
   */
  rollbackReserveMs: number;
  /** Milliseconds before the function is stopped at which the rollback itself is abandoned: time to log and answer. */
  answerMarginMs: number;
  /** Records a failed rollback (a log line with the backup key, a metric the template alarms on). */
  reportRollbackFailure: (failure: RollbackFailure) => void;
}

/** A log line an operator can restore from, and the metric `file_restore_failed`, which the template alarms on. */
function reportRollbackFailure(failure: RollbackFailure): void {
  logger.error('file rollback failed', {
    company_uuid: failure.companyUuid,
    file_key: failure.fileKey,
    backup_key: failure.backupKey,
    upload_request: failure.requestToken,
    error: failure.error instanceof Error ? failure.error : new Error(String(failure.error)),
  });
  countEvent(FILE_RESTORE_FAILED_METRIC);
}

const defaults: CompanyFilesDependencies = {
  files: { putObjectWhere, headObject, copyObject, deleteObject, deleteObjectWhere, presignDownload },
  urlTtlSeconds: config.downloadUrlTtlSeconds,
  rollbackReserveMs: 8_000,
  answerMarginMs: 500,
  reportRollbackFailure,
};

/** The object metadata that names the request that wrote a file. */
const REQUEST_METADATA = 'upload-request';

/** What an item did to its key, as far as the request knows: the rollback undoes it. */
type Attempt =
  /** The key held no file (or only this request's own, whose first answer was lost): a file of this request there is removed. */
  | { kind: 'new' }
  /** The key held a file, copied to `backupKey`: a file of this request there is replaced by the copy. */
  | { kind: 'replaced'; backupKey: string }
  /** The key held a file, copied to `backupKey` before the request deleted it: the copy comes back while the key is empty. */
  | { kind: 'deleted'; backupKey: string };

/** The time an upload-base64 request may spend: `remainingMs` is Lambda's getRemainingTimeInMillis. */
export interface TimeBudget {
  remainingMs: () => number;
}

/** An AbortSignal that fires once `remainingMs()` is at most `thresholdMs`, re-reading the clock rather than trusting one timer. */
function abortAt(remainingMs: () => number, thresholdMs: number, controller: AbortController): () => void {
  let timer: NodeJS.Timeout | undefined;
  const check = (): void => {
    const left = remainingMs() - thresholdMs;
    if (left <= 0) controller.abort(new Error(`the function has ${thresholdMs} ms left`));
    else if (Number.isFinite(left)) timer = setTimeout(check, Math.min(left, 2 ** 31 - 1)).unref();
  };
  check();
  return () => clearTimeout(timer);
}

/**
 * The request's two deadlines: forward work (every upload and deletion) stops once the rollback's
 * reserve is all that remains; the rollback stops at the answer's margin.
 */
function startBudget(time: TimeBudget, reserveMs: number, marginMs: number) {
  const forward = new AbortController();
  const rollback = new AbortController();
  const stops = [abortAt(time.remainingMs, reserveMs, forward), abortAt(time.remainingMs, marginMs, rollback)];
  return {
    forward: forward.signal,
    rollback: rollback.signal,
    /**
     * Throws once only the reserve remains, so no forward call starts. Calls under way are abandoned
     * by the deadline's timer alone: one abandoned here, its request already sent, could still land
     * after the rollback had looked at its key.
     */
    check(): void {
      if (forward.signal.aborted || time.remainingMs() <= reserveMs) {
        throw new Error('upload-base64 ran out of time: stopped to roll back', {
          cause: forward.signal.reason ?? new Error(`the function has ${reserveMs} ms left, kept for the rollback`),
        });
      }
    },
    stop(): void {
      for (const stop of stops) stop();
    },
  };
}

/** upload-base64 over `overrides` of the production dependencies (tests inject failing S3 clients and clocks). */
export function createCompanyFiles(overrides: Partial<CompanyFilesDependencies> = {}) {
  const deps: CompanyFilesDependencies = { ...defaults, ...overrides };
  const { files } = deps;

  return {
    /**
     * Validates, uploads every item, then deletes; answers the uploads with download URLs. Every
     * file the request overwrites or deletes is copied aside first, and each write is conditional
     * on the key still holding what the request saw, so a failure at any step (or the time budget
     * running out) can put back exactly what this request changed and nothing a newer request wrote.
     */
    async applyFileChanges(
      companyUuid: string,
      body: UploadFilesBody,
      time: TimeBudget = { remainingMs: () => Infinity },
    ): Promise<FileChanges> {
      const { items, deletions } = validateFileChanges(body);
      // Filled by each upload, in item order, so the answer needs no lookup afterwards.
      const stored: Array<Omit<UploadedFile, 'url'>> = [];
      const attempts = new Map<string, Attempt>();
      const backups = new Set<string>();
      const requestToken = randomUUID();
      const budget = startBudget(time, deps.rollbackReserveMs, deps.answerMarginMs);
      /** A forward S3 call's options: none starts once the budget is spent, and one under way is abandoned then. */
      const forward = (conditions: CallOptions = {}): CallOptions => {
        budget.check();
        return { ...conditions, signal: budget.forward };
      };
      /** Copies the file at `key`, the object of `etag`, aside; false when it changed or went first. */
      const backUp = async (uuid: string, key: string, etag: string): Promise<string | undefined> => {
        const backupKey = companyFileBackupKey(companyUuid, requestToken, uuid);
        if (
          (await files.copyObject(key, backupKey, FILE_BACKUP_TAGGING, forward({ sourceIfMatch: etag }))) !== 'copied'
        )
          return undefined;
        backups.add(backupKey);
        return backupKey;
      };

      try {
        const upload = await runPool(items, async (item, index) => {
          const key = companyFileKey(companyUuid, item.uuid);
          const bytes = Buffer.from(item.payload.base64, 'base64');
          const contentType =
            item.payload.declaredType ?? (await detectFileType(bytes))?.mime ?? 'application/octet-stream';
          const options = { contentType, metadata: { [REQUEST_METADATA]: requestToken } };
          for (let race = 0; ; race++) {
            if (race === OBJECT_WRITE_ATTEMPTS) throw new Error(`${key} kept changing under the request`);
            attempts.set(item.uuid, { kind: 'new' });
            // A new file takes one conditional put; S3 refuses it when the key already holds a file.
            if ((await files.putObjectWhere(key, bytes, options, forward({ ifNoneMatch: '*' }))) !== undefined) break;
            const current = await files.headObject(key, forward());
            if (!current) continue;
            // This request's own put, written though its answer was lost: the key held no file before.
            if (current.metadata[REQUEST_METADATA] === requestToken) break;
            if (!current.etag) throw new Error(`${key} has no ETag`);
            const backupKey = await backUp(item.uuid, key, current.etag);
            if (!backupKey) continue;
            attempts.set(item.uuid, { kind: 'replaced', backupKey });
            // Only over the file just copied aside: one written since (another request's) is not overwritten unseen.
            if ((await files.putObjectWhere(key, bytes, options, forward({ ifMatch: current.etag }))) !== undefined)
              break;
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
          for (let race = 0; race < OBJECT_WRITE_ATTEMPTS; race++) {
            const current = await files.headObject(key, forward());
            if (!current) return;
            if (!current.etag) throw new Error(`${key} has no ETag`);
            const backupKey = await backUp(uuid, key, current.etag);
            if (!backupKey) continue;
            attempts.set(uuid, { kind: 'deleted', backupKey });
            if (await files.deleteObjectWhere(key, { ...forward(), ifMatch: current.etag })) return;
          }
          throw new Error(`${key} kept changing under the request`);
        };
        // Deletions run only once every upload succeeded.
        const outcome = 'error' in upload ? upload : await runPool(deletions, deleteFile);
        if ('error' in outcome) {
          await rollBackAll(attempts);
          throw new ServiceUnavailableError(outcome.error, 1);
        }
        // A backup left behind is harmless: the bucket's lifecycle expires it (FILE_BACKUP_TAGGING).
        await Promise.allSettled(
          [...backups].map((backupKey) => files.deleteObject(backupKey, { signal: budget.rollback })),
        );
      } finally {
        budget.stop();
      }

      const now = new Date();
      const uploaded = await Promise.all(
        stored.map(async (file): Promise<UploadedFile> => {
          const download = await files.presignDownload(companyFileKey(companyUuid, file.uuid), deps.urlTtlSeconds, now);
          return { ...file, url: download.url };
        }),
      );
      return { uploaded, deleted: deletions };

      /**
       * Puts back what each key held before the request, where the key still holds what this request
       * left there; a failure is reported with the key of the copy an operator restores from. The
       * copies are kept when a call was abandoned at the deadline: its write may still land.
       */
      async function rollBackAll(undo: Map<string, Attempt>): Promise<void> {
        const keepBackups = budget.forward.aborted;
        await Promise.all(
          [...undo].map(async ([uuid, attempt]) => {
            const fileKey = companyFileKey(companyUuid, uuid);
            const backupKey = attempt.kind === 'new' ? null : attempt.backupKey;
            try {
              await rollBack(fileKey, attempt, budget.rollback);
            } catch (error) {
              deps.reportRollbackFailure({ companyUuid, fileKey, backupKey, requestToken, error });
              if (backupKey) backups.delete(backupKey);
            }
          }),
        );
        if (!keepBackups)
          await Promise.allSettled(
            [...backups].map((backupKey) => files.deleteObject(backupKey, { signal: budget.rollback })),
          );
      }

      /** Undoes one item, each write conditional on the key holding what the request saw (S3 conditional writes and deletes). */
      async function rollBack(key: string, attempt: Attempt, signal: AbortSignal): Promise<void> {
        const current = await files.headObject(key, { signal });
        if (attempt.kind === 'deleted') {
          // A file there now is a newer request's (or the deletion never happened): it stays.
          if (current) return;
          const restored = await files.copyObject(attempt.backupKey, key, '', { signal, ifNoneMatch: '*' });
          if (restored === 'missing') throw new Error(`the backup ${attempt.backupKey} is missing`);
          return;
        }
        // Not this request's file (its write never landed, or a newer request's write followed): nothing to undo.
        if (!current?.etag || current.metadata[REQUEST_METADATA] !== requestToken) return;
        if (attempt.kind === 'new') {
          await files.deleteObjectWhere(key, { signal, ifMatch: current.etag });
          return;
        }
        // Restored without the backup's tag (a file has none), which would have the bucket's lifecycle expire it.
        const restored = await files.copyObject(attempt.backupKey, key, '', { signal, ifMatch: current.etag });
        // NoSuchKey: the backup is gone, or a newer request deleted the file after the HEAD (which then stays deleted).
        if (restored === 'missing' && !(await files.headObject(attempt.backupKey, { signal })))
          throw new Error(`the backup ${attempt.backupKey} is missing`);
      }
    },
  };
}

export type CompanyFiles = ReturnType<typeof createCompanyFiles>;
export const companyFiles: CompanyFiles = /* @__PURE__ */ createCompanyFiles();
