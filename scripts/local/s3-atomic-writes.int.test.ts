/**
 * The local S3 writes objects as Amazon S3 does (scripts/local/s3-atomic-writes.ts): of concurrent
 * writes to one key one wins whole, and a stack stopped after concurrent writes, copies and deletes
 * (or with a metadata file an older s3rver left empty) starts again on its data.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { bucketName, s3Client } from '../../lib/aws/s3';
import { localCredentials } from '../../lib/aws/local';
import { newId } from '../../lib/data/ids';
import { ensureBucket, freePort, startS3rver } from './services';

/** Bodies of different lengths, each one letter repeated, so a mix of two is easy to tell. */
const bodies = Array.from(
  { length: 20 },
  (_, index) => `P${index}:${String.fromCharCode(97 + index).repeat(1000 * ((index % 5) + 1))}`,
);

async function read(client: S3Client, bucket: string, key: string): Promise<string> {
  const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  return (await object.Body?.transformToString()) ?? '';
}

describe('whole writes in the local S3', () => {
  it('keeps one of 20 concurrent puts to a key, whole, with its own length', async () => {
    for (let round = 0; round < 3; round += 1) {
      const key = `companies/${newId()}/files/${newId()}`;
      await Promise.all(
        bodies.map((body) =>
          s3Client.send(new PutObjectCommand({ Bucket: bucketName, Key: key, Body: body, ContentType: 'text/plain' })),
        ),
      );
      const stored = await read(s3Client, bucketName, key);
      expect(bodies).toContain(stored);
      const head = await s3Client.send(new GetObjectCommand({ Bucket: bucketName, Key: key }));
      expect(head.ContentLength).toBe(Buffer.byteLength(stored));
    }
  });

  it('starts again on data left by concurrent puts, copies and deletes of the same keys', async () => {
    // Prepare: a server of its own, on a folder of its own
    const directory = mkdtempSync(join(tmpdir(), 's3-whole-'));
    const port = await freePort();
    let server = await startS3rver(port, directory);
    const client = new S3Client({
      region: 'us-east-1',
      endpoint: server.endpoint,
      credentials: localCredentials,
      forcePathStyle: true,
    });
    try {
      const bucket = 'restart';
      await ensureBucket(server.endpoint, bucket);
      const keys = Array.from({ length: 4 }, (_, index) => `companies/c/files/${index}`);
      const operations = Array.from({ length: 120 }, (_, index) => {
        const key = keys[index % keys.length] as string;
        const other = keys[(index + 1) % keys.length] as string;
        if (index % 3 === 0)
          return client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: bodies[index % bodies.length] }));
        if (index % 3 === 1)
          return client.send(
            new CopyObjectCommand({
              Bucket: bucket,
              Key: `companies/c/backups/${key}`,
              CopySource: `${bucket}/${other}`,
            }),
          );
        return client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      });
      // A copy of an object deleted meanwhile fails, as in S3: only the data left behind matters here.
      await Promise.allSettled(operations);
      await server.stop();
      mkdirSync(join(directory, bucket, 'companies/c/files'), { recursive: true });
      // And an object whose metadata an older s3rver left empty (a write cut short): HeadBucket then fails.
      writeFileSync(join(directory, bucket, 'companies/c/files/cut._S3rver_object'), 'x');
      writeFileSync(join(directory, bucket, 'companies/c/files/cut._S3rver_metadata.json'), '');
      // Act
      server = await startS3rver(port, directory);
      await ensureBucket(server.endpoint, bucket);
      // Assess
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: 'companies/c/backups/' }));
      for (const object of listed.Contents ?? [])
        expect(bodies).toContain(await read(client, bucket, object.Key ?? ''));
    } finally {
      client.destroy();
      await server.stop();
    }
  });
});
