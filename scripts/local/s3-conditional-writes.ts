/**
 * Amazon S3's conditional writes and deletes, which s3rver ignores
 * (docs.aws.amazon.com/AmazonS3/latest/userguide/conditional-writes.html, conditional-deletes.html,
 * API/API_CopyObject.html): a PutObject or CopyObject with `If-None-Match: *` on a key that already
 * holds an object, or with `If-Match: <etag>` on a key whose object has another ETag, is refused with
 * 412 PreconditionFailed and writes nothing; `If-Match` on a key that holds no object answers 404
 * NoSuchKey. A CopyObject's `x-amz-copy-source-if-match` is checked against its source the same
 * way, and a DeleteObject's `If-Match` against the key (412, or 404 NoSuchKey when it holds none).
 * upload-base64 creates new files with `If-None-Match`, and replaces, restores and removes them only
 * while the key holds the object it expects; settings-json replaces its file with `If-Match`. So the
 * local stack must refuse them as S3 does. The writes of a key are serialized around this check
 * (s3-atomic-writes.ts), so check and write are one step, as in S3.
 */
import { type KoaMiddleware, addressedObject, addressesObjectItself, answerS3Error } from './s3rver-koa';

/** What s3rver's filesystem store offers (s3rver/lib/stores/filesystem.js). */
export interface ObjectStore {
  existsObject(bucket: string, key: string): Promise<boolean>;
  /** The object's metadata, `etag` quoted as S3 sends it; rejects when there is no object. */
  getMetadata(bucket: string, key: string): Promise<{ etag?: string }>;
}

type Refusal = [number, string, string, string];

const NOT_HELD = 'At least one of the pre-conditions you specified did not hold';
const noSuchKey = (key: string): Refusal => [
  404,
  'NoSuchKey',
  'The specified key does not exist.',
  `<Key>${key}</Key>`,
];

/** The refusal of `If-Match: ifMatch` on the object at bucket/key, or undefined when it holds. */
async function ifMatchRefusal(
  store: ObjectStore,
  bucket: string,
  key: string,
  ifMatch: string,
  condition: string,
): Promise<Refusal | undefined> {
  const current = await store.getMetadata(bucket, key).catch(() => undefined);
  if (!current) return noSuchKey(key);
  return ifMatch === '*' || current.etag === ifMatch
    ? undefined
    : [412, 'PreconditionFailed', NOT_HELD, `<Condition>${condition}</Condition>`];
}

/** The bucket and key of an `x-amz-copy-source` header (`[/]bucket/key`, URI-encoded). */
function copySourceOf(header: string): { bucket: string; key: string } {
  const [bucket = '', ...keyParts] = decodeURI(header).replace(/^\//, '').split('/');
  return { bucket, key: keyParts.join('/') };
}

/** S3's answer to a write (PutObject, CopyObject) or DeleteObject whose condition fails, or undefined when every condition holds. */
async function failedCondition(ctx: Parameters<KoaMiddleware>[0], store: ObjectStore): Promise<Refusal | undefined> {
  const { bucket, key } = addressedObject(ctx);
  const copySource = ctx.get('x-amz-copy-source');
  if (ctx.method === 'PUT' && copySource && ctx.get('x-amz-copy-source-if-match')) {
    const source = copySourceOf(copySource);
    const refusal = await ifMatchRefusal(
      store,
      source.bucket,
      source.key,
      ctx.get('x-amz-copy-source-if-match'),
      'x-amz-copy-source-If-Match',
    );
    if (refusal) return refusal;
  }
  if (ctx.method === 'PUT' && ctx.get('if-none-match') === '*' && (await store.existsObject(bucket, key)))
    return [412, 'PreconditionFailed', NOT_HELD, '<Condition>If-None-Match</Condition>'];
  const ifMatch = ctx.get('if-match');
  return ifMatch === '' ? undefined : ifMatchRefusal(store, bucket, key, ifMatch, 'If-Match');
}

/** Koa middleware for s3rver (path-style requests): S3's answers to a conditional PutObject, CopyObject or DeleteObject whose condition fails. */
export function conditionalWrites(store: ObjectStore): KoaMiddleware {
  return async (ctx, next) => {
    const isObjectWrite = (ctx.method === 'PUT' || ctx.method === 'DELETE') && addressesObjectItself(ctx);
    const refusal = isObjectWrite ? await failedCondition(ctx, store) : undefined;
    if (!refusal) return next();
    // Read the refused body to its end, so the client's upload finishes and the connection stays usable.
    for await (const _chunk of ctx.req) void _chunk;
    answerS3Error(ctx, ...refusal);
  };
}
