/** Pure request helpers: headers, request ids, content negotiation and body decoding. */
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEvent } from 'aws-lambda';
import {
  MalformedRequestError,
  NotAcceptableError,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
  ValidationError,
} from '../errors';
import type { BodyKind } from './routes';

/** Headers with lower-cased names; repeated headers joined with ", ". */
export function normalizeHeaders(
  event: Pick<APIGatewayProxyEvent, 'headers' | 'multiValueHeaders'>,
): Record<string, string> {
  const headers: Record<string, string> = {};
  // for…in, not Object.entries: no array of pairs per request.
  const multiValue = event.multiValueHeaders ?? {};
  for (const name in multiValue) {
    const values = multiValue[name];
    if (values && values.length > 0) headers[name.toLowerCase()] = values.join(', ');
  }
  const single = event.headers ?? {};
  for (const name in single) {
    const value = single[name];
    const lower = name.toLowerCase();
    if (value !== undefined && headers[lower] === undefined) headers[lower] = value;
  }
  return headers;
}

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{1,128}$/;

/** The client's X-Request-Id when well-formed, else a new one. */
export function requestIdFrom(header: string | undefined): string {
  return header !== undefined && REQUEST_ID_PATTERN.test(header) ? header : randomUUID();
}

interface MediaRange {
  type: string;
  quality: number;
}

/** RFC 9110 section 12.4.2's qvalue: 0 to 1 with at most three decimals. */
const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

function mediaRanges(accept: string): MediaRange[] {
  return accept.split(',').map((range) => {
    const [type = '', ...params] = range.split(';').map((part) => part.trim().toLowerCase());
    const qvalue = params.find((param) => param.startsWith('q='))?.slice(2);
    // A malformed weight (`q=`, `q=abc`, `q=2`) is ignored, as if the range had none.
    return { type, quality: qvalue !== undefined && QVALUE.test(qvalue) ? Number(qvalue) : 1 };
  });
}

/**
 * The quality Accept gives a media type, from its most specific matching range (RFC 9110 section 12.5.1:
 * `application/json` over `application/*` over `*\/*`); undefined when no range matches it.
 */
function qualityOf(ranges: readonly MediaRange[], type: string): number | undefined {
  const candidates = [type, `${type.split('/')[0]}/*`, '*/*'];
  for (const candidate of candidates) {
    const matching = ranges.filter((range) => range.type === candidate);
    if (matching.length > 0) return Math.max(...matching.map((range) => range.quality));
  }
  return undefined;
}

const ADMITS_JSON = new Set(['application/json', '*/*', 'application/*']);

/**
 * NotAcceptableError unless the Accept header admits JSON: `application/json` by its most specific
 * range, or, when no range names it, `application/problem+json` (the API accepts it).
 */
export function assertAcceptsJson(accept: string | undefined): void {
  if (accept === undefined || accept.trim() === '') return;
  // What clients send nearly always: one range, no weight, that admits JSON.
  if (ADMITS_JSON.has(accept.toLowerCase())) return;
  const ranges = mediaRanges(accept);
  const json = qualityOf(ranges, 'application/json');
  const admitsJson = json !== undefined ? json > 0 : (qualityOf(ranges, 'application/problem+json') ?? 0) > 0;
  if (!admitsJson) throw new NotAcceptableError();
}

/** The media type of a Content-Type header, lower-cased, without parameters. */
function mediaType(contentType: string | undefined): string | undefined {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  return type ? type : undefined;
}

/** The raw body bytes, or undefined when the request has none. */
export function rawBody(event: Pick<APIGatewayProxyEvent, 'body' | 'isBase64Encoded'>): Buffer | undefined {
  if (event.body === null || event.body === undefined || event.body === '') return undefined;
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64') : Buffer.from(event.body, 'utf8');
}

export interface DecodedBody {
  /** Parsed JSON for json kinds; undefined when there was no body. */
  json: unknown;
  raw: Buffer | undefined;
}

