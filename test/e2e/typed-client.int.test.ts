/**
 * End to end through `npm start` with the typed client (client/, generated from docs/openapi.json):
 * every response it receives is also checked against the document.
 */
import { createApiClient } from '../../client';
import { resolveRoute } from '../../scripts/local/gateway/router';
import { assertConformsToOpenApi } from '../support/openapi-conformance';
import { type LocalStack, localStackEnvironment, startLocalStack, stopLocalStack } from '../support/local-stack';

jest.setTimeout(240_000);

let stack: LocalStack;
const checked: string[] = [];

/** fetch that validates each answer against the document before handing it back. */
async function conformingFetch(input: Request): Promise<Response> {
  const response = await fetch(input);
  const path = new URL(input.url).pathname;
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => (headers[name] = value));
  const rawBody = await response.clone().text();
  assertConformsToOpenApi(input.method, resolveRoute(input.method, path).resource, {
    status: response.status,
    headers,
    rawBody,
  });
  checked.push(`${input.method} ${response.status}`);
  return response;
}

beforeAll(async () => {
  stack = await startLocalStack(await localStackEnvironment());
});

afterAll(async () => {
  if (stack) await stopLocalStack(stack);
});

describe('the typed client against npm start', () => {
  it('creates, reads, lists, updates and deletes a category, every answer as documented', async () => {
    const api = createApiClient({ baseUrl: stack.origin, key: stack.key, fetch: conformingFetch });

    const created = await api.POST('/api/v1/categories', {
      body: { name: 'Termites', category_group: 'SERVICE_PLAN', description: null },
    });
    expect(created.response.status).toBe(201);
    const uuid = created.data?.data.category_uuid ?? '';
    const etag = created.response.headers.get('etag') ?? '';

    const read = await api.GET('/api/v1/categories/{category_uuid}', { params: { path: { category_uuid: uuid } } });
    expect(read.data?.data.name).toBe('Termites');

    const listed = await api.GET('/api/v1/categories', {
      params: { query: { category_group: 'SERVICE_PLAN', sort_by: 'name', page_size: '10' } },
    });
    expect(listed.data?.meta).toMatchObject({ page_size: 10, sort_by: 'name' });
    expect(listed.data?.data.map((category) => category.category_uuid)).toContain(uuid);

    const stale = await api.PATCH('/api/v1/categories/{category_uuid}', {
      params: { path: { category_uuid: uuid }, header: { 'If-Match': '"stale"' } },
      body: { name: 'Ants' },
    });
    expect(stale.response.status).toBe(412);
    expect(stale.error?.code).toBe('precondition_failed');

    const patched = await api.PATCH('/api/v1/categories/{category_uuid}', {
      params: { path: { category_uuid: uuid }, header: { 'If-Match': etag } },
      body: { name: 'Ants' },
    });
    expect(patched.data?.data.name).toBe('Ants');

    const deleted = await api.DELETE('/api/v1/categories/{category_uuid}', {
      params: { path: { category_uuid: uuid } },
    });
    expect(deleted.response.status).toBe(204);
  });

  it('revalidates app-data with its ETag and lists users', async () => {
    const api = createApiClient({ baseUrl: stack.origin, key: stack.key, fetch: conformingFetch });
    const first = await api.GET('/api/v1/app-data');
    expect(first.data?.data.countries).toHaveLength(249);
    const etag = first.response.headers.get('etag') ?? '';
    const again = await api.GET('/api/v1/app-data', { params: { header: { 'If-None-Match': etag } } });
    expect(again.response.status).toBe(304);

    const users = await api.GET('/api/v1/companies/{company_uuid}/users', {
      params: {
        path: { company_uuid: stack.companyUuid },
        query: { filter_by_role_code: ['ROLE_COMPANY_OWNER', 'ROLE_COMPANY_ADMIN'], sort_by: 'display_name' },
      },
    });
    expect(users.data?.data.map((user) => user.role_code).sort()).toEqual(['ROLE_COMPANY_ADMIN', 'ROLE_COMPANY_OWNER']);
    expect(users.data?.meta.cached).toBe(false);

    const company = await api.GET('/api/v1/companies/{company_uuid}', {
      params: { path: { company_uuid: stack.companyUuid } },
    });
    expect(company.data?.data.company_uuid).toBe(stack.companyUuid);
    expect(checked.length).toBeGreaterThanOrEqual(10);
  });
});
