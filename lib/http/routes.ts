/**
 * The route table: the single source of every operation's method, path, handler, rate-limit group,
 * permitted roles and body kind. serverless.yml's functions, the catch-all's 404/405 answers and the
 * middleware's authorization are all generated from it. What a route declares, and the read() and
 * write() builders of its common shapes, are in route-definition.ts. Keep both modules free of
 * runtime imports beyond each other and types: serverless/functions.cjs loads them at package time.
 *
 * Each route's deploy-only settings (memory and timeout, its own environment, its IAM access), where
 * they differ from the defaults, are in its resource folder's functions/<resource>/settings.ts,
 * keyed and type-checked by route name, and merged by route-settings.ts beside this table: every
 * handler bundles this table, and none of them needs those.
 */
import { read, type RouteDefinition, write } from './route-definition';

export type { BodyKind, CompanyScope, HttpMethod, RouteDefinition } from './route-definition';

export const API_PREFIX = '/api/v1';

const OWNER = 'ROLE_COMPANY_OWNER';
const ADMIN = 'ROLE_COMPANY_ADMIN';
const MANAGER = 'ROLE_COMPANY_MANAGER';
const TECHNICIAN = 'ROLE_COMPANY_TECHNICIAN';
const PLATFORM = 'ROLE_PLATFORM_ADMIN';

const EVERYONE = [OWNER, ADMIN, MANAGER, TECHNICIAN, PLATFORM] as const;
const AUTOMATION_READERS = [OWNER, ADMIN, MANAGER, PLATFORM] as const;
const AUTOMATION_WRITERS = [OWNER, ADMIN, PLATFORM] as const;
const CATEGORY_READERS = [OWNER, ADMIN, MANAGER, TECHNICIAN] as const;
const CATEGORY_WRITERS = [OWNER, ADMIN, MANAGER] as const;
const COMPANY_EDITORS = [OWNER, ADMIN, PLATFORM] as const;
const USER_MANAGERS = [OWNER, ADMIN, PLATFORM] as const;
/** The users of a company (not platform keys): who holds keys of their own. */
const COMPANY_PEOPLE = [OWNER, ADMIN, MANAGER, TECHNICIAN] as const;

const automations = `${API_PREFIX}/companies/{company_uuid}/automations` as const;
const automation = `${automations}/{automation_uuid}` as const;
const automationEvents = `${API_PREFIX}/companies/{company_uuid}/automation-events` as const;
const automationRuns = `${API_PREFIX}/companies/{company_uuid}/automation-runs` as const;
const categories = `${API_PREFIX}/categories` as const;
const category = `${categories}/{category_uuid}` as const;
const company = `${API_PREFIX}/companies/{company_uuid}` as const;
const locations = `${company}/locations` as const;
const location = `${locations}/{company_location_uuid}` as const;
const companyUser = `${company}/users/{user_uuid}` as const;
const invitations = `${company}/invitations` as const;
const invitation = `${invitations}/{invitation_uuid}` as const;
const INVITERS = [OWNER, ADMIN, MANAGER, PLATFORM] as const;
const myKeys = `${API_PREFIX}/me/keys` as const;