/**
 * Applies the body rules in the check order: 415 (type), 413 (size), 400 (JSON syntax, nesting over
 * 64 levels), 422 (valid JSON that is not an object). An operation without a body checks one it is
 * sent like any JSON body, up to the 400s (the body rules have no exception), then ignores it.
 */
export function decodeBody(
  kind: BodyKind,
  contentType: string | undefined,
  raw: Buffer | undefined,
  maxBytes: number,
): DecodedBody {
  if (raw === undefined) return { json: undefined, raw };
  const type = mediaType(contentType);
  const expected = kind === 'multipart' ? 'multipart/form-data' : 'application/json';
  if (type !== expected) throw new UnsupportedMediaTypeError(`Content-Type must be ${expected}`);
  if (raw.length > maxBytes) throw new PayloadTooLargeError(`The body may be at most ${maxBytes} bytes`);
  if (kind === 'multipart') return { json: undefined, raw };
  let json: unknown;
  const text = raw.toString('utf8');
  try {
    json = JSON.parse(text);
  } catch {
    throw new MalformedRequestError('The body is not valid JSON');
  }
  if (exceedsJsonDepth(text)) throw new MalformedRequestError(`The body nests deeper than ${MAX_JSON_DEPTH} levels`);
  if (holdsLoneSurrogate(text, json)) {
    throw new MalformedRequestError(
      'The body holds a string with an unpaired UTF-16 surrogate escape (\\uD800–\\uDFFF), which is no Unicode text',
    );
  }
  if (kind === 'none') return { json: undefined, raw };
  if (json === null || typeof json !== 'object' || Array.isArray(json)) {
    throw ValidationError.field('', 'invalid_type', 'The body must be a JSON object');
  }
  return { json, raw };
}

/** A `\\u` escape of a UTF-16 surrogate (D800–DFFF): the only way JSON text decoded from UTF-8 can hold one. */
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;

/**
 * Whether a parsed body holds a string (a value or a key) with an unpaired surrogate. JSON lets
 * `"\\ud800"` through (RFC 8259 section 8.2), but it is no Unicode text: DynamoDB and S3 store UTF-8, where
 * it would become `?` or U+FFFD, so two different names could collide or a write fail. Walked only
 * when the text has a surrogate escape at all, and iteratively (bodies nest up to 64 levels).
 */
function holdsLoneSurrogate(text: string, json: unknown): boolean {
  if (!SURROGATE_ESCAPE.test(text)) return false;
  const pending: unknown[] = [json];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (!value.isWellFormed()) return true;
    } else if (Array.isArray(value)) {
      // One at a time: spread, an array of 150,000 elements passes more arguments than a call takes.
      for (const element of value) pending.push(element);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, member] of Object.entries(value)) {
        if (!key.isWellFormed()) return true;
        pending.push(member);
      }
    }
  }
  return false;
}

/** The deepest JSON nesting a body may have, the body itself being level 1. */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether JSON text nests objects and arrays deeper than `limit`. An iterative scan of the text
 * (brackets outside strings), so no recursive code ever sees a body nested 300,000 levels deep.
 */
export function exceedsJsonDepth(text: string, limit: number = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c)
        index += 1; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x7b || char === 0x5b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === 0x7d || char === 0x5d) {
      depth -= 1;
    }
  }
  return false;
}

/**
 * Sets an own property whatever its name: a client's `__proto__` or `constructor` is a key like any
 * other, as in the JSON event Lambda parses (plain assignment would set the prototype, or be dropped).
 */
export function setOwn<T>(target: Record<string, T>, name: string, value: T): void {
  Object.defineProperty(target, name, { value, enumerable: true, writable: true, configurable: true });
}

/** Query parameters: a single value as a string, a repeated one as a list. */
export function queryParameters(
  event: Pick<APIGatewayProxyEvent, 'queryStringParameters' | 'multiValueQueryStringParameters'>,
): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(event.queryStringParameters ?? {})) {
    if (value !== undefined) setOwn(query, name, value);
  }
  for (const [name, values] of Object.entries(event.multiValueQueryStringParameters ?? {})) {
    if (values && values.length > 1) setOwn<string | string[]>(query, name, values);
  }
  return query;
}
