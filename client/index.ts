/**
 * A thin typed client of the API: openapi-fetch over the types generated from docs/openapi.json
 * (client/schema.d.ts, `npm run openapi`). Paths, parameters, bodies and answers are typed from the
 * document, so a client built on it cannot drift from the API either.
 * @example
 * const api = createApiClient({ baseUrl: 'http://localhost:3000', key: 'bo_…' });
 * const { data, response } = await api.GET('/api/v1/categories', { params: { query: { page_size: '10' } } });
 */
import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './schema';

export type { paths } from './schema';

export interface ApiClientOptions {
  /** Origin of the API, e.g. `http://localhost:3000` (paths carry `/api/v1`). */
  baseUrl: string;
  /** An API key (`bo_…`) sent as `Authorization: Bearer <key>`. */
  key: string;
  /** openapi-fetch calls it with a Request. */
  fetch?: (request: Request) => Promise<Response>;
}

/** A client whose every call carries the key. */
export function createApiClient(options: ApiClientOptions): Client<paths> {
  return createClient<paths>({
    baseUrl: options.baseUrl,
    headers: { Authorization: `Bearer ${options.key}` },
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}
