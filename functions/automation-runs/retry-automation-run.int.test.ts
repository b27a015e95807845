/**
 * POST automation-runs/{run_uuid}/retry: the only way a delivery is sent twice. 404 for an unknown
 * run, 409 when the run has no FAILED or UNKNOWN delivery (a second retry at the same time included),
 * and each retry audited as `automation_run.retried`.
 */
import { handler as retryRun } from './retry-automation-run';
import { handler as sendRuns } from './send-automation-runs';
import { handler as listAuditEvents } from '../audit/list-audit-events';
import { MISSING_UUID, makeAutomation } from '../../test/support/automations';
import { auditEvent } from '../../test/support/audit';
import { type CompanyFixture, makeCompany } from '../../test/support/fixtures';
import { invoke, loadEvent, withRequest } from '../../test/support/invoke';
import { failNextSends, removeProviderFaults } from '../../test/support/provider-faults';
import { expectProblem } from '../../test/support/responses';
import {
  emailsTo,
  eventBody,
  newEmail,
  postEventWithRun,
  readRun,
  streamEventOfRuns,
} from '../../test/support/run-faults';

jest.setTimeout(30_000);

afterEach(() => removeProviderFaults());

describe('retry-automation-run handler', () => {
  let company: CompanyFixture;

  const retry = (runUuid: string, requestId = 'retry-run') =>
    invoke(
      retryRun,
      withRequest(loadEvent('retry-automation-run/basic'), {
        key: company.ownerKey,
        pathParameters: { company_uuid: company.companyUuid, run_uuid: runUuid },
        headers: { 'X-Request-Id': requestId },
      }),
    );
  const send = async (runUuid: string) => sendRuns(await streamEventOfRuns(company.companyUuid, [runUuid]));

  beforeEach(async () => {
    company = await makeCompany();
    await makeAutomation(company.ownerKey, company.companyUuid);
  });

  it('answers 404 for a run that does not exist', async () => {
    expectProblem(await retry(MISSING_UUID), { status: 404, code: 'not_found' });
  });

  it('answers 409 conflict for a run with nothing to retry: queued, or SUCCEEDED', async () => {
    const email = newEmail();
    const runUuid = await postEventWithRun(company, eventBody('nothing', email));
    expectProblem(await retry(runUuid), { status: 409, code: 'conflict' });
    await send(runUuid);
    expect(await readRun(company, runUuid)).toMatchObject({ status: 'SUCCEEDED' });

    expectProblem(await retry(runUuid), { status: 409, code: 'conflict' });

    expect(await emailsTo(email)).toHaveLength(1);
  });

  it('sends a FAILED delivery again once, of two retries at the same time one answers 409, and each retry is audited', async () => {
    // Arrange: a refused send leaves the delivery FAILED
    const email = newEmail();
    const runUuid = await postEventWithRun(company, eventBody('refused', email));
    failNextSends('email', 'rejected', 1);
    await send(runUuid);
    const failed = await readRun(company, runUuid);
    expect(failed).toMatchObject({ status: 'FAILED', completed_at: expect.any(String) });
    expect(failed.deliveries[0]).toMatchObject({ status: 'FAILED', reason: 'rejected', attempts: 1 });
    // Act: two retries at once
    const answers = await Promise.all([retry(runUuid, 'retry-a'), retry(runUuid, 'retry-b')]);
    // Assess: one queued it, the other found nothing left to retry
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const accepted = answers.find((answer) => answer.status === 200);
    expect(accepted?.body.data).toMatchObject({ status: 'QUEUED', reason: null, completed_at: null });
    expect(accepted?.body.data.deliveries[0]).toMatchObject({ status: 'PENDING', reason: null, attempts: 1 });
    expect(accepted?.headers.etag).toEqual(expect.any(String));
    // Act: the stream hands the queued run to the sender (twice)
    await send(runUuid);
    await send(runUuid);
    const sent = await readRun(company, runUuid);
    expect(sent).toMatchObject({ status: 'SUCCEEDED' });
    expect(sent.deliveries[0]).toMatchObject({ status: 'SENT', attempts: 2 });
    expect(await emailsTo(email)).toHaveLength(1);
    // The retry is audited once, with its request
    const audit = await invoke(
      listAuditEvents,
      withRequest(loadEvent('list-audit-events/basic'), {
        key: company.ownerKey,
        pathParameters: { company_uuid: company.companyUuid },
        query: { type: 'automation_run.retried' },
      }),
    );
    expect(audit.status).toBe(200);
    expect(audit.body.meta.total).toBe(1);
    expect(audit.body.data).toEqual([
      auditEvent({
        company_uuid: company.companyUuid,
        type: 'automation_run.retried',
        actor: { kind: 'user', user_uuid: company.ownerUuid, key_id: expect.any(String) },
        target: { kind: 'automation_run', uuid: runUuid },
        changes: null,
        request_id: expect.stringMatching(/^retry-[ab]$/),
      }),
    ]);
  });
});
