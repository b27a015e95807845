/**
 * Path parameters, parsed by a schema the route's path template declares (§11): a record id
 * (`{…_uuid}`) becomes its lower-case UUID, or null when it is not a UUID, since such an id names a
 * record that does not exist and answers 404 at the record step, after 422; nothing fails here, so
 * the contract's check order is kept. Other parameters are their text. `{company_uuid}` is left to
 * the tenancy step (authorization).
 */
import * as z from 'zod/mini';
import { canonicalUuid } from '../data/ids';
import type { RouteDefinition } from './routes';

/** A record id: the UUID (lower-case), or null when the text is not one (or missing). */
const RecordId = z.pipe(
  z.optional(z.string()),
  z.transform((text) => canonicalUuid(text) ?? null),
);

/** Any other parameter: its text (API Gateway delivers every parameter of the matched path). */
const Text = z.pipe(
  z.optional(z.string()),
  z.transform((text) => text ?? ''),
);

/**
 * The parser of a route's path parameters, its schema built once (when the handler is built). A
 * client cannot make it fail (a non-UUID id is null); only an event that is not API Gateway's, with
 * a non-string parameter, throws.
 */
export function pathParameters(route: RouteDefinition): (raw: Record<string, string | undefined> | null) => Record<string, string | null> {
  const names = [...route.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '').filter((name) => name !== 'company_uuid');
  const schema = z.object(Object.fromEntries(names.map((name) => [name, name.endsWith('_uuid') ? RecordId : Text])));
  return (raw) => schema.parse(raw ?? {});
}
