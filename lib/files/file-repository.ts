/**
 * S3 data access for company files: put, head, delete and presigned download URLs. Keys come from
 * lib/files/keys.ts. The client and bucket are swappable so tests can inject failures.
 */
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, NotFound, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
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

export function createFileRepository(client: S3Client = s3Client, bucket = defaultBucketName) {
  return {
    /** Writes an object (overwriting any object with that key). */
    async putObject(key: string, body: Buffer, options: PutOptions): Promise<void> {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: body,
          ContentLength: body.length,
          ContentType: options.contentType,
          Metadata: options.metadata,
          CacheControl: options.cacheControl,
          Tagging: options.tagging,
        }),
      );
    },

    /** The object's metadata, or undefined when it does not exist. */
    async headObject(key: string): Promise<ObjectHead | undefined> {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return { metadata: head.Metadata ?? {}, contentType: head.ContentType, size: head.ContentLength };
      } catch (error) {
        if (error instanceof NotFound || (error as { name?: string }).name === 'NotFound') return undefined;
        throw error;
      }
    },

    /** Deletes an object; deleting a missing object is not an error. */
    async deleteObject(key: string): Promise<void> {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },

    /** A presigned GET URL valid for `ttlSeconds` from `now` (second precision, as SigV4 signs). */
    async presignDownload(key: string, ttlSeconds: number, now: Date = new Date()): Promise<PresignedUrl> {
      const signingDate = new Date(Math.floor(now.getTime() / 1000) * 1000);
      const url = await getSignedUrl(client, new GetObjectCommand({ Bucket: bucket, Key: key }), { expiresIn: ttlSeconds, signingDate });
      return { url, expiresAt: new Date(signingDate.getTime() + ttlSeconds * 1000) };
    },
  };
}

export type FileRepository = ReturnType<typeof createFileRepository>;
export const fileRepository: FileRepository = createFileRepository();
