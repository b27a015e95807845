/**
 * The conditional puts against the test S3 server: the local stack refuses `If-None-Match: *` onto an
 * existing key, and `If-Match` with another ETag, as Amazon S3 does (scripts/local/s3-conditional-writes.ts),
 * so upload-base64's "a new file is one put" and settings-json's ordered writes behave locally as in AWS.
 */
import {
  copyObject,
  createObject,
  deleteObject,
  deleteObjectWhere,
  headObject,
  presignDownload,
  putObject,
  replaceObject,
} from './file-repository';
import { newId } from '../data/ids';

async function contents(key: string): Promise<string> {
  const { url } = await presignDownload(key, 60);
  return Buffer.from(await (await fetch(url)).arrayBuffer()).toString();
}

describe('createObject (S3 conditional write)', () => {
  it('writes an object under a new key and answers true', async () => {
    const key = `tests/conditional/${newId()}`;
    await expect(
      createObject(key, Buffer.from('first'), { contentType: 'text/plain', metadata: { 'upload-request': 'r1' } }),
    ).resolves.toBe(true);
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

describe('copyObject and deleteObjectWhere (S3 conditional copies and deletes)', () => {
  const text = { contentType: 'text/plain' };

  it('copies onto a key only while it holds the object of If-Match, and onto none with If-None-Match', async () => {
    // Prepare
    const [source, target] = [`tests/conditional/${newId()}`, `tests/conditional/${newId()}`];
    await putObject(source, Buffer.from('backup'), text);
    await putObject(target, Buffer.from('first'), text);
    const first = (await headObject(target))?.etag ?? '';
    await putObject(target, Buffer.from('newer'), text);
    // Act
    const stale = await copyObject(source, target, '', { ifMatch: first });
    const occupied = await copyObject(source, target, '', { ifNoneMatch: '*' });
    const current = await copyObject(source, target, '', { ifMatch: (await headObject(target))?.etag ?? '' });
    // Assess
    expect([stale, occupied, current]).toEqual(['refused', 'refused', 'copied']);
    expect(await contents(target)).toBe('backup');
  });

  it('copies only while the source is the object of x-amz-copy-source-if-match, and answers missing without a source', async () => {
    const [source, target] = [`tests/conditional/${newId()}`, `tests/conditional/${newId()}`];
    await putObject(source, Buffer.from('first'), text);
    const first = (await headObject(source))?.etag ?? '';
    await putObject(source, Buffer.from('second'), text);
    await expect(copyObject(source, target, undefined, { sourceIfMatch: first })).resolves.toBe('refused');
    expect(await headObject(target)).toBeUndefined();
    await expect(copyObject(`tests/conditional/${newId()}`, target)).resolves.toBe('missing');
  });

  it('deletes only while the key holds the object of If-Match', async () => {
    // Prepare
    const key = `tests/conditional/${newId()}`;
    await putObject(key, Buffer.from('first'), text);
    const first = (await headObject(key))?.etag ?? '';
    await putObject(key, Buffer.from('second'), text);
    const second = (await headObject(key))?.etag ?? '';
    // Act
    const stale = await deleteObjectWhere(key, { ifMatch: first });
    const kept = await contents(key);
    const current = await deleteObjectWhere(key, { ifMatch: second });
    const gone = await deleteObjectWhere(key, { ifMatch: second });
    // Assess
    expect({ stale, kept, current, gone }).toEqual({ stale: false, kept: 'second', current: true, gone: false });
    expect(await headObject(key)).toBeUndefined();
  });
});
