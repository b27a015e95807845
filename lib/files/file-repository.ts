/**
 * S3 data access for company files: put (plain or conditional), head, copy, delete and presigned
 * download URLs. Keys come from lib/files/keys.ts. Each access is its own exported function, so a
 * bundle carries only the S3 commands (and the presigner) its operation uses; `createFileRepository`
 * binds them to another client or bucket so tests can inject failures.
 */
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  HeadObjectCommand,
  NotFound,
  PutObjectCommand,
  type PutObjectCommandInput,
  type S3Client,
} from '@aws-sdk/client-s3';
import { bucketName as defaultBucketName, s3Client } from '../aws/s3';
import { type PresignedUrl, presignGetObject } from '../aws/s3-presign';
import { bucketUrlFor, config } from '../config';
import {
  type CallOptions,
  type CopyOutcome,
  type ObjectHead,
  type PutOptions,
  isConditionRefused,
  isMissing,
  sendOptions,
  statusOf,
} from './object-calls';

export type { CallOptions, ObjectHead } from './object-calls';

/** The client and bucket an access goes to. */
interface FileStore {
  client: S3Client;
  bucket: string;
  /** The bucket's URL, the base of presigned download URLs. */
  url: string;
}

/**
 * A Content-Type an HTTP header can carry: characters outside printable ASCII (a data URL's
 * parameter may hold any but control characters) are percent-encoded as UTF-8. Node refuses a
 * header character above U+00FF, and SigV4 signs the UTF-8 bytes while Node sends Latin-1.
 */
export function headerSafeContentType(contentType: string): string {
  return contentType.replace(/[^\x20-\x7e]/gu, (character) => encodeURIComponent(character));
}

function putInput(store: FileStore, key: string, body: Buffer, options: PutOptions): PutObjectCommandInput {
  return {
    Bucket: store.bucket,
    Key: key,
    Body: body,
    ContentLength: body.length,
    ContentType: headerSafeContentType(options.contentType),
    Metadata: options.metadata,
    CacheControl: options.cacheControl,
    Tagging: options.tagging,
  };
}

async function put(store: FileStore, key: string, body: Buffer, options: PutOptions): Promise<void> {
  await store.client.send(new PutObjectCommand(putInput(store, key, body, options)));
}

/**
 * A PutObject under `call`'s conditions: the new object's ETag, or undefined when a condition was
 * refused (or, for If-Match, the key holds no object).
 */
async function putWhere(
  store: FileStore,
  key: string,
  body: Buffer,
  options: PutOptions,
  call: CallOptions,
): Promise<string | undefined> {
  try {
    const written = await store.client.send(
      new PutObjectCommand({
        ...putInput(store, key, body, options),
        IfMatch: call.ifMatch,
        IfNoneMatch: call.ifNoneMatch,
      }),
      sendOptions(call),
    );
    return written.ETag ?? '';
  } catch (error) {
    if (isConditionRefused(error)) return undefined;
    throw error;
  }
}

/** A PutObject under S3's conditional write: true when written, false when its condition was refused. */
async function putIf(
  store: FileStore,
  key: string,
  body: Buffer,
  options: PutOptions,
  condition: Pick<PutObjectCommandInput, 'IfMatch' | 'IfNoneMatch'>,
): Promise<boolean> {
  try {
    await store.client.send(new PutObjectCommand({ ...putInput(store, key, body, options), ...condition }));
    return true;
  } catch (error) {
    if (isConditionRefused(error)) return false;
    throw error;
  }
}

/** The put happens only if the key holds no object. */
const create = (store: FileStore, key: string, body: Buffer, options: PutOptions): Promise<boolean> =>
  putIf(store, key, body, options, { IfNoneMatch: '*' });

/** The put happens only if the key still holds the object of this ETag. */
const replace = (store: FileStore, key: string, etag: string, body: Buffer, options: PutOptions): Promise<boolean> =>
  putIf(store, key, body, options, { IfMatch: etag });

async function head(store: FileStore, key: string, call?: CallOptions): Promise<ObjectHead | undefined> {
  try {
    const result = await store.client.send(
      new HeadObjectCommand({ Bucket: store.bucket, Key: key }),
      sendOptions(call),
    );
    return {
      metadata: result.Metadata ?? {},
      contentType: result.ContentType,
      size: result.ContentLength,
      lastModified: result.LastModified,
      etag: result.ETag,
    };
  } catch (error) {
    if (error instanceof NotFound || (error as { name?: string }).name === 'NotFound') return undefined;
    throw error;
  }
}

async function copy(
  store: FileStore,
  from: string,
  to: string,
  tagging?: string,
  call: CallOptions = {},
): Promise<CopyOutcome> {
  try {
    await store.client.send(
      new CopyObjectCommand({
        Bucket: store.bucket,
        Key: to,
        CopySource: encodeURI(`${store.bucket}/${from}`),
        // REPLACE with no x-amz-tagging header leaves the copy without tags: an empty header would
        // still be a tagging request, which IAM may check against s3:PutObjectTagging.
        ...(tagging === undefined ? {} : { TaggingDirective: 'REPLACE', ...(tagging ? { Tagging: tagging } : {}) }),
        IfMatch: call.ifMatch,
        IfNoneMatch: call.ifNoneMatch,
        CopySourceIfMatch: call.sourceIfMatch,
      }),
      sendOptions(call),
    );
    return 'copied';
  } catch (error) {
    // A missing source, or with If-Match a missing target: S3 answers NoSuchKey for both.
    if (isMissing(error)) return 'missing';
    if (statusOf(error) === 412 || statusOf(error) === 409) return 'refused';
    throw error;
  }
}

