/**
 * Amazon S3's conditional writes, which s3rver ignores: a PutObject with `If-None-Match: *` on a
 * key that already holds an object is refused with 412 PreconditionFailed and writes nothing
 * (docs.aws.amazon.com/AmazonS3/latest/userguide/conditional-writes.html). The upload-base64
 * function creates new files this way, so the local stack must refuse them as S3 does. Only the
 * `*` form is modelled; S3 accepts no other value on a PUT.
 */
import { type KoaMiddleware, addressedObject, addressesObjectItself, answerS3Error } from './s3rver-koa';

/** What s3rver's filesystem store offers (s3rver/lib/stores/filesystem.js). */
export interface ObjectStore {
  existsObject(bucket: string, key: string): Promise<boolean>;
}

/** Koa middleware for s3rver (path-style requests): 412 for an `If-None-Match: *` put onto an existing key. */
export function conditionalWrites(store: ObjectStore): KoaMiddleware {
  return async (ctx, next) => {
    // A PutObject: no copy source.
    const isPutObject = ctx.method === 'PUT' && !ctx.get('x-amz-copy-source') && addressesObjectItself(ctx);
    const { bucket, key } = addressedObject(ctx);
    if (isPutObject && ctx.get('if-none-match') === '*' && (await store.existsObject(bucket, key))) {
      // Read the refused body to its end, so the client's upload finishes and the connection stays usable.
      for await (const _chunk of ctx.req) void _chunk;
      const message = 'At least one of the pre-conditions you specified did not hold';
      return answerS3Error(ctx, 412, 'PreconditionFailed', message, '<Condition>If-None-Match</Condition>');
    }
    await next();
  };
}
