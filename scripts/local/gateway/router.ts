/**
 * The local gateway's resource tree: the same resources and methods the template deploys, derived
 * from the route table — every route behind the TOKEN authorizer, and the catch-all (ANY on every
 * known path, on `/` and on `/{proxy+}`) without one, as serverless/functions.cjs generates them.
 */
import { CATCH_ALL_FUNCTION, type RouteDefinition, routes } from '../../../lib/http/routes';
import { decodeOrKeep } from './event';

export interface ResolvedRoute {
  /** The function name of serverless.yml (a route name, or the catch-all). */
  functionName: string;
  /** The resource template, e.g. `/api/v1/categories/{category_uuid}` (API Gateway's `resource`). */
  resource: string;
  pathParameters: Record<string, string> | null;
  authorized: boolean;
}

interface Resource {
  template: string;
  segments: string[];
  methods: Map<string, string>;
}

function buildResources(table: Readonly<Record<string, RouteDefinition>>): Resource[] {
  const byTemplate = new Map<string, Resource>();
  for (const [name, route] of Object.entries(table)) {
    const resource = byTemplate.get(route.path) ?? {
      template: route.path,
      segments: route.path.split('/').slice(1),
      methods: new Map(),
    };
    resource.methods.set(route.method, name);
    byTemplate.set(route.path, resource);
  }
  return [...byTemplate.values()];
}

/**
 * Matches like API Gateway: a literal segment wins over a `{parameter}`, so among the templates
 * that match, the one with the most literal segments (earliest first) is chosen. A REST API routes a
 * path with one trailing slash to the resource without it (the event's `path` keeps the slash).
 */
function match(
  resources: readonly Resource[],
  path: string,
): { resource: Resource; parameters: Record<string, string> } | undefined {
  const segments = (path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path).split('/').slice(1);
  let best: { resource: Resource; parameters: Record<string, string>; score: string } | undefined;
  for (const resource of resources) {
    if (resource.segments.length !== segments.length) continue;
    const parameters: Record<string, string> = {};
    let score = '';
    const matched = resource.segments.every((segment, index) => {
      const actual = segments[index] ?? '';
      if (segment.startsWith('{')) {
        if (actual === '') return false;
        parameters[segment.slice(1, -1)] = decodeOrKeep(actual);
        score += '0';
        return true;
      }
      score += '1';
      return segment === actual;
    });
    if (matched && (!best || score > best.score)) best = { resource, parameters, score };
  }
  return best;
}

/** The resolver of a route table's methods and paths (the real one unless a test hands in another). */
export function routeResolver(
  table: Readonly<Record<string, RouteDefinition>> = routes,
): (method: string, path: string) => ResolvedRoute {
  const resources = buildResources(table);
  return (method, path) => resolved(resources, method, path);
}

/** The function a method and path reach, with the resource and path parameters of the event. */
export const resolveRoute = routeResolver();

function resolved(resources: readonly Resource[], method: string, path: string): ResolvedRoute {
  const found = match(resources, path);
  if (found) {
    const name = found.resource.methods.get(method);
    if (name)
      return {
        functionName: name,
        resource: found.resource.template,
        pathParameters: nonEmpty(found.parameters),
        authorized: true,
      };
    // ANY on the same resource: the catch-all answers 405.
    return {
      functionName: CATCH_ALL_FUNCTION,
      resource: found.resource.template,
      pathParameters: nonEmpty(found.parameters),
      authorized: false,
    };
  }
  if (path === '/' || path === '')
    return { functionName: CATCH_ALL_FUNCTION, resource: '/', pathParameters: null, authorized: false };
  return {
    functionName: CATCH_ALL_FUNCTION,
    resource: '/{proxy+}',
    pathParameters: { proxy: decodeOrKeep(path.slice(1)) },
    authorized: false,
  };
}

function nonEmpty(parameters: Record<string, string>): Record<string, string> | null {
  return Object.keys(parameters).length > 0 ? parameters : null;
}
