/** Helpers shared by the location handler tests. */
import type { CompanyLocation } from '../../lib/locations/location';
import { invoke, loadEvent, withRequest, type TestResponse } from './invoke';
import { handler as createLocation } from '../../functions/locations/create-location';

/** app-data's United States and its state of Illinois (UUIDv5 of `country:US` and `state:US-IL`). */
export const US = '90043b98-dad8-5147-8000-d2a21af72f22';
export const US_IL = 'acb9a6b0-f0c6-5486-a69c-8a749fb804a5';

/** A location body with overrides: a unique name, nothing else. */
export function locationBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { name: `Branch ${Math.random().toString(36).slice(2, 10)}`, ...overrides };
}

/** Creates a location through the create handler and returns the response. */
export async function postLocation(
  key: string,
  companyUuid: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<TestResponse> {
  return invoke(
    createLocation,
    withRequest(loadEvent('create-location/basic'), {
      key,
      body,
      headers,
      pathParameters: { company_uuid: companyUuid },
    }),
  );
}

/** Creates a location and returns its record and ETag, failing loudly when the create did not succeed. */
export async function makeLocationRecord(
  key: string,
  companyUuid: string,
  overrides: Record<string, unknown> = {},
): Promise<{ uuid: string; etag: string; record: CompanyLocation }> {
  const response = await postLocation(key, companyUuid, locationBody(overrides));
  if (response.status !== 201) throw new Error(`location create failed: ${response.status} ${response.rawBody}`);
  return {
    uuid: response.body.data.company_location_uuid as string,
    etag: response.headers.etag ?? '',
    record: response.body.data as CompanyLocation,
  };
}
