/**
 * Download URLs are signed on the object's URL directly (lib/aws/s3-presign.ts, `presignGetObject`): they must
 * be exactly the URLs the SDK's getSignedUrl builds for the same GetObject, in AWS (virtual-hosted)
 * and on the local S3 endpoint (path-style). Signing needs no network.
 */
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { bucketUrlFor } from '../config';
import { createFileRepository } from './file-repository';

const credentials = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
};
// As lib/aws/s3.ts configures its client: checksums only when required, so no `x-amz-checksum-mode`.
const checksums = { requestChecksumCalculation: 'WHEN_REQUIRED', responseChecksumValidation: 'WHEN_REQUIRED' } as const;
const now = new Date('2026-11-25T10:00:00.000Z');

function parts(href: string): { base: string; query: Array<[string, string]> } {
  const url = new URL(href);
  return {
    base: `${url.origin}${url.pathname}`,
    query: [...url.searchParams.entries()].sort(([a], [b]) => a.localeCompare(b)),
  };
}

describe('presignDownload', () => {
  it.each([
    ['in AWS', { region: 'eu-west-1', credentials, ...checksums }, undefined],
    [
      'on a local S3 endpoint',
      { region: 'us-east-1', credentials, ...checksums, endpoint: 'http://localhost:4569', forcePathStyle: true },
      'http://localhost:4569',
    ],
  ])('gives the URL getSignedUrl gives, %s', async (_where, clientConfig, endpoint) => {
    const client = new S3Client(clientConfig);
    const files = createFileRepository(
      client,
      'files-bucket',
      bucketUrlFor('files-bucket', endpoint, clientConfig.region),
    );
    for (const key of [
      'companies/0190f3a4-5b6c-7d8e-9f01-000000000001/files/0190f3a4-5b6c-7d8e-9f01-00000000000a',
      'companies/c/settings/theme_2-0123456789abcdef.json',
    ]) {
      const ours = await files.presignDownload(key, 900, now);
      const sdk = await getSignedUrl(
        client,
        new GetObjectCommand({ Bucket: 'files-bucket', Key: key, ResponseContentDisposition: 'attachment' }),
        { expiresIn: 900, signingDate: now },
      );
      expect(parts(ours.url)).toEqual(parts(sdk));
      expect(ours.expiresAt).toEqual(new Date('2026-11-25T10:15:00.000Z'));
    }
  });
});
