/**
 * What the generated OpenAPI document says where the API's behaviour decides it: which problems
 * each operation can answer and what they mean there, when the rate-limit and compression headers
 * come, and the defaults and rules a client cannot see in the validation schemas.
 */
import { buildOpenApiDocument, operationSchemas } from './document';
import { type RouteName, routeEntries, routes } from '../../lib/http/routes';
import { operationDocs } from '../resources';

type Json = Record<string, unknown>;
type Operation = Json & {
  parameters: Json[];
  requestBody?: Json & {
    description?: string;
    content: Record<string, { schema: Json & { properties?: Record<string, Json> } }>;
  };
  responses: Record<string, Json>;
};

const document = buildOpenApiDocument() as Json & {
  paths: Record<string, Record<string, Operation>>;
  components: Json & { headers: Record<string, Json>; schemas: Record<string, Json> };
};
const operation = (name: RouteName): Operation => {
  const found = document.paths[routes[name].path]?.[routes[name].method.toLowerCase()];
  if (!found) throw new Error(`no operation ${name}`);
  return found;
};
const response = (
  name: RouteName,
  status: string,
): Json & { description: string; headers: Record<string, { $ref: string }> } =>
  operation(name).responses[status] as Json & { description: string; headers: Record<string, { $ref: string }> };
const headerComponent = (name: RouteName, status: string, header: string): string | undefined =>
  response(name, status).headers[header]?.$ref.split('/').at(-1);
const parameter = (name: RouteName, parameterName: string): Json & { schema: Json; description?: string } =>
  operation(name).parameters.find((candidate) => candidate.name === parameterName) as Json & {
    schema: Json;
    description?: string;
  };
const bodySchema = (name: RouteName): Json & { properties: Record<string, Json>; description?: string } =>
  operation(name).requestBody?.content['application/json']?.schema as Json & {
    properties: Record<string, Json>;
    description?: string;
  };

