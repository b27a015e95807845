/**
 * Record versions and the strong ETags derived from them. Every write increments `version`;
 * conditional writes compare it, so an If-Match check and the write are one atomic step.
 */
import { createHash } from 'node:crypto';
import type { AuditContext } from '../audit/audit-context';
import { PreconditionFailedError } from '../errors';

/** A record with the strong ETag of the version it was read or written at: every versioned read and write answers this. */
export interface Versioned<Record> {
  record: Record;
  etag: string;
}

/**
 * What a request names of one versioned record: the caller's company, the path's record id as the
 * stack parsed it (null: not a UUID, so no record, 404) and If-Match.
 */
export interface RecordRequest {
  companyUuid: string;
  id: string | null;
  ifMatch?: string;
  /** Who asks, in which request: the change's audit event (absent: the admin CLI's operator). */
  audit?: AuditContext;
}

/** The strong ETag of a record at a version, e.g. `"3f2a9c0d1e4b5a67"`. */
export function etagOf(recordUuid: string, version: number): string {
  const digest = createHash('sha256').update(`${recordUuid}:${version}`).digest('base64url').slice(0, 22);
  return `"${digest}"`;
}

/** How a versioned entity is answered: its public record, the strong ETag of its version, and both. */
export interface Answers<Stored extends { version: number }, Id extends keyof Stored, Public> {
  toPublic: (stored: Stored) => Public;
  etag: (stored: Pick<Stored, Id | 'version'>) => string;
  toVersioned: (stored: Stored) => Versioned<Public>;
}

/**
 * An entity's answers from its model: the public record (the model's `toPublic` unless the entity
 * orders nested fields itself) and the ETag of its id and version.
 */
export function answersOf<Stored extends { version: number }, Id extends keyof Stored & string, Public>(
  model: { toPublic: (stored: Stored) => Public },
  id: Id,
  toPublic: (stored: Stored) => Public = (stored) => model.toPublic(stored),
): Answers<Stored, Id, Public> {
  const etag = (stored: Pick<Stored, Id | 'version'>): string => etagOf(String(stored[id]), stored.version);
  return { toPublic, etag, toVersioned: (stored) => ({ record: toPublic(stored), etag: etag(stored) }) };
}

/**
 * Whether an If-Match header matches the current ETag: `*` alone matches any existing record, a list
 * matches when any member does, and weak tags never match (comparison is strong).
 */
export function ifMatchSatisfied(ifMatch: string, currentEtag: string): boolean {
  const tags = entityTags(ifMatch);
  return tags === '*' || tags.includes(currentEtag);
}

/**
 * An If-Match or If-None-Match field: `*` when it is `*` alone, else its members, trimmed. RFC 9110
 * allows `*` only as the whole field, so a `*` inside a list is a member that matches no tag.
 */
export function entityTags(field: string): '*' | string[] {
  return field.trim() === '*' ? '*' : field.split(',').map((tag) => tag.trim());
}

/** PreconditionFailedError (412) when an If-Match was sent and does not match the current ETag. */
export function assertIfMatch(ifMatch: string | undefined, currentEtag: string): void {
  if (ifMatch !== undefined && !ifMatchSatisfied(ifMatch, currentEtag)) throw new PreconditionFailedError();
}
