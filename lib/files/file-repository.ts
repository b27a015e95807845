/**
 * S3 data access for company files: put (plain or conditional), head, copy, delete and presigned
 * download URLs. Keys come from lib/files/keys.ts. Each access is its own exported function, so a
 * bundle carries only the S3 commands (and the presigner) its operation uses; `createFileRepository`
 * binds them to another client or bucket so tests can inject failures.
 */
import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, NotFound, PutObjectCommand, type PutObjectCommandInput, type S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { bucketName as defaultBucketName, s3Client } from '../aws/s3';

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
}

export interface PresignedUrl {
  url: string;
  /** When the URL stops working. */
  expiresAt: Date;
}

/** The client and bucket an access goes to. */
interface FileStore {
  client: S3Client;
  bucket: string;
}

function putInput(store: FileStore, key: string, body: Buffer, options: PutOptions): PutObjectCommandInput {
  return {
    Bucket: store.bucket,
    Key: key,
    Body: body,
    ContentLength: body.length,
    ContentType: options.contentType,
    Metadata: options.metadata,
    CacheControl: options.cacheControl,
    Tagging: options.tagging,
  };
}

async function put(store: FileStore, key: string, body: Buffer, options: PutOptions): Promise<void> {
  await store.client.send(new PutObjectCommand(putInput(store, key, body, options)));
}

/** S3 refusing a conditional write: the key holds an object (412), or another conditional write to it is under way (409). */
function isConditionalWriteRefusal(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return status === 412 || status === 409;
}

async function create(store: FileStore, key: string, body: Buffer, options: PutOptions): Promise<boolean> {
  try {
    // S3 conditional write: the put happens only if the key holds no object.
    await store.client.send(new PutObjectCommand({ ...putInput(store, key, body, options), IfNoneMatch: '*' }));
    return true;
  } catch (error) {
    if (isConditionalWriteRefusal(error)) return false;
    throw error;
  }
}

async function head(store: FileStore, key: string): Promise<ObjectHead | undefined> {
  try {
    const result = await store.client.send(new HeadObjectCommand({ Bucket: store.bucket, Key: key }));
    return { metadata: result.Metadata ?? {}, contentType: result.ContentType, size: result.ContentLength };
  } catch (error) {
    if (error instanceof NotFound || (error as { name?: string }).name === 'NotFound') return undefined;
    throw error;
  }
}

async function copy(store: FileStore, from: string, to: string, tagging?: string): Promise<boolean> {
  try {
    await store.client.send(
      new CopyObjectCommand({
        Bucket: store.bucket,
        Key: to,
        CopySource: encodeURI(`${store.bucket}/${from}`),
        ...(tagging === undefined ? {} : { TaggingDirective: 'REPLACE', Tagging: tagging }),
      }),
    );
    return true;
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchKey') return false;
    throw error;
  }
}

async function remove(store: FileStore, key: string): Promise<void> {
  await store.client.send(new DeleteObjectCommand({ Bucket: store.bucket, Key: key }));
}

async function presign(store: FileStore, key: string, ttlSeconds: number, now: Date = new Date()): Promise<PresignedUrl> {
  const signingDate = new Date(Math.floor(now.getTime() / 1000) * 1000);
  // Every download is an attachment (contract §12): a stored text/html never renders on the bucket's host.
  const command = new GetObjectCommand({ Bucket: store.bucket, Key: key, ResponseContentDisposition: 'attachment' });
  const url = await getSignedUrl(store.client, command, { expiresIn: ttlSeconds, signingDate });
  return { url, expiresAt: new Date(signingDate.getTime() + ttlSeconds * 1000) };
}

const defaultStore: FileStore = { client: s3Client, bucket: defaultBucketName };

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

/** The object's metadata, or undefined when it does not exist. */
export function headObject(key: string): Promise<ObjectHead | undefined> {
  return head(defaultStore, key);
}

/** Copies an object (metadata included; tags replaced when given); false when `from` does not exist. */
export function copyObject(from: string, to: string, tagging?: string): Promise<boolean> {
  return copy(defaultStore, from, to, tagging);
}

/** Deletes an object; deleting a missing object is not an error. */
export function deleteObject(key: string): Promise<void> {
  return remove(defaultStore, key);
}

/** A presigned GET URL valid for `ttlSeconds` from `now` (second precision, as SigV4 signs). */
export function presignDownload(key: string, ttlSeconds: number, now?: Date): Promise<PresignedUrl> {
  return presign(defaultStore, key, ttlSeconds, now);
}

/** The same accesses on another client or bucket (tests inject failing clients through it). */
export function createFileRepository(client: S3Client = s3Client, bucket = defaultBucketName) {
  const store: FileStore = { client, bucket };
  return {
    putObject: (key: string, body: Buffer, options: PutOptions): Promise<void> => put(store, key, body, options),
    createObject: (key: string, body: Buffer, options: PutOptions): Promise<boolean> => create(store, key, body, options),
    headObject: (key: string): Promise<ObjectHead | undefined> => head(store, key),
    copyObject: (from: string, to: string, tagging?: string): Promise<boolean> => copy(store, from, to, tagging),
    deleteObject: (key: string): Promise<void> => remove(store, key),
    presignDownload: (key: string, ttlSeconds: number, now?: Date): Promise<PresignedUrl> => presign(store, key, ttlSeconds, now),
  };
}

export type FileRepository = ReturnType<typeof createFileRepository>;
// Pure: a bundle that does not use the default instance drops it, and with it the accesses it binds.
export const fileRepository: FileRepository = /* @__PURE__ */ createFileRepository();
