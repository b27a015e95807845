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
import { createHash, createHmac } from 'node:crypto';
import { S3RequestPresigner } from '@aws-sdk/s3-request-presigner';
import { localCredentials } from '../../lib/aws/local';
import type { KoaContext, KoaMiddleware } from './s3-conditional-writes';

const PUBLIC_KEY = /^companies\/[^/]+\/logo\/[^/]+$/;

/** SHA-256, or HMAC-SHA-256 with a secret: the checksum constructor SigV4 signing takes. */
class Sha256 {
  private readonly hash;
  constructor(secret?: string | ArrayBuffer | ArrayBufferView) {
    this.hash = secret === undefined ? createHash('sha256') : createHmac('sha256', toBuffer(secret));
  }
  update(data: string | ArrayBuffer | ArrayBufferView): void {
    this.hash.update(toBuffer(data));
  }
  async digest(): Promise<Uint8Array> {
    return new Uint8Array(this.hash.digest());
  }
}

function toBuffer(data: string | ArrayBuffer | ArrayBufferView): Buffer {
  if (typeof data === 'string') return Buffer.from(data, 'utf8');
  if (ArrayBuffer.isView(data)) return Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  return Buffer.from(data);
}

function s3Error(ctx: KoaContext, code: 'AccessDenied' | 'SignatureDoesNotMatch', message: string): void {
  ctx.status = 403;
  ctx.type = 'application/xml';
  ctx.body = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;
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
  if (accessKeyId !== localCredentials.accessKeyId || !region || !signingDate || !Number.isInteger(expiresIn) || !provided) return false;
  const signedHeaders = (single(query['X-Amz-SignedHeaders']) ?? '').split(';').filter(Boolean);
  const headers = Object.fromEntries(signedHeaders.map((name) => [name, ctx.get(name)]));
  const unsignedQuery = Object.fromEntries(Object.entries(query).filter(([name]) => name !== 'X-Amz-Signature')) as Record<string, string | string[]>;
  const [hostname = '', port] = ctx.get('host').split(':');
  const presigner = new S3RequestPresigner({ credentials: localCredentials, region, sha256: Sha256 });
  const signed = await presigner.presign(
    { method: ctx.method, protocol: 'http:', hostname, port: port ? Number(port) : undefined, path: ctx.path, query: unsignedQuery, headers },
    { signingDate, expiresIn },
  );
  return signed.query?.['X-Amz-Signature'] === provided;
}

/** Koa middleware for s3rver (path-style requests): the bucket is private, as in AWS. */
export function privateBucket(): KoaMiddleware {
  return async (ctx, next) => {
    if ('X-Amz-Algorithm' in ctx.query) {
      if (!(await hasValidPresignature(ctx))) return s3Error(ctx, 'SignatureDoesNotMatch', 'The request signature we calculated does not match the signature you provided');
    } else if (!ctx.get('authorization') && !('Signature' in ctx.query)) {
      const [, , ...keyParts] = ctx.path.split('/');
      const readsLogo = (ctx.method === 'GET' || ctx.method === 'HEAD') && PUBLIC_KEY.test(decodeURIComponent(keyParts.join('/')));
      if (!readsLogo) return s3Error(ctx, 'AccessDenied', 'Access Denied');
    }
    await next();
  };
}
