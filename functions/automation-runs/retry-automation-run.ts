import { retryRun } from '../../lib/automation-runs/retry';
import { api } from '../../lib/http/api';
import { ok } from '../../lib/http/responses';

export const handler = api({ route: 'retryAutomationRun' }).handler(async ({ companyUuid, path, audit }) => {
  const { record, etag } = await retryRun(companyUuid, path.run_uuid, audit);
  return ok(record, etag);
});
