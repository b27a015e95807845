/**
 * The events of the cold starts. Each round of the bench runs every function's sample event
 * (events/<function>/basic.json) against a company of its own, which holds the records the events
 * name, so every first invocation takes in every round the path its sample shows: a read finds its
 * record, a create creates, upload-base64 writes a new file. With one company and the samples'
 * placeholder uuids, reads, replaces and deletes answered 404, a second createCategory 409 (its own
 * name), upload-base64 replaced its own file and update-limit 403 (owners may not change limits).
 *
 * Imported only once the bench environment is in place (the handlers load their config).
 */
import { writeFileSync } from 'node:fs';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { marshall } from '@aws-sdk/util-dynamodb';
import { join } from 'node:path';
import { createAdminCommands } from '../../lib/admin/admin-commands';
import { documentClient, tableName } from '../../lib/aws/dynamo';
import { newId } from '../../lib/data/ids';
import { createEvent } from '../../lib/automation-events/intake';
import type { AutomationEventBody } from '../../lib/automation-events/event-input';
import { type StoredRun, firstAttention, runItem } from '../../lib/automation-runs/run-record';
import { runExpiry } from '../../lib/automation-runs/run-repository';
import { kebabCase, routeEntries } from '../../lib/http/routes';
import { lambdaContext, loadEvent } from '../../test/support/invoke';
import { benchCaller } from './authorized';
import { type BenchCaller, benchEvent } from './events';

type Handler = (event: never, context: never) => Promise<{ statusCode: number; body?: string }>;

/** Creates a record with a create function's sample event, its body fields overridden by `fields`; its JSON. */
async function create(
  handler: Handler,
  functionDir: string,
  caller: BenchCaller,
  fields: Record<string, unknown> = {},
): Promise<Record<string, string>> {
  const sample = JSON.parse(loadEvent(`${functionDir}/basic`).body ?? '{}') as Record<string, unknown>;
  const result = await handler(
    benchEvent(functionDir, caller, { body: { ...sample, ...fields } }) as never,
    lambdaContext() as never,
  );
  if (result.statusCode !== 201)
    throw new Error(`bench setup: ${functionDir} answered ${result.statusCode} ${result.body ?? ''}`);
  return (JSON.parse(result.body ?? '{}') as { data: Record<string, string> }).data;
}

interface Round {
  owner: BenchCaller;
  platform: BenchCaller;
  /** The token of an invitation the token routes act on (neither resent nor revoked by the round). */
  invitee: { token: string; companyUuid: string };
  path: Record<string, string>;
  /** Path parameters of functions that need records of their own (a user deleted, another's keys listed). */
  pathOf: Record<string, Record<string, string>>;
  /** The events of the functions no route invokes: a stream batch of one run, and the schedule's. */
  background: Record<string, unknown>;
}

/** A run of the round's company, as the intake would store it, with one delivery of `status`. */
function benchRun(companyUuid: string, automationUuid: string, status: StoredRun['status']): StoredRun {
  const now = new Date().toISOString();
  const failed = status === 'FAILED';
  return {
    run_uuid: newId(),
    company_uuid: companyUuid,
    automation_uuid: automationUuid,
    automation_name: 'Bench',
    automation_etag: '"bench"',
    event_id: `bench-${newId()}`,
    subject_uuid: newId(),
    status,
    reason: null,
    due_at: now,
    created_at: now,
    updated_at: now,
    completed_at: failed ? now : null,
    deliveries: [
      {
        delivery_uuid: newId(),
        action_index: 0,
        channel: 'EMAIL',
        recipient: 'ana@example.com',
        subject: 'Bench',
        body: 'Hello',
        status: failed ? 'FAILED' : 'PENDING',
        reason: failed ? 'provider_error' : null,
        missing: [],
        attempts: failed ? 5 : 0,
        provider_message_id: null,
        sent_at: null,
        claim: null,
      },
    ],
    version: 1,
    changed_to: [],
    event_sequence: null,
    event_occurred_at: now,
    reply_to: null,
  };
}

