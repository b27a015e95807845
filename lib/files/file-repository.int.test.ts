/**
 * The conditional puts against the test S3 server: the local stack refuses `If-None-Match: *` onto an
 * existing key, and `If-Match` with another ETag, as Amazon S3 does (scripts/local/s3-conditional-writes.ts),
 * so upload-base64's "a new file is one put" and settings-json's ordered writes behave locally as in AWS.
 */
import { createObject, deleteObject, headObject, presignDownload, putObject, replaceObject } from './file-repository';
import { newId } from '../data/ids';

async function contents(key: string): Promise<string> {
  const { url } = await presignDownload(key, 60);
  return Buffer.from(await (await fetch(url)).arrayBuffer()).toString();
}

describe('createObject (S3 conditional write)', () => {
  it('writes an object under a new key and answers true', async () => {
    const key = `tests/conditional/${newId()}`;
    await expect(createObject(key, Buffer.from('first'), { contentType: 'text/plain', metadata: { 'upload-request': 'r1' } })).resolves.toBe(true);
    expect(await contents(key)).toBe('first');
    expect((await headObject(key))?.metadata).toEqual({ 'upload-request': 'r1' });
  });

  it('answers false and leaves the object unchanged when the key already holds one', async () => {
    const key = `tests/conditional/${newId()}`;
    await putObject(key, Buffer.from('original'), { contentType: 'text/plain' });
    // Over the SDK's 2 MB threshold, so the put also sends `Expect: 100-continue`.
    const large = Buffer.alloc(3 * 1024 * 1024, 'x');
    await expect(createObject(key, large, { contentType: 'text/plain' })).resolves.toBe(false);
    await expect(createObject(key, Buffer.from('second'), { contentType: 'text/plain' })).resolves.toBe(false);
    expect(await contents(key)).toBe('original');
  });

  it('still lets a plain put replace the object', async () => {
    const key = `tests/conditional/${newId()}`;
    await createObject(key, Buffer.from('first'), { contentType: 'text/plain' });
    await putObject(key, Buffer.from('second'), { contentType: 'text/plain' });
    expect(await contents(key)).toBe('second');
  });
});

describe('replaceObject (S3 conditional write on the ETag)', () => {
  it('replaces the object while it is the one of the ETag, and answers false once another write came first', async () => {
    // Prepare
    const key = `tests/conditional/${newId()}`;
    await putObject(key, Buffer.from('first'), { contentType: 'text/plain' });
    const first = (await headObject(key))?.etag ?? '';
    // Act
    const replaced = await replaceObject(key, first, Buffer.from('second'), { contentType: 'text/plain' });
    const stale = await replaceObject(key, first, Buffer.from('third'), { contentType: 'text/plain' });
    // Assess
    expect(first).toMatch(/^"[0-9a-f]{32}"$/);
    expect(replaced).toBe(true);
    expect(stale).toBe(false);
    expect(await contents(key)).toBe('second');
  });

  it('answers false when the object is gone', async () => {
    const key = `tests/conditional/${newId()}`;
    await putObject(key, Buffer.from('first'), { contentType: 'text/plain' });
    const etag = (await headObject(key))?.etag ?? '';
    await deleteObject(key);
    await expect(replaceObject(key, etag, Buffer.from('second'), { contentType: 'text/plain' })).resolves.toBe(false);
    expect(await headObject(key)).toBeUndefined();
  });
});
