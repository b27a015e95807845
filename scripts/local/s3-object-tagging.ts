/**
 * Amazon S3's object tags on write, which s3rver keeps only through PutObjectTagging: a PutObject's
 * `x-amz-tagging` becomes the object's tag set, replacing the one before; a CopyObject copies the
 * source's tags, or takes the request's with `x-amz-tagging-directive: REPLACE`; a DeleteObject
 * removes them (docs.aws.amazon.com/AmazonS3/latest/API/API_CopyObject.html). In AWS the bucket's
 * lifecycle rules expire objects by these tags (file backups, settings files), so which object
 * carries which tag matters, and the tests read them back with GetObjectTagging.
 */
import { type KoaMiddleware, addressedObject, addressesObjectItself } from './s3rver-koa';

/** A subresource document of s3rver's store (s3rver/lib/models/config.js). */
interface Subresource {
  type: string;
  toXML(space?: number): string;
}

/** What s3rver's filesystem store offers for subresources (s3rver/lib/stores/filesystem.js). */
export interface TagStore {
  getSubresource(bucket: string, key: string, type: 'tagging'): Promise<Subresource | null>;
  putSubresource(bucket: string, key: string, resource: Subresource): Promise<void>;
  deleteSubresource(bucket: string, key: string, type: 'tagging'): Promise<void>;
}

const escapeXml = (text: string): string => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** The tagging document of an `x-amz-tagging` header (URL-encoded `key=value&…`); null for no tags. */
function taggingOf(header: string): Subresource | null {
  const tags = [...new URLSearchParams(header)];
  if (tags.length === 0) return null;
  const tagSet = tags
    .map(([key, value]) => `<Tag><Key>${escapeXml(key)}</Key><Value>${escapeXml(value)}</Value></Tag>`)
    .join('');
  return { type: 'tagging', toXML: () => `<Tagging><TagSet>${tagSet}</TagSet></Tagging>` };
}

/** The bucket and key of an `x-amz-copy-source` header (`[/]bucket/key`, URI-encoded), read as s3rver reads it. */
function copySourceOf(header: string): { bucket: string; key: string } {
  const [bucket = '', ...keyParts] = decodeURI(header).replace(/^\//, '').split('/');
  return { bucket, key: keyParts.join('/') };
}

/** Koa middleware for s3rver (path-style requests): the tag set follows every object write and delete. */
export function objectTagging(store: TagStore): KoaMiddleware {
  return async (ctx, next) => {
    const { bucket, key } = addressedObject(ctx);
    if ((ctx.method !== 'PUT' && ctx.method !== 'DELETE') || !addressesObjectItself(ctx)) return next();
    // Before s3rver deletes the object, which also removes its emptied directories.
    if (ctx.method === 'DELETE') {
      await store.deleteSubresource(bucket, key, 'tagging');
      return next();
    }
    const copySource = ctx.get('x-amz-copy-source');
    let tagging: Subresource | null = null;
    if (copySource && ctx.get('x-amz-tagging-directive') !== 'REPLACE') {
      // Read before the copy runs: the source may be the destination itself.
      const source = copySourceOf(copySource);
      tagging = await store.getSubresource(source.bucket, source.key, 'tagging');
    } else {
      tagging = taggingOf(ctx.get('x-amz-tagging'));
    }
    await next();
    if (ctx.status >= 300) return;
    if (tagging) await store.putSubresource(bucket, key, tagging);
    else await store.deleteSubresource(bucket, key, 'tagging');
  };
}
