/** Success response shapers. Handlers return a Reply; the stack turns it into an API Gateway result. */
import { entityTags } from '../data/versioning';

export interface Reply {
  status: number;
  /** Serialized as JSON; omitted for 204 and 304. */
  body?: unknown;
  /** A body already serialized as JSON (sent as is, instead of `body`). */
  json?: string;
  headers?: Record<string, string>;
}

export interface ListMeta {
  page: number;
  page_size: number;
  total: number;
  total_pages: number;
  sort_by: string;
  sort_order: 'asc' | 'desc';
  [extra: string]: unknown;
}

/** 200 with `{"data": record}` and the record's ETag when it has one. */
export function ok(data: unknown, etag?: string): Reply {
  return { status: 200, body: { data }, headers: etag ? { ETag: etag } : {} };
}

/** 201 with the new record, its `Location` and `ETag`. */
export function created(data: unknown, location: string, etag: string): Reply {
  return { status: 201, body: { data }, headers: { Location: location, ETag: etag } };
}

/** 200 with a page of records and its meta. */
export function list(data: unknown[], meta: ListMeta): Reply {
  return { status: 200, body: { data, meta } };
}

/** 204 with no body. */
export function noContent(): Reply {
  return { status: 204 };
}

/** 302 to `location`, with the same URL in the body for clients that do not follow redirects. */
export function found(location: string, data: unknown): Reply {
  return { status: 302, body: { data }, headers: { Location: location } };
}

/**
 * A document clients may cache and revalidate: 304 with no body when If-None-Match
 * holds its tag (weak comparison, RFC 9110 section 13.1.2: `W/` prefixes are ignored; `*` alone matches), else
 * 200 with the serialized document; both with its ETag and `Cache-Control: private, no-cache`.
 */
export function revalidated(document: { json: string; etag: string }, ifNoneMatch: string | undefined): Reply {
  const headers = { ETag: document.etag, 'Cache-Control': 'private, no-cache' };
  const tags = ifNoneMatch === undefined ? [] : entityTags(ifNoneMatch);
  const matches = tags === '*' || tags.some((tag) => tag.replace(/^W\//, '') === document.etag);
  return matches ? { status: 304, headers } : { status: 200, json: document.json, headers };
}