/**
 * The automations' records of a round: an automation of the events' type (so an event's intake
 * creates a run, and the test operation tests it), an event of another subject (get-automation-event) and its run (get-automation-run),
 * a FAILED run (retry-automation-run), and the stream batch of a queued run whose automation is gone
 * (sendAutomationRuns: views, re-check, CANCELED; nothing is sent, the bench has no SES).
 */
async function automationRecords(
  caller: BenchCaller,
  handler: Handler,
): Promise<{ path: Record<string, string>; pathOf: Round['pathOf']; background: Round['background'] }> {
  const jobs = await create(handler, 'create-automation', caller, {
    name: 'Bench scheduled jobs',
    type: 'JOB',
    business_hours: null,
    triggers: [{ type: 'JOB', operator: 'IS_CHANGED_TO', value: 'Scheduled' }],
    filters: [],
    actions: [{ action: 'SEND_EMAIL', value: ['{{customer.email}}'], settings: { body: 'Hello' } }],
  });
  const sample = JSON.parse(loadEvent('create-automation-event/basic').body ?? '{}') as AutomationEventBody;
  const { record } = await createEvent(caller.companyUuid, {
    ...sample,
    event_id: `bench-get-${newId()}`,
    subject_uuid: newId(),
  });
  const runUuid = record.verdicts.find((verdict) => verdict.run_uuid !== null)?.run_uuid;
  if (!runUuid) throw new Error('bench setup: the automation event created no run');
  const failed = benchRun(caller.companyUuid, newId(), 'FAILED');
  const queued = benchRun(caller.companyUuid, newId(), 'QUEUED');
  const [failedItem, queuedItem] = [failed, queued].map((run) => runItem(run, runExpiry(run), firstAttention(run)));
  for (const Item of [failedItem, queuedItem])
    await documentClient.send(new PutCommand({ TableName: tableName, Item }));
  const image = marshall(queuedItem, { removeUndefinedValues: true });
  return {
    path: { event_id: record.event_id, run_uuid: runUuid },
    pathOf: {
      retryAutomationRun: { run_uuid: failed.run_uuid },
      // The test's sample event is a JOB's: it tests the automation of that type.
      testAutomation: { automation_uuid: jobs.automation_uuid ?? '' },
    },
    background: {
      sendAutomationRuns: {
        Records: [
          {
            eventID: newId(),
            eventName: 'INSERT',
            eventSource: 'aws:dynamodb',
            awsRegion: 'us-east-1',
            dynamodb: {
              Keys: marshall({ PK: image.PK, SK: image.SK }),
              NewImage: image,
              SequenceNumber: '100000000000000000001',
              SizeBytes: 1000,
              StreamViewType: 'NEW_IMAGE',
            },
          },
        ],
      },
      // The schedule's event: the waker reads none of it.
      wakeHeldRuns: {},
    },
  };
}

/**
 * One round's company, its owner and a platform key, and the records the samples act on: an
 * automation, a category, a location, an invitation, technicians and keys. Functions run in route
 * order, deletes after reads; where two would act on one record (a user deleted, then its keys
 * listed), each has its own.
 */
