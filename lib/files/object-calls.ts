/**
 * What the file accesses (file-repository.ts) take and answer: a put's options, an object's head,
 * the conditions and the cancellation a call carries (S3's conditional writes, copies and deletes),
 * and how S3 answers a refused condition (412, 409 while another conditional write runs, NoSuchKey)
 * or a missing object. Plain data and checks: no SDK import.
 */

export interface PutOptions {
  contentType: string;
  /** User metadata (lower-case names). */
  metadata?: Record<string, string>;
  cacheControl?: string;
  /** URL-encoded object tags (`key=value&…`); the bucket's lifecycle rules select objects by tag. */
  tagging?: string;
}

export interface ObjectHead {
  metadata: Record<string, string>;
  contentType: string | undefined;
  size: number | undefined;
  /** When the object was written, from which a lifecycle rule counts its age. */
  lastModified: Date | undefined;
  /** The object's ETag, for a write conditioned on it (replaceObject). */
  etag: string | undefined;
}

/** Cancellation and S3's conditions (conditional writes and deletes) of one call. */
export interface CallOptions {
  /** Aborts the call, and the SDK's retries of it (a time budget running out). */
  signal?: AbortSignal;
  /** The write or delete happens only while the key holds the object of this ETag. */
  ifMatch?: string;
  /** `*`: the write happens only while the key holds no object. */
  ifNoneMatch?: '*';
  /** A copy happens only while its source is the object of this ETag. */
  sourceIfMatch?: string;
}

/** What a conditional copy did: copied; refused by a condition (412, or 409 while another conditional write runs); or met no object (404). */
export type CopyOutcome = 'copied' | 'refused' | 'missing';

/** The SDK send options of a call: its abort signal. */
export const sendOptions = (call: CallOptions | undefined): { abortSignal?: AbortSignal } =>
  call?.signal ? { abortSignal: call.signal } : {};

export const statusOf = (error: unknown): number | undefined =>
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
export const isMissing = (error: unknown): boolean =>
  statusOf(error) === 404 || ['NoSuchKey', 'NotFound'].includes((error as { name?: string }).name ?? '');

/**
 * S3 refusing a conditional write's condition: 412; 409 while another conditional write to the key
 * is under way; NoSuchKey for an If-Match whose object is gone.
 */
export function isConditionRefused(error: unknown): boolean {
  const status = statusOf(error);
  return status === 412 || status === 409 || (error as { name?: string }).name === 'NoSuchKey';
}
