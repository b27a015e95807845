/**
 * Requests of automation events, runs and tests through their deployed handlers, for the
 * integration tests of §15's HTTP operations; and a stream poller that keeps the runs' list views in
 * step without sending anything, so a run keeps the status its event gave it.
 */
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { handler as createEvent } from '../../functions/automation-events/create-automation-event';
import { handler as getEventHandler } from '../../functions/automation-events/get-automation-event';
import { handler as listEventsHandler } from '../../functions/automation-events/list-automation-events';
import { handler as getRunHandler } from '../../functions/automation-runs/get-automation-run';
import { handler as listRunsHandler } from '../../functions/automation-runs/list-automation-runs';
import { handler as testHandler } from '../../functions/automations/test-automation';
import { handler as testUnsavedHandler } from '../../functions/automations/test-unsaved-automation';
import { runOfStreamImage } from '../../lib/automation-runs/run-stream-reader';
import { runViews } from '../../lib/automation-runs/run-view-repository';
import { invoke, loadEvent, withRequest, type TestResponse } from './invoke';
import { type StreamPoller, startTestStreamPoller } from './stream';

/** An event body: a CUSTOMER created, with the data the default automation's placeholders read. */
export function eventBody(eventId: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    event_id: eventId,
    type: 'CUSTOMER',
    subject_uuid: '0190f3a4-aa00-7b1c-8d2e-000000000001',
    operation: 'CREATED',
    data: { customer: { email: 'ana@example.com', first_name: 'Ana' } },
    ...overrides,
  };
}

export function postEvent(
  key: string,
  companyUuid: string,
  body: unknown,
  options: { rawBody?: string } = {},
): Promise<TestResponse> {
  return invoke(
    createEvent,
    withRequest(loadEvent('create-automation-event/basic'), {
      key,
      pathParameters: { company_uuid: companyUuid },
      ...(options.rawBody === undefined ? { body } : { rawBody: options.rawBody }),
    }),
  );
}

export function getEvent(key: string, companyUuid: string, eventId: string): Promise<TestResponse> {
  return invoke(
    getEventHandler,
    withRequest(loadEvent('get-automation-event/basic'), {
      key,
      pathParameters: { company_uuid: companyUuid, event_id: eventId },
    }),
  );
}

export function listEvents(
  key: string,
  companyUuid: string,
  query: Record<string, string | string[]> = {},
): Promise<TestResponse> {
  return invoke(
    listEventsHandler,
    withRequest(loadEvent('list-automation-events/basic'), {
      key,
      pathParameters: { company_uuid: companyUuid },
      query,
    }),
  );
}

export function getRun(key: string, companyUuid: string, runUuid: string): Promise<TestResponse> {
  return invoke(
    getRunHandler,
    withRequest(loadEvent('get-automation-run/basic'), {
      key,
      pathParameters: { company_uuid: companyUuid, run_uuid: runUuid },
    }),
  );
}

export function listRuns(
  key: string,
  companyUuid: string,
  query: Record<string, string | string[]> = {},
): Promise<TestResponse> {
  return invoke(
    listRunsHandler,
    withRequest(loadEvent('list-automation-runs/basic'), {
      key,
      pathParameters: { company_uuid: companyUuid },
      query,
    }),
  );
}

export function testAutomation(
  key: string,
  companyUuid: string,
  automationUuid: string,
  body: unknown,
): Promise<TestResponse> {
  return invoke(
    testHandler,
    withRequest(loadEvent('test-automation/basic'), {
      key,
      pathParameters: { company_uuid: companyUuid, automation_uuid: automationUuid },
      body,
    }),
  );
}

export function testUnsavedAutomation(key: string, companyUuid: string, body: unknown): Promise<TestResponse> {
  return invoke(
    testUnsavedHandler,
    withRequest(loadEvent('test-unsaved-automation/basic'), {
      key,
      pathParameters: { company_uuid: companyUuid },
      body,
    }),
  );
}

/**
 * A poller of one company's run records that only brings their list views in step (what the sender
 * does first): nothing is sent, so each run keeps its status.
 */
export function startViewsOnlyPoller(companyUuid: string): Promise<StreamPoller> {
  return startTestStreamPoller(
    async (event: DynamoDBStreamEvent) => {
      for (const record of event.Records) {
        const image = record.dynamodb?.NewImage;
        if (image) await runViews.syncRunViews(runOfStreamImage(image));
      }
      return { batchItemFailures: [] };
    },
    { companyUuid },
  );
}

/** The verdicts of an event answer, as [name, outcome]. */
export function outcomes(response: TestResponse): Array<[string, string]> {
  return (response.body.data.verdicts as Array<{ automation_name: string; outcome: string }>).map((verdict) => [
    verdict.automation_name,
    verdict.outcome,
  ]);
}

export { eventually } from './eventually';
