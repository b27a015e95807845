/**
 * Request payload decompression as API Gateway does it before the integration
 * (docs.aws.amazon.com/apigateway/latest/developerguide/api-gateway-make-request-with-compressed-payload.html):
 * a `Content-Encoding` of `gzip`, `deflate` or `identity` is decoded; any other coding, or a payload
 * that is not compressed with the named one, is refused with 415 (the UNSUPPORTED_MEDIA_TYPE gateway
 * response). A payload smaller than the API's minimumCompressionSize is passed on as sent
 * (api-gateway-enable-compression.html: "If the payload size is smaller than this value, compression
 * or decompression are not applied on the payload").
 */
import { gunzipSync, inflateSync } from 'node:zlib';
import { MINIMUM_COMPRESSION_SIZE } from '../../../lib/http/compression';

const DECODERS: Record<string, ((body: Buffer, options: { maxOutputLength: number }) => Buffer) | undefined> = {
  gzip: gunzipSync,
  deflate: inflateSync,
  identity: (body) => body,
};

export type DecodedBody = Buffer | 'unsupported-media-type' | 'too-large';

/**
 * The payload the integration receives. Codings listed in `Content-Encoding` are undone last
 * first; the decoded payload is held to `maxBytes`, the same limit as a payload sent plain.
 */
export function decodeRequestBody(body: Buffer, contentEncoding: string | undefined, maxBytes: number): DecodedBody {
  if (contentEncoding === undefined || body.length < MINIMUM_COMPRESSION_SIZE) return body;
  const codings = contentEncoding
    .split(',')
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding !== '');
  let decoded = body;
  for (const coding of codings.reverse()) {
    const decode = DECODERS[coding];
    if (!decode) return 'unsupported-media-type';
    try {
      decoded = decode(decoded, { maxOutputLength: maxBytes });
    } catch (error) {
      return (error as { code?: unknown }).code === 'ERR_BUFFER_TOO_LARGE' ? 'too-large' : 'unsupported-media-type';
    }
  }
  return decoded;
}
