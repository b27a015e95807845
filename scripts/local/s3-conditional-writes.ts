/**
 * Amazon S3's conditional writes, which s3rver ignores
 * (docs.aws.amazon.com/AmazonS3/latest/userguide/conditional-writes.html): a PutObject with
 * `If-None-Match: *` on a key that already holds an object, or with `If-Match: <etag>` on a key whose
 * object has another ETag, is refused with 412 PreconditionFailed and writes nothing; `If-Match` on a
 * key that holds no object answers 404 NoSuchKey. upload-base64 creates new files with the first,
 * settings-json replaces its file with the second, so the local stack must refuse them as S3 does.
 * The writes of a key are serialized around this check (s3-atomic-writes.ts), so check and write
 * are one step, as in S3.
 */
import { type KoaMiddleware, addressedObject, addressesObjectItself, answerS3Error } from './s3rver-koa';

/** What s3rver's filesystem store offers (s3rver/lib/stores/filesystem.js). */
export interface ObjectStore {
  existsObject(bucket: string, key: string): Promise<boolean>;
  /** The object's metadata, `etag` quoted as S3 sends it; rejects when there is no object. */
  getMetadata(bucket: string, key: string): Promise<{ etag?: string }>;
}

const NOT_HELD = 'At least one of the pre-conditions you specified did not hold';

/** S3's answer to a PutObject whose condition fails (status, code, message, further elements), or undefined when it holds. */
async function failedCondition(ctx: Parameters<KoaMiddleware>[0], store: ObjectStore): Promise<[number, string, string, string] | undefined> {
  const { bucket, key } = addressedObject(ctx);
  if (ctx.get('if-none-match') === '*' && (await store.existsObject(bucket, key))) return [412, 'PreconditionFailed', NOT_HELD, '<Condition>If-None-Match</Condition>'];
  const ifMatch = ctx.get('if-match');
  if (ifMatch === '') return undefined;
  const current = await store.getMetadata(bucket, key).catch(() => undefined);
  if (!current) return [404, 'NoSuchKey', 'The specified key does not exist.', `<Key>${key}</Key>`];
  return current.etag === ifMatch ? undefined : [412, 'PreconditionFailed', NOT_HELD, '<Condition>If-Match</Condition>'];
}

/** Koa middleware for s3rver (path-style requests): S3's answers to a conditional PutObject whose condition fails. */
export function conditionalWrites(store: ObjectStore): KoaMiddleware {
  return async (ctx, next) => {
    // A PutObject: no copy source.
    const isPutObject = ctx.method === 'PUT' && !ctx.get('x-amz-copy-source') && addressesObjectItself(ctx);
    const refusal = isPutObject ? await failedCondition(ctx, store) : undefined;
    if (!refusal) return next();
    // Read the refused body to its end, so the client's upload finishes and the connection stays usable.
    for await (const _chunk of ctx.req) void _chunk;
    answerS3Error(ctx, ...refusal);
  };
}
