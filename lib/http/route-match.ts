/** Matching a request path against the route table's templates, for the 404/405 catch-all. */
import { type HttpMethod, routeEntries } from './routes';

function templatePattern(template: string): RegExp {
  const escaped = template
    .split(/(\{[^}]+\})/)
    .map((part) => (part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${escaped}/?$`);
}

const patterns = routeEntries().map(([, route]) => ({ method: route.method, pattern: templatePattern(route.path) }));

/** The methods the route table serves at `path`; empty when no route has this path. */
export function allowedMethods(path: string): HttpMethod[] {
  const methods = patterns.filter(({ pattern }) => pattern.test(path)).map(({ method }) => method);
  return [...new Set(methods)];
}
