/**
 * What every versioned, company-scoped record does the same way, declared once per entity: read
 * the record a request names (404 when absent or when the path's id is no UUID), answer it with
 * its ETag, and change or delete it through the one write loop (writeVersioned: read → build →
 * If-Match → conditional write, again on a lost race).
 */
import { NotFoundError } from '../errors';
import { writeVersioned } from './optimistic';
import { nowIso } from './time';
import type { RecordRequest, Versioned } from './versioning';
import { sameJson } from './same-json';

/** The fields the toolkit maintains on every stored version. */
export interface VersionStamp {
  version: number;
  updated_at: string;
}

export interface VersionedRecordDeclaration<Stored extends VersionStamp, Public> {
  /** What the record is called in its 404 and 409 details (`category`). */
  name: string;
  /** The stored record of a company by its uuid (undefined when absent). */
  get: (companyUuid: string, uuid: string) => Promise<Stored | undefined>;
  /** The record's strong ETag. */
  etag: (stored: Stored) => string;
  /** The answer: the public fields and the ETag. */
  toVersioned: (stored: Stored) => Versioned<Public>;
  /** Writes `next` on condition that `current` is still stored (StaleWriteError otherwise). */
  save: (current: Stored, next: Stored) => Promise<void>;
  /** Deletes `current` on the same condition. */
  erase: (current: Stored) => Promise<void>;
}

export interface VersionedRecords<Stored extends VersionStamp, Public> {
  /** The record a request names, answered with its ETag. */
  get(request: RecordRequest): Promise<Versioned<Public>>;
  /**
   * A new version: `change(current)` merged over the record, stamped (`updated_at`, `version`),
   * checked by `check` (its 422 precedes If-Match's 412), and saved under the version condition.
   * With `unchangedWritesNothing`, a change whose fields all equal the stored ones answers the
   * record as it is (If-Match still checked), writing nothing.
   */
  edit(
    request: RecordRequest,
    change: (current: Stored) => Partial<Stored>,
    check?: (next: Stored) => void,
    options?: { unchangedWritesNothing?: boolean },
  ): Promise<Versioned<Public>>;
  /** Deletes the record, on the same conditions as `edit`. */
  remove(request: RecordRequest): Promise<void>;
}

/** Whether every field of `changes` holds the value `current` has (JSON-equal). */
function changesNothing<Stored extends object>(current: Stored, changes: Partial<Stored>): boolean {
  return (Object.keys(changes) as Array<keyof Stored>).every((field) => sameJson(changes[field], current[field]));
}

export function versionedRecords<Stored extends VersionStamp, Public>(
  declaration: VersionedRecordDeclaration<Stored, Public>,
): VersionedRecords<Stored, Public> {
  const { name } = declaration;
  const read = async (request: RecordRequest): Promise<Stored> => {
    const stored = request.id === null ? undefined : await declaration.get(request.companyUuid, request.id);
    if (!stored) throw new NotFoundError(`The ${name} does not exist`);
    return stored;
  };
  const conflictDetail = `The ${name} is being changed concurrently; retry`;
  return {
    get: async (request) => declaration.toVersioned(await read(request)),
    edit: (request, change, check, options = {}) =>
      writeVersioned({
        read: () => read(request),
        etag: declaration.etag,
        ifMatch: request.ifMatch,
        build: (current): Stored => {
          const changes = change(current);
          const next: Stored = { ...current, ...changes, updated_at: nowIso(), version: current.version + 1 };
          check?.(next);
          return options.unchangedWritesNothing && changesNothing(current, changes) ? current : next;
        },
        write: async (current, next) => {
          if (next !== current) await declaration.save(current, next);
          return declaration.toVersioned(next);
        },
        conflictDetail,
      }),
    remove: (request) =>
      writeVersioned({
        read: () => read(request),
        etag: declaration.etag,
        ifMatch: request.ifMatch,
        build: () => undefined,
        write: declaration.erase,
        conflictDetail,
      }),
  };
}
