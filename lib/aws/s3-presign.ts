/**
 * Presigned GetObject URLs, signed on the object's URL directly rather than through getSignedUrl,
 * which builds the same request by running a GetObject command's whole middleware stack (schema
 * serialization, endpoint rules): ≈ 0.04× of upload-base64's cold start. A unit test
 * (lib/files/file-repository.test.ts) checks that both give the same URL.
 */
import type { S3Client } from '@aws-sdk/client-s3';
import { S3RequestPresigner } from '@aws-sdk/s3-request-presigner';

export interface PresignedUrl {
  url: string;
  /** When the URL stops working. */
  expiresAt: Date;
}

/** One presigner per client, built on first use from the client's credentials, region and hash. */
const presigners = new WeakMap<S3Client, S3RequestPresigner>();

function presignerOf(client: S3Client): S3RequestPresigner {
  let presigner = presigners.get(client);
  if (!presigner) {
    presigner = new S3RequestPresigner({ ...client.config });
    presigners.set(client, presigner);
  }
  return presigner;
}

/**
 * A GetObject URL of `key` under the bucket's URL `bucketUrl`, signed with the query (SigV4) for
 * `ttlSeconds` from `now` (second precision, as SigV4 signs), delivering the file as an attachment
 * (a stored text/html never renders on the bucket's host).
 */
export async function presignGetObject(
  client: S3Client,
  bucketUrl: string,
  key: string,
  ttlSeconds: number,
  now: Date = new Date(),
): Promise<PresignedUrl> {
  const signingDate = new Date(Math.floor(now.getTime() / 1000) * 1000);
  const object = new URL(`${bucketUrl}/${key.split('/').map(encodeURIComponent).join('/')}`);
  const signed = await presignerOf(client).presign(
    {
      method: 'GET',
      protocol: object.protocol,
      hostname: object.hostname,
      port: object.port ? Number(object.port) : undefined,
      path: object.pathname,
      query: { 'response-content-disposition': 'attachment', 'x-id': 'GetObject' },
      headers: { host: object.host },
    },
    { expiresIn: ttlSeconds, signingDate },
  );
  const query = new URLSearchParams(
    Object.entries(signed.query ?? {}).map(([name, value]): [string, string] => [name, String(value)]),
  );
  return {
    url: `${object.origin}${object.pathname}?${query}`,
    expiresAt: new Date(signingDate.getTime() + ttlSeconds * 1000),
  };
}