describe('the OpenAPI document', () => {
  it('declares 422 only where a body or a query is validated', () => {
    const without = routeEntries()
      .map(([name]) => name)
      .filter((name) => !('422' in operation(name).responses));
    // The reads, deletes and bodyless actions (a run's retry) whose handler validates no query: a
    // path id that is no UUID is a 404.
    const unvalidated = routeEntries()
      .filter(
        ([name, route]) =>
          (route.method === 'GET' || route.method === 'DELETE' || route.body === 'none') &&
          !operationSchemas(name).query &&
          !operationSchemas(name).body,
      )
      .map(([name]) => name);
    expect(without.sort()).toEqual(unvalidated.sort());
    expect(without).toEqual(expect.arrayContaining(['getCategory', 'deleteCategory', 'getMe']));
    expect(without).not.toContain('listCategories');
    expect(without).not.toContain('getCompany');
  });

  it('declares 409 where it can come, saying what it means there', () => {
    const conflicts = Object.fromEntries(
      routeEntries()
        .map(
          ([name]) =>
            [name, (operation(name).responses['409'] as { description?: string } | undefined)?.description] as const,
        )
        .filter(([, description]) => description !== undefined),
    );
    const stated = routeEntries().flatMap(([name]) => (operationDocs(name).conflict ? [name] : []));
    expect(Object.keys(conflicts).sort()).toEqual(stated.sort());
    // An idempotent create can meet its own retry in progress, a replace or update can lose its race.
    const bound = routeEntries().flatMap(([name, route]) =>
      route.idempotent || route.method === 'PUT' || route.method === 'PATCH' ? [name] : [],
    );
    expect(Object.keys(conflicts)).toEqual(expect.arrayContaining(bound));
    expect(conflicts.deleteLocation).toMatch(/`user_count`/);
    expect(conflicts.updateCompanyUser).toMatch(/`last_owner`/);
    expect(conflicts.deleteCompanyUser).toMatch(/`last_owner`/);
    expect(conflicts.createInvitation).toMatch(/`existing_user_uuid`.*`invitation_uuid`.*`limit_exceeded`/);
    expect(conflicts.acceptInvitation).toMatch(/`invitation_accepted`/);
    expect(conflicts.createCategory).toMatch(/taken.*`conflict`.*`limit_exceeded`.*`idempotency_in_progress`/);
    expect(conflicts.createAutomation).not.toMatch(/taken/);
    expect(conflicts.replaceCategory).toMatch(/taken/);
    expect(conflicts.replaceCategory).not.toMatch(/limit_exceeded|Idempotency/);
    for (const name of [
      'replaceCompany',
      'updateCompany',
      'updateCompanyLimit',
      'replaceAutomation',
      'deleteAutomation',
    ] as const)
      expect(conflicts[name]).toMatch(
        /^Conflict: .* lost their race, without If-Match, or with one that each new read still matches/,
      );
    expect(conflicts.uploadCompanyImage).toMatch(
      /^Conflict: .* lost their race, with an If-Match that each new read still matches/,
    );
  });

  it('declares the rate-limit headers by the check order: never before the count, always after it, else when counted', () => {
    expect(
      ['200', '406', '409', '412', '422'].map((status) => headerComponent('updateCategory', status, 'RateLimit')),
    ).toEqual(Array(5).fill('RateLimit'));
    expect(headerComponent('getAppData', '304', 'X-RateLimit-Reset')).toBe('X-RateLimit-Reset');
    expect(['401', '403'].map((status) => headerComponent('updateCategory', status, 'RateLimit'))).toEqual([
      'RateLimit.absent',
      'RateLimit.absent',
    ]);
    expect(
      (document.components.responses as Record<string, { headers: Record<string, { $ref: string }> }>).MethodNotAllowed
        ?.headers.RateLimit?.$ref,
    ).toBe('#/components/headers/RateLimit.absent');
    expect(
      ['400', '404', '413', '415', '429', '500', '503'].map((status) =>
        headerComponent('updateCategory', status, 'RateLimit'),
      ),
    ).toEqual(Array(7).fill('RateLimit.optional'));
    expect(document.components.headers['RateLimit.absent']).toMatchObject({ required: false, schema: { not: {} } });
    expect(document.components.headers['RateLimit.optional']).toMatchObject({
      required: false,
      description: expect.stringContaining('absent on the answers API Gateway gives itself'),
    });
  });

  it('declares Content-Encoding and Vary where a body may be compressed', () => {
    for (const [name, status] of [
      ['getAppData', '200'],
      ['listAutomations', '200'],
      ['listCompanyUsers', '200'],
      ['createCategory', '422'],
    ] as const) {
      expect([headerComponent(name, status, 'Content-Encoding'), headerComponent(name, status, 'Vary')]).toEqual([
        'Content-Encoding',
        'Vary',
      ]);
    }
    expect(headerComponent('deleteCategory', '204', 'Content-Encoding')).toBeUndefined();
    expect(document.components.headers['Content-Encoding']).toMatchObject({
      required: false,
      schema: { const: 'gzip' },
    });
  });

  it("states the list defaults and an automation's default filters", () => {
    expect(
      ['page', 'page_size', 'sort_by', 'sort_order'].map((name) => parameter('listCategories', name).schema.default),
    ).toEqual(['1', '25', 'created_at', 'asc']);
    expect(parameter('listCompanyUsers', 'ignore_cached').schema.default).toBe('false');
    expect(bodySchema('createAutomation').properties.filters).toMatchObject({ default: [] });
    expect(bodySchema('replaceAutomation').properties.is_enabled).toMatchObject({ default: true });
  });

  it("lets a company's object fields hold any members", () => {
    for (const name of ['replaceCompany', 'updateCompany'] as const) {
      for (const field of ['settings', 'custom_settings', 'available_integration_uuids']) {
        expect(bodySchema(name).properties[field]).toMatchObject({
          anyOf: [{ type: 'object', additionalProperties: {} }, { type: 'null' }],
        });
      }
    }
  });

  it('answers an IS_CREATED trigger value as the "" a request may send', () => {
    const trigger = (
      document.components.schemas.AutomationRecord as {
        properties: { triggers: { items: { oneOf: Array<{ properties: Json }> } } };
      }
    ).properties.triggers.items.oneOf.find((variant) => (variant.properties.operator as Json).const === 'IS_CREATED');
    expect(trigger?.properties.value).toMatchObject({ type: 'string', const: '' });
  });

  it('describes what a query schema leaves to the domain', () => {
    expect(parameter('getCompany', 'uuid')).toMatchObject({
      description: expect.stringMatching(/equal the path's company_uuid.*422/),
      schema: { format: 'uuid', pattern: expect.any(String) },
    });
    expect(parameter('listAutomations', 'is_enabled').description).toMatch(/`true`.*`false`.*422/);
    // A name of 9,000 characters is looked up and answers 404: the document must not refuse it.
    expect(parameter('getCompanySettingsJson', 'settings_name')).toMatchObject({
      description: expect.stringContaining('404'),
      schema: { maxLength: expect.any(Number) },
    });
    expect(Number(parameter('getCompanySettingsJson', 'settings_name').schema.maxLength)).toBeGreaterThan(9000);
    expect(bodySchema('createCategory').properties.category_uuid?.description).toMatch(/PUT and PATCH.*422/);
  });

  it('names every entity update-limit sets, and the default of the daily automation messages', () => {
    expect(parameter('updateCompanyLimit', 'entity').schema.enum).toEqual([
      'automations',
      'categories',
      'users',
      'company_locations',
      'automation_messages',
    ]);
    expect(operation('updateCompanyLimit').description).toMatch(/`automation_messages`.*UTC day.*null.*1,000/s);
  });

  it('answers outside_business_hours in the automation record, HOLD or SKIP, right after business_hours', () => {
    const record = document.components.schemas.AutomationRecord as { properties: Json; required: string[] };
    expect(record.properties.outside_business_hours).toMatchObject({ type: 'string', enum: ['HOLD', 'SKIP'] });
    const keys = Object.keys(record.properties);
    expect(keys.indexOf('outside_business_hours')).toBe(keys.indexOf('business_hours') + 1);
    expect(record.required).toContain('outside_business_hours');
    expect(bodySchema('createAutomation').properties.outside_business_hours).toMatchObject({ default: 'HOLD' });
    expect(bodySchema('replaceAutomation').properties.outside_business_hours).toMatchObject({ default: 'HOLD' });
  });

  it('states the PUT resets and the body limits', () => {
    expect(bodySchema('replaceCategory').description).toMatch(/`description` resets to null/);
    expect(bodySchema('replaceCompany').description).toMatch(/resets to null/);
    expect(operation('createCategory').requestBody?.description).toContain('At most 1 MiB');
    expect(operation('uploadCompanyFiles').requestBody?.description).toContain('At most 6,000,000 bytes');
    expect(operation('uploadCompanyImage').requestBody?.description).toContain('At most 4,000,000 bytes');
    expect(operation('listCompanyUsers').requestBody?.description).toContain('At most 1 MiB');
  });

  it("describes app-data's ETag, the logo's 415 and the gateway's own 400", () => {
    expect(document.components.headers[headerComponent('getAppData', '200', 'ETag') ?? '']?.description).toMatch(
      /If-None-Match/,
    );
    expect(document.components.headers[headerComponent('getAppData', '200', 'ETag') ?? '']?.description).not.toMatch(
      /If-Match/,
    );
    expect(response('uploadCompanyImage', '415').description).toMatch(/content is checked/);
    expect(response('getCategory', '400').description).toMatch(/API Gateway's own 400.*header/);
  });
});
