/**
 * The conditional put against the test S3 server: the local stack refuses `If-None-Match: *` onto an
 * existing key as Amazon S3 does (scripts/local/s3-conditional-writes.ts), so upload-base64's
 * "a new file is one put" behaves locally as in AWS.
 */
import { createObject, headObject, presignDownload, putObject } from './file-repository';
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
