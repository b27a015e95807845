/** Success response shapers. Handlers return a Reply; the stack turns it into an API Gateway result. */

export interface Reply {
  status: number;
  /** Serialized as JSON; omitted for 204. */
  body?: unknown;
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