/** Deletes `key`; with If-Match, false when S3 refused it (another object, or none, under the key). */
async function remove(store: FileStore, key: string, call: CallOptions = {}): Promise<boolean> {
  try {
    await store.client.send(
      new DeleteObjectCommand({ Bucket: store.bucket, Key: key, IfMatch: call.ifMatch }),
      sendOptions(call),
    );
    return true;
  } catch (error) {
    if (call.ifMatch !== undefined && (isMissing(error) || statusOf(error) === 412 || statusOf(error) === 409))
      return false;
    throw error;
  }
}

/** A presigned download URL of `key` (lib/aws/s3-presign.ts). */
function presign(store: FileStore, key: string, ttlSeconds: number, now?: Date): Promise<PresignedUrl> {
  return presignGetObject(store.client, store.url, key, ttlSeconds, now);
}

const defaultStore: FileStore = { client: s3Client, bucket: defaultBucketName, url: config.bucketUrl };

/** Writes an object (overwriting any object with that key). */
export function putObject(key: string, body: Buffer, options: PutOptions): Promise<void> {
  return put(defaultStore, key, body, options);
}

/**
 * Writes an object only if the key holds none (S3's conditional write, `If-None-Match: *`): true
 * when it was written, false when the key already holds an object.
 */
export function createObject(key: string, body: Buffer, options: PutOptions): Promise<boolean> {
  return create(defaultStore, key, body, options);
}

/**
 * Writes an object only if the key still holds the object of `etag` (S3's conditional write,
 * `If-Match`): true when it was written, false when another write or a deletion came first.
 */
export function replaceObject(key: string, etag: string, body: Buffer, options: PutOptions): Promise<boolean> {
  return replace(defaultStore, key, etag, body, options);
}

/**
 * Writes an object under S3's conditional write (`call.ifMatch` or `call.ifNoneMatch`): the new
 * object's ETag, or undefined when the condition was refused.
 */
export function putObjectWhere(
  key: string,
  body: Buffer,
  options: PutOptions,
  call: CallOptions,
): Promise<string | undefined> {
  return putWhere(defaultStore, key, body, options, call);
}

/** The object's metadata, or undefined when it does not exist. */
export function headObject(key: string, call?: CallOptions): Promise<ObjectHead | undefined> {
  return head(defaultStore, key, call);
}

/**
 * Copies an object, metadata included: 'missing' when `from` does not exist (or, with If-Match,
 * `to` does not), 'refused' when a condition of `call` failed. Tags are the source's unless
 * `tagging` is given (URL-encoded `key=value&…`; `''` for none).
 */
export function copyObject(from: string, to: string, tagging?: string, call?: CallOptions): Promise<CopyOutcome> {
  return copy(defaultStore, from, to, tagging, call);
}

/** Deletes an object; deleting a missing object is not an error. */
export async function deleteObject(key: string, call?: Pick<CallOptions, 'signal'>): Promise<void> {
  await remove(defaultStore, key, call);
}

/**
 * Deletes an object only while the key holds the object of `call.ifMatch` (S3's conditional
 * delete): false when another object, or none, is there.
 */
export function deleteObjectWhere(key: string, call: CallOptions & { ifMatch: string }): Promise<boolean> {
  return remove(defaultStore, key, call);
}

/** A presigned GET URL valid for `ttlSeconds` from `now` (second precision, as SigV4 signs). */
export function presignDownload(key: string, ttlSeconds: number, now?: Date): Promise<PresignedUrl> {
  return presign(defaultStore, key, ttlSeconds, now);
}

/** The same accesses on another client or bucket (tests inject failing clients through it). */
export function createFileRepository(
  client: S3Client = s3Client,
  bucket = defaultBucketName,
  url = bucketUrlFor(bucket, config.s3Endpoint, config.region),
) {
  const store: FileStore = { client, bucket, url };
  return {
    putObject: (key: string, body: Buffer, options: PutOptions): Promise<void> => put(store, key, body, options),
    createObject: (key: string, body: Buffer, options: PutOptions): Promise<boolean> =>
      create(store, key, body, options),
    replaceObject: (key: string, etag: string, body: Buffer, options: PutOptions): Promise<boolean> =>
      replace(store, key, etag, body, options),
    putObjectWhere: (key: string, body: Buffer, options: PutOptions, call: CallOptions): Promise<string | undefined> =>
      putWhere(store, key, body, options, call),
    headObject: (key: string, call?: CallOptions): Promise<ObjectHead | undefined> => head(store, key, call),
    copyObject: (from: string, to: string, tagging?: string, call?: CallOptions): Promise<CopyOutcome> =>
      copy(store, from, to, tagging, call),
    deleteObject: async (key: string, call?: Pick<CallOptions, 'signal'>): Promise<void> =>
      void (await remove(store, key, call)),
    deleteObjectWhere: (key: string, call: CallOptions & { ifMatch: string }): Promise<boolean> =>
      remove(store, key, call),
    presignDownload: (key: string, ttlSeconds: number, now?: Date): Promise<PresignedUrl> =>
      presign(store, key, ttlSeconds, now),
  };
}

export type FileRepository = ReturnType<typeof createFileRepository>;
// Pure: a bundle that does not use the default instance drops it, and with it the accesses it binds.
export const fileRepository: FileRepository = /* @__PURE__ */ createFileRepository();
