/**
 * The local files bucket is private as in AWS (scripts/local/s3-private-bucket.ts): only presigned
 * URLs with the right signature, requests with credentials and anonymous reads of logos get through.
 */
import { presignDownload, putObject } from '../../lib/files/file-repository';
import { logoKey } from '../../lib/files/keys';
import { newId } from '../../lib/data/ids';

async function stored(key: string): Promise<string> {
  await putObject(key, Buffer.from('secret'), { contentType: 'text/plain' });
  return (await presignDownload(key, 60)).url;
}

describe('the local files bucket', () => {
  it('serves a file through its presigned URL', async () => {
    const response = await fetch(await stored(`companies/${newId()}/files/${newId()}`));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('secret');
  });

  it('refuses the same file without the signature, or with another one', async () => {
    const url = new URL(await stored(`companies/${newId()}/files/${newId()}`));
    const forged = new URL(url);
    forged.searchParams.set('X-Amz-Signature', '0'.repeat(64));
    const otherKey = new URL(url);
    otherKey.pathname = otherKey.pathname.replace(/files\/.*/, `files/${newId()}`);
    const answers = await Promise.all(
      [`${url.origin}${url.pathname}`, forged.href, otherKey.href].map((href) => fetch(href)),
    );
    expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403]);
    expect(await answers[0]?.text()).toContain('<Code>AccessDenied</Code>');
    expect(await answers[1]?.text()).toContain('<Code>SignatureDoesNotMatch</Code>');
  });

  it('refuses anonymous writes and listings', async () => {
    const { origin, pathname } = new URL(await stored(`companies/${newId()}/files/${newId()}`));
    const bucket = pathname.split('/')[1];
    const put = await fetch(`${origin}${pathname}`, { method: 'PUT', body: 'overwritten' });
    const list = await fetch(`${origin}/${bucket}`);
    expect([put.status, list.status]).toEqual([403, 403]);
  });

  it('serves a logo without credentials', async () => {
    const key = logoKey(newId(), newId(), 'png');
    const { origin, pathname } = new URL(await stored(key));
    const response = await fetch(`${origin}${pathname}`);
    expect(response.status).toBe(200);
  });
});
