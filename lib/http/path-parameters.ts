/**
 * Path parameters, parsed as the route's path template declares them: a record id
 * (`{…_uuid}`) becomes its lower-case UUID, or null when it is not a UUID, since such an id names a
 * record that does not exist and answers 404 at the record step, after 422; nothing fails here, so
 * the API's check order is kept. Other parameters are their text. `{company_uuid}` is left to
 * the tenancy step (authorization).
 */
import { canonicalUuid } from '../data/ids';
import type { RouteDefinition } from './routes';

/** A record id: the UUID (lower-case), or null when the text is not one (or missing). */
const recordId = (text: string | undefined): string | null => canonicalUuid(text) ?? null;

/** Any other parameter: its text (API Gateway delivers every parameter of the matched path). */
const text = (value: string | undefined): string => value ?? '';

/**
 * The parser of a route's path parameters, built once (when the handler is built). A
 * client cannot make it fail (a non-UUID id is null); only an event that is not API Gateway's, with
 * a non-string parameter, throws.
 */
export function pathParameters(
  route: RouteDefinition,
): (raw: Record<string, string | undefined> | null) => Record<string, string | null> {
  const names = [...route.path.matchAll(/\{([^}]+)\}/g)]
    .map((match) => match[1] ?? '')
    .filter((name) => name !== 'company_uuid');
  const parsers = names.map((name) => [name, name.endsWith('_uuid') ? recordId : text] as const);
  return (raw) => {
    const parsed: Record<string, string | null> = {};
    for (const [name, parse] of parsers) {
      const value = raw?.[name];
      if (value !== undefined && typeof value !== 'string') throw new Error(`path parameter ${name} is not a string`);
      parsed[name] = parse(value);
    }
    return parsed;
  };
}