export const routes = {
  getAppData: { ...read(`${API_PREFIX}/app-data`, 'app-data', EVERYONE, 'none'), group: 'app-data' },

  listAutomations: { ...read(automations, 'automations', AUTOMATION_READERS, 'company-path'), list: true },
  createAutomation: {
    ...write('POST', automations, 'automations', AUTOMATION_WRITERS, 'company-path'),
    idempotent: true,
  },
  getAutomation: read(automation, 'automations', AUTOMATION_READERS, 'company-path'),
  replaceAutomation: write('PUT', automation, 'automations', AUTOMATION_WRITERS, 'company-path'),
  updateAutomation: write('PATCH', automation, 'automations', AUTOMATION_WRITERS, 'company-path'),
  deleteAutomation: write('DELETE', automation, 'automations', AUTOMATION_WRITERS, 'company-path'),
  testAutomation: write('POST', `${automation}/test`, 'automations', AUTOMATION_WRITERS, 'company-path'),
  testUnsavedAutomation: write('POST', `${automations}/test`, 'automations', AUTOMATION_WRITERS, 'company-path'),

  listAutomationEvents: {
    ...read(automationEvents, 'automation-events', AUTOMATION_READERS, 'company-path'),
    list: true,
  },
  createAutomationEvent: {
    ...write('POST', automationEvents, 'automation-events', AUTOMATION_WRITERS, 'company-path'),
    group: 'events',
  },
  getAutomationEvent: read(`${automationEvents}/{event_id}`, 'automation-events', AUTOMATION_READERS, 'company-path'),

  listAutomationRuns: { ...read(automationRuns, 'automation-runs', AUTOMATION_READERS, 'company-path'), list: true },
  getAutomationRun: read(`${automationRuns}/{run_uuid}`, 'automation-runs', AUTOMATION_READERS, 'company-path'),
  retryAutomationRun: {
    ...write('POST', `${automationRuns}/{run_uuid}/retry`, 'automation-runs', AUTOMATION_WRITERS, 'company-path'),
    body: 'none',
  },

  listCategories: { ...read(categories, 'categories', CATEGORY_READERS, 'caller-company'), list: true },
  createCategory: { ...write('POST', categories, 'categories', CATEGORY_WRITERS, 'caller-company'), idempotent: true },
  getCategory: read(category, 'categories', CATEGORY_READERS, 'caller-company'),
  replaceCategory: write('PUT', category, 'categories', CATEGORY_WRITERS, 'caller-company'),
  updateCategory: write('PATCH', category, 'categories', CATEGORY_WRITERS, 'caller-company'),
  deleteCategory: write('DELETE', category, 'categories', CATEGORY_WRITERS, 'caller-company'),

  getCompany: read(company, 'companies', EVERYONE, 'company-path'),
  replaceCompany: write('PUT', company, 'companies', COMPANY_EDITORS, 'company-path'),
  updateCompany: write('PATCH', company, 'companies', COMPANY_EDITORS, 'company-path'),
  uploadCompanyImage: {
    method: 'POST',
    path: `${company}/image`,
    resource: 'companies',
    group: 'upload',
    roles: COMPANY_EDITORS,
    body: 'multipart',
    scope: 'company-path',
    // The 2 MiB limit is on the file, checked after its type (415 before 413, docs/api.md); the body
    // may be 4 MB: API Gateway hands a multipart body (a binary media type) to the function
    // base64-encoded, and 4/3 of 4 MB still fits a synchronous Lambda invocation (6 MB), so the
    // function answers every body up to it; the edge refuses larger ones (serverless/edge.cjs).
    maxBodyBytes: 4_000_000,
    // It answers the company and its ETag, and writes the company's logo (RFC 9110 §13.1.1).
    conditional: true,
  },
  deleteCompanyImage: { ...write('DELETE', `${company}/image`, 'companies', [OWNER], 'company-path'), group: 'upload' },
  uploadCompanyFiles: {
    ...write('POST', `${company}/upload-base64`, 'companies', COMPANY_EDITORS, 'company-path'),
    group: 'upload',
    maxBodyBytes: 6_000_000,
  },
  getCompanyBilling: { ...read(`${company}/billing`, 'companies', [OWNER], 'company-path'), group: 'billing' },
  getCompanySettingsJson: read(`${company}/settings-json`, 'companies', EVERYONE, 'company-path', 'optional-json'),
  updateCompanyLimit: {
    ...write('PATCH', `${company}/update-limit/{entity}`, 'companies', [PLATFORM], 'company-path'),
    group: 'billing',
  },

  listLocations: { ...read(locations, 'locations', EVERYONE, 'company-path'), list: true },
  createLocation: { ...write('POST', locations, 'locations', COMPANY_EDITORS, 'company-path'), idempotent: true },
  getLocation: read(location, 'locations', EVERYONE, 'company-path'),
  replaceLocation: write('PUT', location, 'locations', COMPANY_EDITORS, 'company-path'),
  updateLocation: write('PATCH', location, 'locations', COMPANY_EDITORS, 'company-path'),
  deleteLocation: write('DELETE', location, 'locations', COMPANY_EDITORS, 'company-path'),

  listAuditEvents: {
    ...read(`${company}/audit-events`, 'audit', [OWNER, ADMIN, PLATFORM], 'company-path'),
    list: true,
  },

  listCompanyUsers: {
    ...read(`${company}/users`, 'users', EVERYONE, 'company-path', 'optional-json'),
    list: true,
    readsOnlyWhen: (query) => query.ignore_cached === 'true' && query.should_reset_cache !== 'true',
  },
  getMe: read(`${API_PREFIX}/me`, 'users', EVERYONE, 'none'),
  getCompanyUser: read(companyUser, 'users', EVERYONE, 'company-path'),
  updateCompanyUser: {
    ...write('PATCH', companyUser, 'users', EVERYONE, 'company-path'),
    userTarget: { selfOnly: [MANAGER, TECHNICIAN] },
    changesAccess: true,
  },
  deleteCompanyUser: {
    ...write('DELETE', companyUser, 'users', USER_MANAGERS, 'company-path'),
    userTarget: { notSelf: true },
    changesAccess: true,
  },

  listMyKeys: { ...read(myKeys, 'keys', COMPANY_PEOPLE, 'none'), list: true },
  createMyKey: write('POST', myKeys, 'keys', COMPANY_PEOPLE, 'none'),
  getMyKey: read(`${myKeys}/{key_id}`, 'keys', COMPANY_PEOPLE, 'none'),
  deleteMyKey: { ...write('DELETE', `${myKeys}/{key_id}`, 'keys', COMPANY_PEOPLE, 'none'), changesAccess: true },
  listUserKeys: { ...read(`${companyUser}/keys`, 'keys', USER_MANAGERS, 'company-path'), list: true },
  deleteUserKey: {
    ...write('DELETE', `${companyUser}/keys/{key_id}`, 'keys', USER_MANAGERS, 'company-path'),
    changesAccess: true,
  },

  listInvitations: { ...read(invitations, 'invitations', INVITERS, 'company-path'), list: true },
  createInvitation: {
    ...write('POST', invitations, 'invitations', INVITERS, 'company-path'),
    idempotent: true,
    unstoredFields: ['invitation_token'],
  },
  getInvitation: read(invitation, 'invitations', INVITERS, 'company-path'),
  resendInvitation: write('POST', `${invitation}/resend`, 'invitations', INVITERS, 'company-path'),
  deleteInvitation: write('DELETE', invitation, 'invitations', INVITERS, 'company-path'),
  // The invitation's token only: every role may be invited, so the role step passes every one.
  getCurrentInvitation: {
    ...read(`${API_PREFIX}/invitations/current`, 'invitations', EVERYONE, 'none'),
    group: 'invitation',
    credential: 'invitation',
  },
  acceptInvitation: {
    ...write('POST', `${API_PREFIX}/invitations/accept`, 'invitations', EVERYONE, 'none'),
    group: 'invitation',
    credential: 'invitation',
  },
} as const satisfies Record<string, RouteDefinition>;

