/**
 * What a route of the table (routes.ts) declares, and the two builders of its common shapes: a read
 * (`read()`: GET, the `read` rate-limit group) and a write of one record (`write()`: the `write`
 * group, a JSON body but on DELETE, If-Match but on POST). Types and plain functions only:
 * serverless/functions.cjs loads the route table at package time.
 */
import type { RateLimitGroup } from '../rate-limit/groups';
import type { RoleCode } from '../users/roles';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * - `none`: the body, if any, is ignored.
 * - `json`: a JSON object body (415 for another type, 400 when unparseable, 413 over the limit).
 * - `optional-json`: a GET whose parameters may also come from a JSON body (query wins).
 * - `multipart`: multipart/form-data, parsed by the handler.
 */
export type BodyKind = 'none' | 'json' | 'optional-json' | 'multipart';

/**
 * - `company-path`: `{company_uuid}` in the path must be the caller's company (platform keys: any existing one).
 * - `caller-company`: the caller's own company; keys without a company are refused (403).
 * - `none`: no company scope.
 */
export type CompanyScope = 'company-path' | 'caller-company' | 'none';

export interface RouteDefinition {
  method: HttpMethod;
  /** Full path as API Gateway sees it, e.g. `/api/v1/categories/{category_uuid}`. */
  path: string;
  /** Folder under functions/; the file is the route name in kebab case. */
  resource: string;
  group: RateLimitGroup;
  roles: readonly RoleCode[];
  body: BodyKind;
  scope: CompanyScope;
  /** Body size limit in bytes (docs/api.md, *Requests*). */
  maxBodyBytes: number;
  /** Creates that honour Idempotency-Key. */
  idempotent?: boolean;
  /** Lists (answered with `data` and `meta`). */
  list?: boolean;
  /**
   * A GET whose JSON body is optional and which may write (the users list: `should_reset_cache`
   * drops its cache, a cache miss fills it): the query strings under which a request without a body
   * only reads, and so reads beside its rate-limit count like a GET without a body.
   */
  readsOnlyWhen?: (query: Readonly<Record<string, string | undefined>>) => boolean;
  /** Writes of one record that honour If-Match (412 when it is not the record's current ETag). */
  conditional?: boolean;
  /**
   * Operations on one user (`{user_uuid}`) that the path settles at the role step (403): `selfOnly`
   * roles may act only on their own user; with `notSelf`, nobody may act on their own user.
   */
  userTarget?: { selfOnly?: readonly RoleCode[]; notSelf?: boolean };
  /**
   * Changes who may do what (a key revoked, a user's role, status or locations changed, a user
   * deleted): the function flushes the stage's authorizer cache after such a change while the
   * stage caches (lib/aws/authorizer-cache.ts), so the template gives it the stage and the permission.
   */
  changesAccess?: boolean;
  /**
   * The bearer credential the route takes: API keys (the default), or an invitation's token, which
   * no other route takes (401 either way). Its principal is the invitation (rate-limited per invitation).
   */
  credential?: 'api-key' | 'invitation';
  /** Fields of an idempotent create's `data` never stored for a replay (a secret shown once). */
  unstoredFields?: readonly string[];
}

const MIB = 1024 * 1024;
const JSON_LIMIT = MIB;

// Generic in the method, path, resource and scope, so each route keeps them literal (the handler's
// `path` and `companyUuid` types follow them, and the scripts find a route's resource module by them).
export type Literal<
  Method extends HttpMethod,
  Path extends string,
  Resource extends string,
  Scope extends CompanyScope,
> = RouteDefinition & {
  method: Method;
  path: Path;
  resource: Resource;
  scope: Scope;
};

/** A GET of the `read` rate-limit group with a JSON body limit (its body ignored unless `body` says otherwise). */
export function read<Path extends string, Resource extends string, Scope extends CompanyScope>(
  path: Path,
  resource: Resource,
  roles: readonly RoleCode[],
  scope: Scope,
  body: BodyKind = 'none',
): Literal<'GET', Path, Resource, Scope> {
  return { method: 'GET', path, resource, group: 'read', roles, body, scope, maxBodyBytes: JSON_LIMIT };
}

/** A write of one record: the `write` group, a JSON body (none on DELETE), If-Match on all but POST. */
export function write<
  Method extends HttpMethod,
  Path extends string,
  Resource extends string,
  Scope extends CompanyScope,
>(
  method: Method,
  path: Path,
  resource: Resource,
  roles: readonly RoleCode[],
  scope: Scope,
): Literal<Method, Path, Resource, Scope> {
  const conditional = method !== 'POST';
  return {
    method,
    path,
    resource,
    group: 'write',
    roles,
    body: method === 'DELETE' ? 'none' : 'json',
    scope,
    maxBodyBytes: JSON_LIMIT,
    conditional,
  };
}