async function prepareRound(round: number): Promise<Round> {
  const admin = createAdminCommands();
  const company = await admin.createCompany({ name: `Bench Co ${round}`, country: 'US', state: 'US-NY' });
  const owner = await benchCaller(company.owner.api_key, company.company_uuid);
  const platform = await benchCaller((await admin.createPlatformKey()).api_key, company.company_uuid);
  const handlers = {
    automation: (await import('../../functions/automations/create-automation')).handler as Handler,
    category: (await import('../../functions/categories/create-category')).handler as Handler,
    location: (await import('../../functions/locations/create-location')).handler as Handler,
    invitation: (await import('../../functions/invitations/create-invitation')).handler as Handler,
    key: (await import('../../functions/keys/create-my-key')).handler as Handler,
  };
  const automation = await create(handlers.automation, 'create-automation', owner);
  // Other names and addresses than the samples', which the create functions use in the same round.
  const category = await create(handlers.category, 'create-category', owner, { name: `Bench category ${round}` });
  const location = await create(handlers.location, 'create-location', owner, { name: `Bench branch ${round}` });
  const invitation = await create(handlers.invitation, 'create-invitation', owner, {
    email: `bench.invited.${round}@example.com`,
  });
  const invitee = await create(handlers.invitation, 'create-invitation', owner, {
    email: `bench.invitee.${round}@example.com`,
  });
  const technician = (suffix: string) =>
    admin.createUser({
      company: company.company_uuid,
      role: 'ROLE_COMPANY_TECHNICIAN',
      displayName: `Bench ${suffix}`,
      email: `bench.${suffix}.${round}@example.com`,
    });
  const [changed, deleted, keyHolder] = [
    await technician('changed'),
    await technician('deleted'),
    await technician('keys'),
  ];
  const ownKey = await create(handlers.key, 'create-my-key', owner, { name: `Bench own key ${round}` });
  const automations = await automationRecords(owner, handlers.automation);
  const theirKey = await create(
    handlers.key,
    'create-my-key',
    await benchCaller(keyHolder.api_key, company.company_uuid),
    { name: `Bench key ${round}` },
  );
  return {
    owner,
    platform,
    invitee: { token: invitee.invitation_token ?? '', companyUuid: company.company_uuid },
    path: {
      automation_uuid: automation.automation_uuid ?? '',
      category_uuid: category.category_uuid ?? '',
      company_location_uuid: location.company_location_uuid ?? '',
      invitation_uuid: invitation.invitation_uuid ?? '',
      user_uuid: changed.user_uuid,
      key_id: ownKey.key_id ?? '',
      ...automations.path,
    },
    pathOf: {
      deleteCompanyUser: { user_uuid: deleted.user_uuid },
      listUserKeys: { user_uuid: keyHolder.user_uuid },
      deleteUserKey: { user_uuid: keyHolder.user_uuid, key_id: theirKey.key_id ?? '' },
      ...automations.pathOf,
    },
    background: automations.background,
  };
}

/** The routes an invitation's token opens (the route table's `credential`), as a methodArn names them. */
const TOKEN_ROUTES: Record<string, string> = Object.fromEntries(
  routeEntries()
    .filter(([, route]) => route.credential === 'invitation')
    .map(([name, route]) => [name, `${route.method}${route.path}`]),
);

/** Platform keys only: the owner of a company may not change its limits. */
const PLATFORM_FUNCTIONS = new Set(['updateCompanyLimit']);

/**
 * Prepares `rounds` rounds and returns where each round's event of a function is written: the
 * sample event, sent by the round's owner (a platform key where only one may), naming the round's
 * company and records.
 */
export async function coldStartEvents(
  rounds: number,
  work: string,
  functionNames: readonly string[],
): Promise<(round: number, functionName: string) => string> {
  const files = new Map<string, string>();
  for (let round = 0; round < rounds; round++) {
    const { owner, platform, invitee, path, pathOf, background } = await prepareRound(round);
    for (const name of functionNames) {
      if (name in background) {
        const file = join(work, `${name}.round-${round}.event.json`);
        writeFileSync(file, JSON.stringify(background[name]));
        files.set(`${round}:${name}`, file);
        continue;
      }
      const directory = kebabCase(name);
      const tokenRoute = TOKEN_ROUTES[name];
      const caller = tokenRoute
        ? await benchCaller(invitee.token, invitee.companyUuid, tokenRoute)
        : PLATFORM_FUNCTIONS.has(name)
          ? platform
          : owner;
      const parameters = Object.keys(benchEvent(directory, caller).pathParameters ?? {});
      const pathParameters = Object.fromEntries(
        Object.entries({ ...path, ...pathOf[name] }).filter(([parameter]) => parameters.includes(parameter)),
      );
      const file = join(work, `${name}.round-${round}.event.json`);
      writeFileSync(file, JSON.stringify(benchEvent(directory, caller, { pathParameters })));
      files.set(`${round}:${name}`, file);
    }
  }
  return (round, functionName) => {
    const file = files.get(`${round}:${functionName}`);
    if (!file) throw new Error(`no cold-start event for ${functionName} in round ${round}`);
    return file;
  };
}
