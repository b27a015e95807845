/**
 * The document's request schemas refuse what the server refuses (422) and accept what it accepts:
 * each case is run through the schema the handler validates with (as the validation middleware
 * does) and through the document's schema (Ajv, JSON Schema 2020-12), and both must give the
 * expected answer. The rules a refinement states in JSON Schema (`documented`) are also held to
 * their functions over generated values.
 */
import { join } from 'node:path';
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { buildOpenApiDocument } from '../../scripts/openapi/document';
import type { DescribedApiHandler, OperationSchemas } from '../../lib/http/api';
import { type RouteName, handlerPath, routes } from '../../lib/http/routes';
import { ValidationError } from '../../lib/errors';
import { isUuid } from '../../lib/data/ids';
import { UUID_PATTERN } from '../../lib/data/text-schema';
import { endMinutes, startMinutes } from '../../lib/automations/rules';
import {
  type UploadFilesBody,
  parseBase64Payload,
  validateFileChanges,
} from '../../lib/companies/company-files-payload';

type Json = Record<string, unknown>;

const ROOT = join(__dirname, '..', '..');
const COMPANY = '01a2119e-200e-742c-b43f-2c322bd699e0';
type Operation = Json & {
  operationId: string;
  parameters: Json[];
  requestBody?: Json & { content: Record<string, { schema: Json }> };
  responses: Record<string, Json>;
};
const document = buildOpenApiDocument() as Json & {
  paths: Record<string, Record<string, Operation>>;
  components: Json & { parameters: Record<string, Json> };
};

// Formats are checked as a client's validator would: a format stricter than the server would refuse what it accepts.
const ajv = addFormats(new Ajv2020({ strict: false, allErrors: true }));
ajv.addSchema({ ...document, $id: 'openapi' });

