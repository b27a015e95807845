/**
 * A thin typed client of the API: openapi-fetch over the types generated from docs/openapi.json
 * (client/schema.d.ts, `npm run openapi`). Paths, parameters, bodies and answers are typed from the
 * document, so a client built on it cannot drift from the API either.
 *
 * - GET parameters go in the query string (`params.query`): users and settings-json also read them
 *   from a JSON body, but fetch cannot send a GET with a body, so the types take none.
 * - The logo upload's body is a FormData with the file in the part `image_url`.
 * - GET billing answers 302. The client does not follow redirects (`redirect: 'manual'`), so the
 *   answer is the API's own: `response.status` 302, the sign-in URL in `Location`, and the body
 *   `{data: {redirect_url}}` in `error` (openapi-fetch hands only a 2xx body back as `data`); see
 *   `billingRedirectUrl`. A browser hides a redirect it does not follow (an opaque response, status
 *   0): there, read billing with `redirect: 'follow'` or through a server.
 * @example
 * const api = createApiClient({ baseUrl: 'http://localhost:3000', key: 'bo_…' });
 * const { data, response } = await api.GET('/api/v1/categories', { params: { query: { page_size: '10' } } });
 * const form = new FormData();
 * form.append('image_url', new Blob([png], { type: 'image/png' }), 'logo.png');
 * await api.POST('/api/v1/companies/{company_uuid}/image', { params: { path: { company_uuid } }, body: form });
 */
import createClient, { type Client } from 'openapi-fetch';
import type { components, paths } from './schema';

export type { components, paths } from './schema';

export interface ApiClientOptions {
  /** Origin of the API, e.g. `http://localhost:3000` (paths carry `/api/v1`). */
  baseUrl: string;
  /** An API key (`bo_…`) sent as `Authorization: Bearer <key>`. */
  key: string;
  /** openapi-fetch calls it with a Request. */
  fetch?: (request: Request) => Promise<Response>;
}

/** A client whose every call carries the key and follows no redirect (GET billing's 302 is the answer). */
export function createApiClient(options: ApiClientOptions): Client<paths> {
  return createClient<paths>({
    baseUrl: options.baseUrl,
    headers: { Authorization: `Bearer ${options.key}` },
    redirect: 'manual',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}

/** GET billing's 302 body. */
export type BillingRedirect = { data: components['schemas']['BillingRedirectRecord'] };

/**
 * The sign-in URL of GET billing's 302, from its body (`error`, since openapi-fetch gives `data` only
 * for a 2xx); undefined for any other answer.
 * @example
 * const url = billingRedirectUrl(await api.GET('/api/v1/companies/{company_uuid}/billing', { params: { path: { company_uuid } } }));
 */
export function billingRedirectUrl(result: { response: Response; error?: unknown }): string | undefined {
  if (result.response.status !== 302) return undefined;
  return (result.error as BillingRedirect | undefined)?.data.redirect_url;
}
