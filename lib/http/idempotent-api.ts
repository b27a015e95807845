/**
 * The stack of the creates that honour Idempotency-Key (routes marked `idempotent`): the
 * default stack plus the Idempotency-Key middleware over the DynamoDB-backed store. Only those
 * handlers import it, so the middleware, the store, its repository and canonical JSON stay out of
 * every other bundle; `createApi` refuses to build an idempotent route without them.
 */
import { idempotentRequests } from '../idempotency/idempotent-requests';
import { createApi, defaultDependencies } from './api';
import { idempotency } from './idempotency';

/**
 * Builds a handler for an idempotent create, with the production dependencies.
 * @example
 * export const handler = idempotentApi({ route: 'createCategory', body: CategoryCreate })
 *   .handler(async ({ companyUuid, body }) => created(...));
 */
export const idempotentApi = createApi({
  ...defaultDependencies,
  idempotency: (route, logFailure) => idempotency(route, idempotentRequests, logFailure),
});