const escape = (segment: string): string => segment.replace(/~/g, '~0').replace(/\//g, '~1');
const validators = new Map<string, ValidateFunction>();

function compiled(pointer: string): ValidateFunction {
  let validate = validators.get(pointer);
  if (!validate) {
    validate = ajv.compile({ $ref: `openapi#${pointer}` });
    validators.set(pointer, validate);
  }
  return validate;
}

function operationPointer(route: RouteName): string {
  const { path, method } = routes[route];
  return `/paths/${escape(path)}/${method.toLowerCase()}`;
}

/** Whether the document's JSON body schema of the operation accepts `body`. */
function documentAcceptsBody(route: RouteName, body: unknown): boolean {
  return compiled(`${operationPointer(route)}/requestBody/content/application~1json/schema`)(body);
}

/** Whether the document's schemas of the operation's query parameters accept `query` (a repeated parameter is a list). */
function documentAcceptsQuery(route: RouteName, query: Record<string, string | string[]>): boolean {
  const { path, method } = routes[route];
  const parameters = document.paths[path]?.[method.toLowerCase()]?.parameters ?? [];
  return Object.entries(query).every(([name, value]) => {
    const index = parameters.findIndex((parameter) => parameter.in === 'query' && parameter.name === name);
    if (index < 0) return true; // unknown query parameters are ignored
    const schema = parameters[index]?.schema as Json;
    const values = schema.type === 'array' ? [value].flat() : Array.isArray(value) ? value.at(-1) : value;
    return compiled(`${operationPointer(route)}/parameters/${index}/schema`)(values);
  });
}

/** The schemas the route's handler validates with. */
function serverSchemas(route: RouteName): OperationSchemas {
  const [file] = handlerPath(route).split('.handler');
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the handler modules the route table names
  return (require(join(ROOT, `${file}.ts`)) as { handler: DescribedApiHandler }).handler.operation;
}

/** Whether the server accepts a JSON body, as the validation middleware (and, for files, validateFileChanges) checks it. */
function serverAcceptsBody(route: RouteName, body: unknown): boolean {
  const schemas = serverSchemas(route);
  // A GET's JSON body holds query parameters (users, settings-json), and being a body, nothing else.
  const schema = schemas.body ?? schemas.query;
  const parameters = schemas.body
    ? undefined
    : (schemas.query as { shape?: Record<string, unknown> } | undefined)?.shape;
  if (
    parameters &&
    typeof body === 'object' &&
    body !== null &&
    Object.keys(body).some((key) => !Object.hasOwn(parameters, key))
  )
    return false;
  const parsed = schema?.safeParse(body);
  if (!parsed?.success) return false;
  if (route === 'uploadCompanyFiles') {
    try {
      validateFileChanges(parsed.data as UploadFilesBody);
    } catch (error) {
      if (error instanceof ValidationError) return false;
      throw error;
    }
  }
  return true;
}

function serverAcceptsQuery(route: RouteName, query: Record<string, string | string[]>): boolean {
  return serverSchemas(route).query?.safeParse(query).success ?? true;
}

const automation = {
  name: 'Welcome e-mail',
  type: 'CUSTOMER',
  triggers: [{ type: 'CUSTOMER', operator: 'IS_CREATED' }],
  actions: [{ action: 'SEND_EMAIL', value: ['{{customer.email}}'], settings: { body: 'Hello' } }],
};
const trigger = { type: 'CUSTOMER', operator: 'IS_CHANGED_TO', value: 'VIP' };
const window = { day: 'MONDAY', start: '08:00', end: '17:00' };
const withHours = (windows: unknown[]): Json => ({
  ...automation,
  business_hours: { timezone: 'Europe/Berlin', windows },
});
const fileOf = (bytes: number): string => Buffer.alloc(bytes, 7).toString('base64');
const FILE_UUID = '0193a2b4-5c6d-7e8f-9012-345678901234';
const upload = (items: unknown[], deleteItems: unknown[] = []): Json => ({ items, deleteItems });

type Verdict = 'accepts' | 'refuses';

const BODY_CASES: Array<[string, RouteName, unknown, Verdict]> = [
  ['a minimal automation', 'createAutomation', automation, 'accepts'],
  ['an automation named ""', 'createAutomation', { ...automation, name: '' }, 'refuses'],
  [
    'an automation that skips outside business hours',
    'createAutomation',
    { ...automation, outside_business_hours: 'SKIP' },
    'accepts',
  ],
  [
    'outside_business_hours in lower case',
    'createAutomation',
    { ...automation, outside_business_hours: 'skip' },
    'refuses',
  ],
  ['outside_business_hours null', 'replaceAutomation', { ...automation, outside_business_hours: null }, 'refuses'],
  ['a PATCH of outside_business_hours alone', 'updateAutomation', { outside_business_hours: 'HOLD' }, 'accepts'],
  [
    'an automation name of 200 code points (emoji)',
    'createAutomation',
    { ...automation, name: '😀'.repeat(200) },
    'accepts',
  ],
  ['an automation name of 201 characters', 'createAutomation', { ...automation, name: 'a'.repeat(201) }, 'refuses'],
  ['a description of 2001 characters', 'createAutomation', { ...automation, description: 'd'.repeat(2001) }, 'refuses'],
  ['an IS_CHANGED_TO trigger', 'createAutomation', { ...automation, triggers: [trigger] }, 'accepts'],
  [
    'a trigger operator IS_DELETED',
    'createAutomation',
    { ...automation, triggers: [{ ...trigger, operator: 'IS_DELETED' }] },
    'refuses',
  ],
  [
    'a trigger with an unknown field',
    'createAutomation',
    { ...automation, triggers: [{ ...trigger, extra: 1 }] },
    'refuses',
  ],
  [
    'an IS_CHANGED_TO trigger with an empty value',
    'createAutomation',
    { ...automation, triggers: [{ ...trigger, value: '' }] },
    'refuses',
  ],
  [
    'a trigger value of 201 characters',
    'createAutomation',
    { ...automation, triggers: [{ ...trigger, value: 'v'.repeat(201) }] },
    'refuses',
  ],
  [
    'an IS_CREATED trigger with a value',
    'createAutomation',
    { ...automation, triggers: [{ type: 'CUSTOMER', operator: 'IS_CREATED', value: 'x' }] },
    'refuses',
  ],
  [
    'an IS_CREATED trigger with an empty value',
    'createAutomation',
    { ...automation, triggers: [{ type: 'CUSTOMER', operator: 'IS_CREATED', value: '' }] },
    'accepts',
  ],
  ['a trigger that is a string', 'createAutomation', { ...automation, triggers: ['IS_CREATED'] }, 'refuses'],
  [
    'a filter type ACCOUNT',
    'createAutomation',
    { ...automation, filters: [{ type: 'ACCOUNT', operator: 'IS', value: 'x' }] },
    'refuses',
  ],
  [
    'an IS_ONE_OF filter with a string value',
    'createAutomation',
    { ...automation, filters: [{ type: 'JOB', operator: 'IS_ONE_OF', value: 'x' }] },
    'refuses',
  ],
  [
    'an IS_ONE_OF filter with an empty string',
    'createAutomation',
    { ...automation, filters: [{ type: 'JOB', operator: 'IS_ONE_OF', value: [''] }] },
    'refuses',
  ],
  [
    'an IS_ONE_OF filter',
    'createAutomation',
    { ...automation, filters: [{ type: 'JOB', operator: 'IS_ONE_OF', value: ['a', 'b'] }] },
    'accepts',
  ],
  [
    'an action SEND_FAX',
    'createAutomation',
    { ...automation, actions: [{ action: 'SEND_FAX', value: ['+14155550100'], settings: { body: 'x' } }] },
    'refuses',
  ],
  [
    'a SEND_EMAIL without a body',
    'createAutomation',
    { ...automation, actions: [{ action: 'SEND_EMAIL', value: ['a@example.com'], settings: {} }] },
    'refuses',
  ],
  [
    'a SEND_EMAIL subject of 201 characters',
    'createAutomation',
    {
      ...automation,
      actions: [{ action: 'SEND_EMAIL', value: ['a@example.com'], settings: { body: 'x', subject: 's'.repeat(201) } }],
    },
    'refuses',
  ],
  [
    'a SEND_SMS body of 1601 characters',
    'createAutomation',
    { ...automation, actions: [{ action: 'SEND_SMS', value: ['+14155550100'], settings: { body: 'b'.repeat(1601) } }] },
    'refuses',
  ],
  ['business hours 08:00–24:00', 'createAutomation', withHours([{ ...window, end: '24:00' }]), 'accepts'],
  ['a window starting at 25:00', 'createAutomation', withHours([{ ...window, start: '25:00' }]), 'refuses'],
  ['a window starting at 8:00', 'createAutomation', withHours([{ ...window, start: '8:00' }]), 'refuses'],
  ['a category named ""', 'createCategory', { name: '', category_group: 'SERVICE_PLAN' }, 'refuses'],
  [
    'a category name of 201 characters',
    'createCategory',
    { name: 'n'.repeat(201), category_group: 'SERVICE_PLAN' },
    'refuses',
  ],
  ['a category rename to ""', 'updateCategory', { name: '' }, 'refuses'],
  ['a company named ""', 'updateCompany', { name: '' }, 'refuses'],
  ['a company named "   "', 'updateCompany', { name: '   ' }, 'refuses'],
  ['a company name of 201 characters', 'updateCompany', { name: 'c'.repeat(201) }, 'refuses'],
  ['a postal code of 21 characters', 'updateCompany', { postal_code: '1'.repeat(21) }, 'refuses'],
  ['latitude "abc"', 'updateCompany', { latitude: 'abc' }, 'refuses'],
  ['latitude "91"', 'updateCompany', { latitude: '91' }, 'refuses'],
  ['latitude "-90.000"', 'updateCompany', { latitude: '-90.000' }, 'accepts'],
  // Just over the limit, though it rounds to 90 as a float.
  ['latitude "90.0000000000000001"', 'updateCompany', { latitude: '90.0000000000000001' }, 'refuses'],
  ['longitude "-180.00000000000000000001"', 'updateCompany', { longitude: '-180.00000000000000000001' }, 'refuses'],
  ['latitude "89.99999999999999999999"', 'updateCompany', { latitude: '89.99999999999999999999' }, 'accepts'],
  ['latitude 52.5 as a JSON number', 'updateCompany', { latitude: 52.5 }, 'refuses'],
  ['longitude "-180.5"', 'updateCompany', { longitude: '-180.5' }, 'refuses'],
  ['longitude "13.404954"', 'updateCompany', { longitude: '13.404954' }, 'accepts'],
  ['an ftp: website_url', 'updateCompany', { website_url: 'ftp://example.com' }, 'refuses'],
  ['a relative website_url', 'updateCompany', { website_url: '/about' }, 'refuses'],
  ['an https: website_url', 'updateCompany', { website_url: 'HTTPS://example.com/about?x=1' }, 'accepts'],
  [
    'an e-mail with two dots in a row (valid by the HTML rule)',
    'updateCompany',
    { email: 'a..b@example.com' },
    'accepts',
  ],
  ['an e-mail without a dotted domain', 'updateCompany', { email: 'a@localhost' }, 'refuses'],
  ['settings [1]', 'updateCompany', { settings: [1] }, 'refuses'],
  ['settings "x"', 'updateCompany', { settings: 'x' }, 'refuses'],
  ['settings null', 'updateCompany', { settings: null }, 'accepts'],
  ['a country_uuid that is no UUID', 'updateCompany', { country_uuid: 'not-a-uuid' }, 'refuses'],
  [
    'a file and a deletion',
    'uploadCompanyFiles',
    upload([{ base64String: 'aGVsbG8=', uuid: FILE_UUID }], ['0193a2b4-5c6d-7e8f-9012-345678901235']),
    'accepts',
  ],
  [
    'a 4 MiB file',
    'uploadCompanyFiles',
    upload([{ base64String: fileOf(4 * 1024 * 1024), uuid: FILE_UUID }]),
    'accepts',
  ],
  [
    'a 4 MiB file as a data URL',
    'uploadCompanyFiles',
    upload([
      { base64String: `data:application/pdf;name="a b.pdf";base64,${fileOf(4 * 1024 * 1024)}`, uuid: FILE_UUID },
    ]),
    'accepts',
  ],
  [
    'an item uuid that is no UUID',
    'uploadCompanyFiles',
    upload([{ base64String: 'aGVsbG8=', uuid: 'file-1' }]),
    'refuses',
  ],
  ['a deleteItems entry that is no UUID', 'uploadCompanyFiles', upload([], ['nope']), 'refuses'],
  ['a deleteItems entry twice', 'uploadCompanyFiles', upload([], [FILE_UUID, FILE_UUID]), 'refuses'],
  ['invalid base64', 'uploadCompanyFiles', upload([{ base64String: '@@@@', uuid: FILE_UUID }]), 'refuses'],
  [
    'a data URL of 40 parameters that fails at its end (no backtracking blow-up in the pattern)',
    'uploadCompanyFiles',
    upload([{ base64String: `data:a/b${';a=a  '.repeat(40)}";base64,QUFB`, uuid: FILE_UUID }]),
    'refuses',
  ],
  [
    'a data URL whose spaces run into a tab (no quadratic blow-up in the pattern)',
    'uploadCompanyFiles',
    upload([{ base64String: `data:a/b;a=d${' '.repeat(200_000)}\t0=s;base64,QUFB`, uuid: FILE_UUID }]),
    'refuses',
  ],
  [
    'a data URL with spaces around its parameters',
    'uploadCompanyFiles',
    upload([{ base64String: 'data:text/plain ;a=x  ;b="y"  ; c=z ;base64,aGk=', uuid: FILE_UUID }]),
    'accepts',
  ],
  [
    'a data URL without a subtype',
    'uploadCompanyFiles',
    upload([{ base64String: 'data:text;base64,aGVsbG8=', uuid: FILE_UUID }]),
    'refuses',
  ],
  ['an empty file', 'uploadCompanyFiles', upload([{ base64String: '', uuid: FILE_UUID }]), 'refuses'],
  [
    'users: numbers and booleans',
    'listCompanyUsers',
    { page: 1, page_size: 5, ignore_cached: true, should_reset_cache: false },
    'accepts',
  ],
  [
    'users: the query forms and lists',
    'listCompanyUsers',
    {
      page: '2',
      sort_order: 'DESC',
      filter_by_role_code: ['ROLE_COMPANY_ADMIN', 'ROLE_COMPANY_OWNER'],
      filter_by_status_code: 'STATUS_ACTIVE, STATUS_INVITED',
      ignore_cached: 'true',
      search: null,
    },
    'accepts',
  ],
  ['users: unknown fields', 'listCompanyUsers', { foo: 'bar' }, 'refuses'],
  ['settings-json: an unknown field', 'getCompanySettingsJson', { settings_name: 'theme', foo: 'bar' }, 'refuses'],
  ['users: page_size 500', 'listCompanyUsers', { page_size: 500 }, 'refuses'],
  ['users: page 1.5', 'listCompanyUsers', { page: 1.5 }, 'refuses'],
  ['users: ignore_cached 1', 'listCompanyUsers', { ignore_cached: 1 }, 'refuses'],
  ['users: a role list with an unknown role', 'listCompanyUsers', { filter_by_role_code: ['ROLE_KING'] }, 'refuses'],
  ['users: a location list with a number', 'listCompanyUsers', { filter_by_company_location_uuid: [1] }, 'refuses'],
  ['settings-json: an empty settings_name', 'getCompanySettingsJson', { settings_name: '' }, 'refuses'],
  ['settings-json: a settings_name', 'getCompanySettingsJson', { settings_name: 'theme' }, 'accepts'],
];

const QUERY_CASES: Array<[string, RouteName, Record<string, string | string[]>, Verdict]> = [
  [
    'every list parameter',
    'listAutomations',
    { page: '007', page_size: '100', sort_by: 'name', sort_order: 'Desc', search: 'welcome', is_enabled: 'true' },
    'accepts',
  ],
  ['page=0', 'listAutomations', { page: '0' }, 'refuses'],
  ['page=abc', 'listAutomations', { page: 'abc' }, 'refuses'],
  ['page_size=101', 'listAutomations', { page_size: '101' }, 'refuses'],
  ['page_size=0', 'listAutomations', { page_size: '0' }, 'refuses'],
  ['sort_order=sideways', 'listAutomations', { sort_order: 'sideways' }, 'refuses'],
  ['a search of 101 characters', 'listAutomations', { search: 's'.repeat(101) }, 'refuses'],
  ['a search of 100 code points', 'listAutomations', { search: '😀'.repeat(100) }, 'accepts'],
  ['page_size=1000', 'listCategories', { page_size: '1000' }, 'refuses'],
  ['sort_order=up', 'listCategories', { sort_order: 'up' }, 'refuses'],
  [
    'user filters as lists and comma-separated',
    'listCompanyUsers',
    {
      filter_by_status_code: ['STATUS_ACTIVE', 'STATUS_INVITED'],
      filter_by_role_code: 'ROLE_COMPANY_ADMIN,ROLE_COMPANY_OWNER',
      ignore_cached: 'true',
    },
    'accepts',
  ],
  ['an unknown status filter', 'listCompanyUsers', { filter_by_status_code: 'STATUS_SLEEPING' }, 'refuses'],
  ['an unknown role filter', 'listCompanyUsers', { filter_by_role_code: 'ROLE_KING' }, 'refuses'],
  ['a location filter that is no UUID', 'listCompanyUsers', { filter_by_company_location_uuid: 'nowhere' }, 'refuses'],
  [
    'a location filter in upper case',
    'listCompanyUsers',
    { filter_by_company_location_uuid: COMPANY.toUpperCase() },
    'accepts',
  ],
  ['users page=0', 'listCompanyUsers', { page: '0' }, 'refuses'],
  ['ignore_cached=yes', 'listCompanyUsers', { ignore_cached: 'yes' }, 'refuses'],
  ['an automationUuid in upper case', 'updateAutomation', { automationUuid: FILE_UUID.toUpperCase() }, 'accepts'],
];

describe('the OpenAPI request schemas', () => {
  it.each(BODY_CASES)('and the server agree on a body: %s (%s)', (_case, route, body, verdict) => {
    expect({ server: serverAcceptsBody(route, body), document: documentAcceptsBody(route, body) }).toEqual({
      server: verdict === 'accepts',
      document: verdict === 'accepts',
    });
  });

  it.each(QUERY_CASES)('and the server agree on a query: %s (%s)', (_case, route, query, verdict) => {
    expect({ server: serverAcceptsQuery(route, query), document: documentAcceptsQuery(route, query) }).toEqual({
      server: verdict === 'accepts',
      document: verdict === 'accepts',
    });
  });

  it('document settings_name as required in the query or the body, the query parameter itself optional', () => {
    const operation = document.paths[routes.getCompanySettingsJson.path]?.get;
    expect(operation?.parameters.find((parameter) => parameter.name === 'settings_name')).toMatchObject({
      in: 'query',
      required: false,
      description: expect.stringContaining('Required, in the query string or in the JSON body'),
    });
    expect(operation?.requestBody).toMatchObject({
      required: false,
      description: expect.stringContaining('`settings_name` is required, in the query string or in this body'),
    });
    expect(operation?.requestBody?.content['application/json']?.schema.required).toBeUndefined();
  });

  it('accept any X-Request-Id (an invalid one is replaced, not refused)', () => {
    const validate = compiled('/components/parameters/X-Request-Id/schema');
    expect(['bad id with spaces', 'x'.repeat(129), 'ünïcödé', 'abc-123_.X'].map((value) => validate(value))).toEqual([
      true,
      true,
      true,
      true,
    ]);
  });

  it('state the UUID rule of isUuid', () => {
    const pattern = new RegExp(`^${UUID_PATTERN}$`, 'u');
    const hex = fc.stringMatching(/^[0-9a-fA-FxX-]{36}$/);
    const uuidLike = fc
      .tuple(fc.uuid({ version: [1, 2, 3, 4, 5, 6, 7, 8, 15] }), fc.boolean())
      .map(([uuid, upper]) => (upper ? uuid.toUpperCase() : uuid));
    fc.assert(
      fc.property(
        fc.oneof(
          uuidLike,
          hex,
          fc.string(),
          fc.constantFrom('00000000-0000-0000-0000-000000000000', 'FFFFFFFF-ffff-FFFF-ffff-FFFFFFFFFFFF'),
        ),
        (value) => pattern.test(value) === isUuid(value),
      ),
      { numRuns: 3000 },
    );
  });

  it('state the clock times of startMinutes and endMinutes', () => {
    const hoursOf = (start: string, end = '24:00'): Json => withHours([{ ...window, start, end }]);
    const time = fc.oneof(fc.stringMatching(/^\d{1,3}:\d{1,3}$/), fc.string({ maxLength: 6 }));
    fc.assert(
      fc.property(time, (value) => {
        const start = startMinutes(value);
        expect(documentAcceptsBody('createAutomation', hoursOf(value))).toBe(start !== undefined);
        // That the end is later than the start is no pattern's: only the end's own rule is compared.
        expect(documentAcceptsBody('createAutomation', hoursOf('00:00', value))).toBe(endMinutes(value) !== undefined);
      }),
      { numRuns: 2000 },
    );
  });

  it('state the decimal ranges of latitude and longitude', () => {
    const decimal = fc.oneof(
      fc.stringMatching(/^[+-]?0{0,3}\d{0,3}(\.\d{0,4})?$/),
      fc.constantFrom(
        '90',
        '90.0',
        '-90.00000000000000000000',
        '90.01',
        '180.000',
        '180.1',
        '179.9999',
        '0',
        '.5',
        '5.',
        '+',
        '',
        '1e2',
        `${'0'.repeat(20)}1`,
        `${'0'.repeat(19)}1`,
      ),
      fc.string({ maxLength: 8 }),
    );
    fc.assert(
      fc.property(decimal, fc.constantFrom('latitude', 'longitude'), (value, field) => {
        expect(documentAcceptsBody('updateCompany', { [field]: value })).toBe(
          serverAcceptsBody('updateCompany', { [field]: value }),
        );
      }),
      { numRuns: 3000 },
    );
  });

  it('state page, page_size and sort_order as the list query and a users GET body give them', () => {
    const text = fc.oneof(
      fc.stringMatching(/^\d{1,4}$/),
      fc.constantFrom('9007199254740991', '9007199254740992', '0009', 'asc', 'DESC', 'aSc', 'up', ''),
      fc.string({ maxLength: 5 }),
    );
    const json = fc.oneof(text, fc.integer({ min: -5, max: 200 }), fc.double(), fc.boolean(), fc.constant(null));
    fc.assert(
      fc.property(fc.constantFrom('page', 'page_size', 'sort_order'), text, json, (name, queryValue, bodyValue) => {
        // page × page_size ≤ 10,000 is no rule of one parameter (JSON Schema has no product): a page
        // is compared at page_size 1, where only its own bounds apply; the product is the next test's.
        const query = { ...(name === 'page' ? { page_size: '1' } : {}), [name]: queryValue };
        const body = { ...(name === 'page' ? { page_size: 1 } : {}), [name]: bodyValue };
        expect(documentAcceptsQuery('listCategories', query)).toBe(serverAcceptsQuery('listCategories', query));
        expect(documentAcceptsBody('listCompanyUsers', body)).toBe(serverAcceptsBody('listCompanyUsers', body));
      }),
      { numRuns: 2000 },
    );
  });

  it.each(['listAutomations', 'listCategories', 'listCompanyUsers'] as const)(
    "state in %s's page what the server holds page × page_size to",
    (route) => {
      const { path, method } = routes[route];
      const page = document.paths[path]?.[method.toLowerCase()]?.parameters.find(
        (parameter) => parameter.name === 'page',
      ) as Json & { schema: Json };
      expect(page.description).toContain('page × page_size at most 10,000 (else 422');
      expect(page.schema).toMatchObject({ pattern: expect.stringContaining('10000') });
      for (const [query, accepted] of [
        [{ page: '100', page_size: '100' }, true],
        [{ page: '400' }, true],
        [{ page: '101', page_size: '100' }, false],
        [{ page: '401' }, false],
        [{ page: '10000', page_size: '1' }, true],
        [{ page: '10001', page_size: '1' }, false],
      ] as const) {
        expect(serverAcceptsQuery(route, query)).toBe(accepted);
      }
    },
  );

  it('state the users filters in both forms', () => {
    const entry = fc.constantFrom(
      'STATUS_ACTIVE',
      'STATUS_INVITED',
      'status_active',
      'STATUS_SLEEPING',
      '',
      ' ',
      ',',
      COMPANY,
      'ROLE_COMPANY_ADMIN',
    );
    const raw = fc.array(entry, { maxLength: 4 }).map((entries) => entries.join(''));
    const value = fc.oneof(raw, fc.array(raw, { maxLength: 3 }), fc.constant(null), fc.integer());
    fc.assert(
      fc.property(value, (filter) => {
        expect(documentAcceptsBody('listCompanyUsers', { filter_by_status_code: filter })).toBe(
          serverAcceptsBody('listCompanyUsers', { filter_by_status_code: filter }),
        );
        if (typeof filter === 'string' || (Array.isArray(filter) && filter.length > 0)) {
          expect(documentAcceptsQuery('listCompanyUsers', { filter_by_status_code: filter })).toBe(
            serverAcceptsQuery('listCompanyUsers', { filter_by_status_code: filter }),
          );
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('accept every base64String the server accepts, and refuse only what it refuses', () => {
    const validate = compiled(
      `${operationPointer('uploadCompanyFiles')}/requestBody/content/application~1json/schema/properties/items/items/properties/base64String`,
    );
    const token = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]{0,5}$/);
    // A parameter value holds no control character and, in a data URL, no comma (the server's patterns).
    const printable = '[^;",\\u0000-\\u001f\\u007f]';
    const parameterValue = fc.oneof(
      fc.stringMatching(new RegExp(`^${printable}{1,6}$`)),
      fc.stringMatching(new RegExp(`^"${printable.replace(';', '')}{0,6}"$`)),
    );
    const parameter = fc.tuple(token, parameterValue).map(([name, value]) => `;${name}=${value}`);
    const dataUrl = fc
      .tuple(token, token, fc.array(parameter, { maxLength: 2 }))
      .map(([type, subtype, parameters]) => `data:${type}/${subtype}${parameters.join('')};base64,`);
    const base64 = fc.uint8Array({ minLength: 1, maxLength: 12 }).map((bytes) => Buffer.from(bytes).toString('base64'));
    const value = fc.oneof(
      base64,
      fc.tuple(dataUrl, base64).map(([prefix, data]) => prefix + data),
      fc
        .tuple(base64, fc.nat(), fc.constantFrom(' ', '\n', '\r\n'))
        .map(([data, at, space]) => data.slice(0, at % data.length) + space + data.slice(at % data.length)),
      fc.string({ maxLength: 12 }),
      fc
        .tuple(
          fc.constantFrom('data:', 'DATA:', 'data: text/plain ;', 'data:a/b;x="1,2";'),
          fc.string({ maxLength: 12 }),
        )
        .map(([prefix, rest]) => prefix + rest),
    );
    fc.assert(
      fc.property(value, (candidate) => {
        const server = !('issue' in parseBase64Payload(candidate));
        // The document cannot count base64's groups of 4: it may accept what the server refuses, never the reverse.
        if (server) expect(validate(candidate)).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('the OpenAPI responses', () => {
  const operations = Object.values(document.paths).flatMap((methods) => Object.values(methods));
  const headers = document.components.headers as Record<string, Json>;
  const resolveResponse = (response: Json): Json & { headers?: Record<string, Json>; content?: Json } =>
    typeof response.$ref === 'string'
      ? ((document.components.responses as Record<string, Json>)[response.$ref.split('/').at(-1) ?? ''] ?? {})
      : response;

  it('refer to header components that say themselves whether they are required, with nothing beside $ref', () => {
    for (const operation of operations) {
      for (const response of Object.values(operation.responses).map(resolveResponse)) {
        for (const reference of Object.values(response.headers ?? {})) {
          expect(Object.keys(reference)).toEqual(['$ref']);
          expect(headers[String(reference.$ref).split('/').at(-1) ?? '']).toMatchObject({
            required: expect.any(Boolean),
          });
        }
      }
    }
  });

  it('give every response X-Request-Id and X-Content-Type-Options, and every problem Cache-Control: no-store', () => {
    for (const operation of operations) {
      for (const [status, response] of Object.entries(operation.responses).map(
        ([code, value]) => [code, resolveResponse(value)] as const,
      )) {
        const required = Object.entries(response.headers ?? {})
          .filter(([, reference]) => headers[String(reference.$ref).split('/').at(-1) ?? '']?.required === true)
          .map(([name]) => name);
        expect(required).toEqual(expect.arrayContaining(['X-Request-Id', 'X-Content-Type-Options', 'Cache-Control']));
        if (Number(status) >= 400)
          expect(headers[String(response.headers?.['Cache-Control']?.$ref).split('/').at(-1) ?? '']?.schema).toEqual({
            type: 'string',
            const: 'no-store',
          });
      }
    }
  });

  it('document 405 with Allow on every operation, from one shared response', () => {
    expect(operations.map((operation) => operation.responses['405'])).toEqual(
      operations.map(() => ({ $ref: '#/components/responses/MethodNotAllowed' })),
    );
    expect(resolveResponse({ $ref: '#/components/responses/MethodNotAllowed' }).headers).toMatchObject({
      Allow: { $ref: '#/components/headers/Allow' },
    });
    expect(headers.Allow).toMatchObject({ required: true });
  });
});
