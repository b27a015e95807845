import { runReads } from '../../lib/automation-runs/run-reader';
import { api } from '../../lib/http/api';
import { ok } from '../../lib/http/responses';

export const handler = api({ route: 'getAutomationRun' }).handler(async ({ companyUuid, path }) => {
  const { record, etag } = await runReads.getRun(companyUuid, path.run_uuid);
  return ok(record, etag);
});