export type RouteName = keyof typeof routes;

/** A resource folder of the route table (functions/<resource>/). */
export type RouteResource = (typeof routes)[RouteName]['resource'];

/** The routes of a resource folder: what its modules by convention (functions/<resource>/*.ts) may name. */
export type RoutesOf<Resource extends RouteResource> = {
  [Name in RouteName]: (typeof routes)[Name]['resource'] extends Resource ? Name : never;
}[RouteName];

/** The company a route's handler acts on: always one, but for routes of no company scope (app-data: a platform key has none). */
export type RouteCompany<Route extends RouteName> = (typeof routes)[Route]['scope'] extends 'none'
  ? string | null
  : string;

/** The `{parameter}` names of a path template. */
type PathParameterNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParameterNames<Rest>
  : never;

/**
 * A route's path parameters as its handler receives them (lib/http/path-parameters.ts): a record
 * id (`…_uuid`) is its lower-case UUID, or null when the text is not a UUID (a record that does not
 * exist, docs/api.md: 404 at the record step); any other parameter is its text. `{company_uuid}` is the
 * handler's `companyUuid`, checked at the tenancy step.
 */
export type RoutePathParameters<Route extends RouteName> = {
  readonly [
    Name in Exclude<PathParameterNames<(typeof routes)[Route]['path']>, 'company_uuid'>
  ]: Name extends `${string}_uuid` ? string | null : string;
};

/** `createCategory` → `create-category`. */
export function kebabCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** The handler reference serverless.yml uses for a route (of this table, or the `route` a test declares). */
export function handlerPath(name: RouteName): string;
/** Of another route table's route (a test's throwaway resource). */
export function handlerPath(name: string, route: Pick<RouteDefinition, 'resource'>): string;
export function handlerPath(
  name: string,
  route: Pick<RouteDefinition, 'resource'> = routes[name as RouteName],
): string {
  return `functions/${route.resource}/${kebabCase(name)}.handler`;
}

/** The URL path of a route with its parameters filled in, e.g. the `Location` of a created record. */
export function routePath(name: RouteName, parameters: Record<string, string>): string {
  return routes[name].path.replace(
    /\{([^}]+)\}/g,
    (placeholder, parameter: string) => parameters[parameter] ?? placeholder,
  );
}

/** Every route as [name, definition] pairs. */
export function routeEntries(): Array<[RouteName, RouteDefinition]> {
  return Object.entries(routes) as Array<[RouteName, RouteDefinition]>;
}

/** The resource folders of the route table (functions/<resource>/), in its order. */
export function routeResources(): RouteResource[] {
  return [...new Set(routeEntries().map(([, route]) => route.resource as RouteResource))];
}

/**
 * The body sizes the edge refuses above, whatever the route (serverless/edge.cjs, and the local
 * gateway): `any`, the largest body any route takes; `binary`, the largest multipart body any route
 * takes, for a body of a binary media type, which API Gateway hands to the function base64-encoded.
 * No route accepts a body over either.
 */
export function edgeBodyLimits(): { any: number; binary: number } {
  const all = routeEntries().map(([, route]) => route);
  return {
    any: Math.max(...all.map((route) => route.maxBodyBytes)),
    binary: Math.max(...all.filter((route) => route.body === 'multipart').map((route) => route.maxBodyBytes)),
  };
}

/**
 * The TOKEN authorizer's identityValidationExpression: `Bearer <token>`, scheme case-insensitive
 * (docs/api.md, *Requests*). API Gateway answers 401 without invoking the authorizer when it does not match.
 */
export const BEARER_PATTERN = '^[Bb][Ee][Aa][Rr][Ee][Rr][ \\t]+[^ \\t]+[ \\t]*$';

/** The API Gateway TOKEN authorizer on every route (not on the catch-all). */
export const AUTHORIZER_FUNCTION = 'authorizer';
export const AUTHORIZER_HANDLER = 'functions/auth/authorizer.handler';

/** The catch-all function that answers unknown routes (404) and wrong methods (405). */
export const CATCH_ALL_FUNCTION = 'routeNotFound';
export const CATCH_ALL_HANDLER = 'functions/http/route-not-found.handler';
