/** Helpers shared by the category handler tests */
import type { Category } from '../../lib/categories/category';
import { invoke, loadEvent, withRequest, type TestResponse } from './invoke';
import { handler as createCategory } from '../../functions/categories/create-category';

/** A category body with overrides. */
export function categoryBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: `Category ${Math.random().toString(36).slice(2, 10)}`,
    description: 'A description',
    category_group: 'SERVICE_PLAN',
    ...overrides,
  };
}

/** Creates a category through the create handler and returns the response. */
export async function postCategory(
  key: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<TestResponse> {
  return invoke(createCategory, withRequest(loadEvent('create-category/basic'), { key, body, headers }));
}

/** Creates a category and returns its record and ETag, failing loudly when the create did not succeed. */
export async function makeCategory(
  key: string,
  overrides: Record<string, unknown> = {},
): Promise<{ uuid: string; etag: string; record: Category }> {
  const response = await postCategory(key, categoryBody(overrides));
  if (response.status !== 201) throw new Error(`category create failed: ${response.status} ${response.rawBody}`);
  return {
    uuid: response.body.data.category_uuid as string,
    etag: response.headers.etag ?? '',
    record: response.body.data as Category,
  };
}
