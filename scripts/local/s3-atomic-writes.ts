/**
 * Amazon S3 stores an object whole or not at all, and of concurrent writes to one key one wins,
 * whole. s3rver's filesystem store does neither: it answers a PutObject before its file is written,
 * two writes to a key interleave in one file (an upload-base64 file replaced by concurrent requests
 * read back as a mix of two uploads), and it rewrites metadata files in place, so a reader, or a
 * racing delete, meets an empty one (s3rver then answered HeadBucket with 500 and `npm start` could
 * not restart). So the local stack serializes the writes of each key (`serializedObjectWrites`,
 * around the rest of the chain, conditional writes included) and its store writes every file under
 * a temporary name, renamed into place once complete (`writeFilesWhole`).
 */
import { randomUUID, createHash } from 'node:crypto';
import { copyFile, mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { type KoaMiddleware, addressedObject } from './s3rver-koa';

/** What the local stack replaces of s3rver's filesystem store (s3rver/lib/stores/filesystem.js). */
export interface FilesystemStore {
  getResourcePath(bucket: string, key: string, resource: string): string;
  getMetadata(bucket: string, key: string): Promise<unknown>;
  putMetadata(bucket: string, key: string, metadata: Record<string, string>, md5?: string): Promise<void>;
  putObject(object: {
    bucket: string;
    key: string;
    metadata: Record<string, string>;
    content: Buffer | AsyncIterable<Buffer>;
  }): Promise<{ size: number; md5: string }>;
  copyObject(
    srcBucket: string,
    srcKey: string,
    destBucket: string,
    destKey: string,
    replacementMetadata?: Record<string, string>,
  ): Promise<unknown>;
}

/** Koa middleware: the writes (PUT, DELETE) addressed to one key run one after the other. */
export function serializedObjectWrites(): KoaMiddleware {
  const lastWrite = new Map<string, Promise<void>>();
  return async (ctx, next) => {
    const { bucket, key } = addressedObject(ctx);
    if ((ctx.method !== 'PUT' && ctx.method !== 'DELETE') || key === '') return next();
    const id = `${bucket}/${key}`;
    const previous = lastWrite.get(id) ?? Promise.resolve();
    let done = () => {};
    const finished = new Promise<void>((resolve) => (done = resolve));
    const mine = previous.then(() => finished);
    lastWrite.set(id, mine);
    await previous;
    try {
      await next();
    } finally {
      done();
      if (lastWrite.get(id) === mine) lastWrite.delete(id);
    }
  };
}

/** Writes a file under a temporary name in its folder, then renames it into place: readers see the old file or the new one. */
async function writeWhole(path: string, write: (temporary: string) => Promise<void>): Promise<void> {
  const temporary = `${path}.${randomUUID()}.partial`;
  // A delete of the folder's last object removes the folder: make it again right before writing.
  await mkdir(dirname(path), { recursive: true });
  await write(temporary);
  await rename(temporary, path);
}

async function contentOf(content: Buffer | AsyncIterable<Buffer>): Promise<Buffer> {
  if (Buffer.isBuffer(content)) return content;
  const chunks: Buffer[] = [];
  for await (const chunk of content) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * Replaces the store's writes of objects and metadata with ones that finish writing before they
 * answer and write each file whole. Metadata is still shaped by s3rver itself: it is written for a
 * temporary key beside the real one, then each of its files is renamed into place.
 */
export function writeFilesWhole(store: FilesystemStore): void {
  const putMetadataInPlace = store.putMetadata.bind(store);
  const renameMetadata = async (bucket: string, fromKey: string, toKey: string, resources: readonly string[]) => {
    for (const resource of resources)
      await rename(store.getResourcePath(bucket, fromKey, resource), store.getResourcePath(bucket, toKey, resource));
  };

  store.putMetadata = async (bucket, key, metadata, md5) => {
    const temporaryKey = `${key}.${randomUUID()}.partial`;
    await mkdir(dirname(store.getResourcePath(bucket, key, 'object')), { recursive: true });
    await putMetadataInPlace(bucket, temporaryKey, metadata, md5);
    await renameMetadata(bucket, temporaryKey, key, md5 ? ['object.md5', 'metadata.json'] : ['metadata.json']);
  };

  store.putObject = async (object) => {
    const content = await contentOf(object.content);
    const md5 = createHash('md5').update(content).digest('hex');
    await writeWhole(store.getResourcePath(object.bucket, object.key, 'object'), (temporary) =>
      writeFile(temporary, content),
    );
    await store.putMetadata(object.bucket, object.key, object.metadata, md5);
    return { size: content.length, md5 };
  };

  store.copyObject = async (srcBucket, srcKey, destBucket, destKey, replacementMetadata) => {
    const copy = (resource: string) =>
      writeWhole(store.getResourcePath(destBucket, destKey, resource), (temporary) =>
        copyFile(store.getResourcePath(srcBucket, srcKey, resource), temporary),
      );
    if (srcBucket !== destBucket || srcKey !== destKey) await copy('object');
    if (replacementMetadata) await store.putMetadata(destBucket, destKey, replacementMetadata);
    else if (srcBucket !== destBucket || srcKey !== destKey)
      for (const resource of ['object.md5', 'metadata.json']) await copy(resource);
    return store.getMetadata(destBucket, destKey);
  };
}
