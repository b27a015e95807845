/**
 * What every versioned, company-scoped record does the same way, declared once per entity: read
 * the record a request names (404 when absent or when the path's id is no UUID), answer it with
 * its ETag, change or delete it through the one write loop (writeVersioned: read → build →
 * If-Match → conditional write, again on a lost race), and, declared with its `insert`, create it.
 */
import { NotFoundError } from '../errors';
import { createOnce } from '../idempotency/create-once';
import { newId } from './ids';
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

/** What a company's record holds from its creation on, beside its version. */
export interface NewRecordStamp extends VersionStamp {
  company_uuid: string;
  created_at: string;
}

/** How a record is created: its id field and the write that inserts it (its conflicts and limits are its errors). */
export interface RecordInsertion<Stored, Id extends keyof Stored & string> {
  id: Id;
  insert: (record: Stored) => Promise<void>;
}

/** What a create's caller gives: the record without its id, company and stamps. */
export type NewFields<Stored extends NewRecordStamp, Id extends keyof Stored> = Omit<Stored, Id | keyof NewRecordStamp>;

export interface CreatesRecords<Stored extends NewRecordStamp, Public, Id extends keyof Stored & string> {
  /**
   * A new record of the company, version 1, `check`ed, inserted, and answered with its ETag.
   * `idempotentId`, given with an Idempotency-Key, is the same for every repeat of one request: when
   * the insert fails and a record with that id exists, an earlier attempt committed (its answer
   * lost), so that record is the answer and nothing is created twice (createOnce).
   */
  create(
    companyUuid: string,
    fields: NewFields<Stored, Id>,
    options?: { idempotentId?: string; check?: (record: Stored) => void },
  ): Promise<Versioned<Public>>;
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

export function versionedRecords<Stored extends NewRecordStamp, Public, Id extends keyof Stored & string>(
  declaration: VersionedRecordDeclaration<Stored, Public> & RecordInsertion<Stored, Id>,
): VersionedRecords<Stored, Public> & CreatesRecords<Stored, Public, Id>;
export function versionedRecords<Stored extends VersionStamp, Public>(
  declaration: VersionedRecordDeclaration<Stored, Public>,
): VersionedRecords<Stored, Public>;
export function versionedRecords<Stored extends NewRecordStamp, Public, Id extends keyof Stored & string>(
  declaration: VersionedRecordDeclaration<Stored, Public> & Partial<RecordInsertion<Stored, Id>>,
): VersionedRecords<Stored, Public> & Partial<CreatesRecords<Stored, Public, Id>> {
  const { name } = declaration;
  const read = async (request: RecordRequest): Promise<Stored> => {
    const stored = request.id === null ? undefined : await declaration.get(request.companyUuid, request.id);
    if (!stored) throw new NotFoundError(`The ${name} does not exist`);
    return stored;
  };
  const conflictDetail = `The ${name} is being changed concurrently; retry`;
  const { id, insert } = declaration;
  return {
    ...(id &&
      insert && {
        create: async (companyUuid, fields, { idempotentId, check } = {}) => {
          const now = nowIso();
          const record = {
            ...fields,
            [id]: idempotentId ?? newId(),
            company_uuid: companyUuid,
            created_at: now,
            updated_at: now,
            version: 1,
          } as unknown as Stored;
          check?.(record);
          const created = await createOnce(record, idempotentId, insert, (existing) =>
            declaration.get(companyUuid, existing),
          );
          return declaration.toVersioned(created);
        },
      }),
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
