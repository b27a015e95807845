import { KeyCreate } from '../../lib/auth/key-input';
import { createMyKey } from '../../lib/auth/user-keys';
import { api } from '../../lib/http/api';
import { created } from '../../lib/http/responses';
import { routePath } from '../../lib/http/routes';

export const handler = api({ route: 'createMyKey', body: KeyCreate }).handler(async ({ principal, body, audit }) => {
  const { record, apiKey, etag } = await createMyKey(principal, body, audit);
  return created({ ...record, api_key: apiKey }, routePath('getMyKey', { key_id: record.key_id }), etag);
});
