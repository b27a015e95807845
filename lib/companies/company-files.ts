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
 * The body and its checks are lib/companies/company-files-payload.ts; the deadlines and the pool of
 * S3 tasks, lib/companies/company-files-budget.ts.
 */
import { config } from '../config';
import { OBJECT_WRITE_ATTEMPTS } from '../data/optimistic';
import { ServiceUnavailableError } from '../errors';
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
import { type TimeBudget, runPool, startBudget } from './company-files-budget';
import { type UploadFilesBody, validateFileChanges } from './company-files-payload';

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
