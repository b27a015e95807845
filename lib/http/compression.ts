/**
 * Response compression as API Gateway applies it in AWS and the local gateway does
 * locally: a body of at least MINIMUM_COMPRESSION_SIZE bytes is gzipped when the request accepts
 * gzip. Such a body's representation depends on Accept-Encoding, so every answer that may be
 * compressed says so with `Vary: Accept-Encoding`, compressed or not (RFC 9110 section 12.5.5): a cache
 * then never hands a client a coding it did not ask for.
 */

/**
 * The template's minimumCompressionSize (serverless.yml; the template test checks they agree): API
 * Gateway compresses a body of at least this size (api-gateway-receive-response-with-compressed-payload.html),
 * so 1025 is the API's "over 1 KiB".
 */
export const MINIMUM_COMPRESSION_SIZE = 1025;

/** Whether the gateway may compress this body (UTF-8 bytes of a text body). */
export function mayBeCompressed(body: string | Buffer): boolean {
  if (typeof body !== 'string') return body.length >= MINIMUM_COMPRESSION_SIZE;
  // UTF-8 takes at least one byte per UTF-16 code unit, so only a short text needs its bytes
  // counted: counting app-data's 509 KB on every request would scan (and flatten) all of it.
  return body.length >= MINIMUM_COMPRESSION_SIZE || Buffer.byteLength(body) >= MINIMUM_COMPRESSION_SIZE;
}

/** A Vary value that names `field` once (names compare case-insensitively), keeping what it named. */
export function varyWith(vary: string | undefined, field: string): string {
  if (vary === undefined || vary.trim() === '') return field;
  const named = vary.split(',').map((name) => name.trim().toLowerCase());
  return named.includes(field.toLowerCase()) || named.includes('*') ? vary : `${vary}, ${field}`;
}
