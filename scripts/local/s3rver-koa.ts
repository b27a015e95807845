/**
 * What the local stack's s3rver middlewares share (s3rver is a Koa app; Koa's types are not
 * installed): the part of a Koa context they use, the object a path-style request addresses, and
 * S3's error document.
 */
export interface KoaContext {
  method: string;
  path: string;
  query: Record<string, unknown>;
  req: AsyncIterable<unknown>;
  get(header: string): string;
  status: number;
  type: string;
  body: unknown;
}

export type KoaMiddleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>;

/** The bucket and key a path-style request (`/<bucket>/<key>`) addresses; the key is empty for the bucket itself. */
export function addressedObject(ctx: Pick<KoaContext, 'path'>): { bucket: string; key: string } {
  const [, bucket = '', ...keyParts] = ctx.path.split('/');
  return { bucket: decodeURIComponent(bucket), key: decodeURIComponent(keyParts.join('/')) };
}

/**
 * Whether a request addresses an object itself rather than one of its subresources (`?tagging`,
 * `?uploads`…): the SDK adds only `x-id=<operation>` to an object's own requests.
 */
export function addressesObjectItself(ctx: Pick<KoaContext, 'path' | 'query'>): boolean {
  return addressedObject(ctx).key !== '' && Object.keys(ctx.query).every((name) => name === 'x-id');
}

/** Answers S3's XML error document; `extra` holds further elements (e.g. `<Condition>`). */
export function answerS3Error(ctx: KoaContext, status: number, code: string, message: string, extra = ''): void {
  ctx.status = status;
  ctx.type = 'application/xml';
  ctx.body = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message>${extra}</Error>`;
}
