/**
 * The files bucket is private in AWS: CloudFront reads only the logos (`companies/*\/logo/*`), and
 * every other object is reached with credentials or a presigned URL (serverless.yml, FilesBucket and
 * AssetsDistribution). s3rver serves anonymous requests and accepts any SigV4 query signature, which
 * would make every settings and upload-base64 file public forever on the local stack. So:
 * - an anonymous request is refused (403 AccessDenied) unless it reads a logo;
 * - a SigV4 presigned URL must carry the signature the local credentials give it (403
 *   SignatureDoesNotMatch); s3rver itself refuses one past its expiry.
 * Requests signed in the Authorization header use the local credentials, which are public anyway, and
 * pass as before.
 */
import { S3Client } from '@aws-sdk/client-s3';
import { S3RequestPresigner } from '@aws-sdk/s3-request-presigner';
import { localCredentials } from '../../lib/aws/local';
import { type KoaContext, type KoaMiddleware, addressedObject, answerS3Error } from './s3rver-koa';

const PUBLIC_KEY = /^companies\/[^/]+\/logo\/[^/]+$/;

/**
 * A presigner per region, on the local credentials and an S3 client's own settings (its hash
 * included). Not the functions' client (lib/aws/s3.ts): importing it would load the configuration
 * before npm start, the tests and the bench have set the environment.
 */
const presigners = new Map<string, S3RequestPresigner>();

function presignerFor(region: string): S3RequestPresigner {
  let presigner = presigners.get(region);
  if (!presigner) {
    presigner = new S3RequestPresigner({ ...new S3Client({ region, credentials: localCredentials }).config });
    presigners.set(region, presigner);
  }
  return presigner;
}

function single(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** `20261125T093000Z` → the Date it names. */
function amzDate(value: string): Date | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  return match ? new Date(`${match[1]}-${match[2]}-${match[3]}T${match[4]}:${match[5]}:${match[6]}Z`) : undefined;
}

/** Whether a SigV4 presigned request carries the signature the local credentials give it. */
async function hasValidPresignature(ctx: KoaContext): Promise<boolean> {
  const query = ctx.query;
  const [accessKeyId, , region] = (single(query['X-Amz-Credential']) ?? '').split('/');
  const signingDate = amzDate(single(query['X-Amz-Date']) ?? '');
  const expiresIn = Number(single(query['X-Amz-Expires']));
  const provided = single(query['X-Amz-Signature']);
  if (
    accessKeyId !== localCredentials.accessKeyId ||
    !region ||
    !signingDate ||
    !Number.isInteger(expiresIn) ||
    !provided
  )
    return false;
  const signedHeaders = (single(query['X-Amz-SignedHeaders']) ?? '').split(';').filter(Boolean);
  const headers = Object.fromEntries(signedHeaders.map((name) => [name, ctx.get(name)]));
  const unsignedQuery = Object.fromEntries(
    Object.entries(query).filter(([name]) => name !== 'X-Amz-Signature'),
  ) as Record<string, string | string[]>;
  const [hostname = '', port] = ctx.get('host').split(':');
  const signed = await presignerFor(region).presign(
    {
      method: ctx.method,
      protocol: 'http:',
      hostname,
      port: port ? Number(port) : undefined,
      path: ctx.path,
      query: unsignedQuery,
      headers,
    },
    { signingDate, expiresIn },
  );
  return signed.query?.['X-Amz-Signature'] === provided;
}

/** Koa middleware for s3rver (path-style requests): the bucket is private, as in AWS. */
export function privateBucket(): KoaMiddleware {
  return async (ctx, next) => {
    if ('X-Amz-Algorithm' in ctx.query) {
      if (!(await hasValidPresignature(ctx))) {
        return answerS3Error(
          ctx,
          403,
          'SignatureDoesNotMatch',
          'The request signature we calculated does not match the signature you provided',
        );
      }
    } else if (!ctx.get('authorization') && !('Signature' in ctx.query)) {
      const readsLogo = (ctx.method === 'GET' || ctx.method === 'HEAD') && PUBLIC_KEY.test(addressedObject(ctx).key);
      if (!readsLogo) return answerS3Error(ctx, 403, 'AccessDenied', 'Access Denied');
    }
    await next();
  };
}
