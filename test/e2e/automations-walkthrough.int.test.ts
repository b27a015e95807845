/**
 * The walkthrough of docs/automations.md, step by step, through `npm start`'s API Gateway, its
 * stream-fed sender, local SES and SMS outbox: automations with and without business hours, an
 * event and its verdicts, the e-mail on the local SES, a held run, tests of a saved and an unsaved
 * automation, the history lists, and a failed run's retry.
 */
import { type LocalStack, localStackEnvironment, startLocalStack, stopLocalStack } from '../support/local-stack';
import { neverLog } from '../support/secrets-registry';
import { eventually } from '../support/eventually';

jest.setTimeout(300_000);

let stack: LocalStack;
let env: Record<string, string>;

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- the doc's answers, read loosely

async function call(
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; headers: Headers; body: Json }> {
  const response = await fetch(`${stack.baseUrl}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${stack.key}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as Json) : {} };
}

/** Reads `path` until `done` holds (at most `ms`). */
function until(path: string, done: (body: Json) => boolean, ms = 30_000): Promise<Json> {
  return eventually(async () => (await call('GET', path)).body, done, ms);
}

beforeAll(async () => {
  env = await localStackEnvironment();
  stack = await startLocalStack(env);
  neverLog(stack.key);
}, 240_000);

afterAll(async () => {
  if (stack) await stopLocalStack(stack);
});

it('runs automations as docs/automations.md shows', async () => {
  const company = `/companies/${stack.companyUuid}`;
  const tomorrow = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'][
    (new Date().getUTCDay() + 1) % 7
  ];

  // 1. Three automations.
  const welcome = await call('POST', `${company}/automations`, {
    name: 'Welcome e-mail',
    type: 'CUSTOMER',
    triggers: [{ type: 'CUSTOMER', operator: 'IS_CREATED' }],
    actions: [
      {
        action: 'SEND_EMAIL',
        value: ['{{customer.email}}'],
        settings: {
          subject: 'Welcome to {{company.name}}',
          body: 'Hi {{customer.first_name|there}}, thank you for choosing us.',
        },
      },
    ],
  });
  expect(welcome.status).toBe(201);
  expect(welcome.body.data).toMatchObject({ business_hours: null, outside_business_hours: 'HOLD' });
  const visit = await call('POST', `${company}/automations`, {
    name: 'Visit scheduled',
    type: 'JOB',
    triggers: [{ type: 'JOB', operator: 'IS_CHANGED_TO', value: 'SCHEDULED' }],
    business_hours: { timezone: 'UTC', windows: [{ day: tomorrow, start: '09:00', end: '17:00' }] },
    actions: [
      {
        action: 'SEND_SMS',
        value: ['{{customer.phone}}'],
        settings: { body: '{{company.name}}: your visit is booked for {{job.date|soon}}.' },
      },
    ],
  });
  expect(visit.status).toBe(201);
  expect(visit.body.data.outside_business_hours).toBe('HOLD');
  const alert = await call('POST', `${company}/automations`, {
    name: 'Office alert',
    type: 'CUSTOMER',
    triggers: [{ type: 'CUSTOMER', operator: 'IS_CHANGED_TO', value: 'ACTIVE' }],
    actions: [{ action: 'SEND_SMS', value: ['+12125550100'], settings: { body: '{{note|}}' } }],
  });
  expect(alert.status).toBe(201);

  // 2. An event and its verdicts.
  const created = {
    event_id: 'crm:customer:1001:created',
    type: 'CUSTOMER',
    subject_uuid: '0190f3a4-aa00-7b1c-8d2e-000000001001',
    operation: 'CREATED',
    sequence: 1,
    data: { customer: { email: 'ana@example.com', first_name: 'Ana' } },
  };
  const posted = await call('POST', `${company}/automation-events`, created);
  expect(posted.status).toBe(202);
  expect(posted.headers.get('location')).toBe(
    `/api/v1/companies/${stack.companyUuid}/automation-events/crm:customer:1001:created`,
  );
  expect(posted.body.data).toMatchObject({ event_id: 'crm:customer:1001:created', suppressed: false });
  expect(posted.body.data.verdicts).toEqual([
    {
      automation_uuid: alert.body.data.automation_uuid,
      automation_name: 'Office alert',
      outcome: 'NO_TRIGGER_MATCHED',
      run_uuid: null,
      triggers: [{ index: 0, matched: false, expected: 'ACTIVE', actual: null }],
      filters: [],
    },
    {
      automation_uuid: welcome.body.data.automation_uuid,
      automation_name: 'Welcome e-mail',
      outcome: 'MATCHED',
      run_uuid: expect.any(String),
      triggers: [{ index: 0, matched: true, expected: '', actual: 'CREATED' }],
      filters: [],
    },
  ]);
  const run = posted.body.data.verdicts[1].run_uuid as string;
  const replay = await call('POST', `${company}/automation-events`, created);
  expect(replay.status).toBe(202);
  expect(replay.headers.get('idempotent-replayed')).toBe('true');
  expect(replay.body.data).toEqual(posted.body.data);
  expect((await call('POST', `${company}/automation-events`, { ...created, sequence: 2 })).body.code).toBe('conflict');

  // 3. The e-mail arrives.
  const sent = await until(`${company}/automation-runs/${run}`, (body) => body.data?.status === 'SUCCEEDED');
  expect(sent.data).toMatchObject({ status: 'SUCCEEDED', automation_name: 'Welcome e-mail' });
  expect(sent.data.deliveries).toEqual([
    expect.objectContaining({
      channel: 'EMAIL',
      recipient: 'ana@example.com',
      subject: 'Welcome to Acme Pest Control',
      body: 'Hi Ana, thank you for choosing us.',
      status: 'SENT',
      attempts: 1,
      provider_message_id: expect.any(String),
      sent_at: expect.any(String),
    }),
  ]);
  const store = (await (await fetch(`http://localhost:${env.SES_LOCAL_PORT}/store`)).json()) as { emails: Json[] };
  expect(store.emails).toEqual([
    expect.objectContaining({
      messageId: sent.data.deliveries[0].provider_message_id,
      from: 'automations@example.com',
      replyTo: ['office@acme-pest.example'],
      destination: expect.objectContaining({ to: ['ana@example.com'] }),
      subject: 'Welcome to Acme Pest Control',
      body: expect.objectContaining({ text: 'Hi Ana, thank you for choosing us.' }),
    }),
  ]);
  expect((await fetch(`http://localhost:${env.SES_LOCAL_PORT}/`)).status).toBe(200);

  // 4. Outside business hours: held until tomorrow 09:00 UTC.
  const scheduled = await call('POST', `${company}/automation-events`, {
    event_id: 'crm:job:77:scheduled',
    type: 'JOB',
    subject_uuid: '0190f3a4-aa00-7b1c-8d2e-000000000077',
    operation: 'UPDATED',
    status: { from: 'New', to: 'Scheduled' },
    sequence: 2,
    data: { customer: { phone: '+12125550123' }, job: { date: 'Monday 9:00' } },
  });
  expect(scheduled.status).toBe(202);
  expect(scheduled.body.data.verdicts).toEqual([
    expect.objectContaining({
      automation_name: 'Visit scheduled',
      outcome: 'MATCHED',
      triggers: [{ index: 0, matched: true, expected: 'SCHEDULED', actual: 'Scheduled' }],
    }),
  ]);
  const held = scheduled.body.data.verdicts[0].run_uuid as string;
  const tomorrowNine = new Date();
  tomorrowNine.setUTCDate(tomorrowNine.getUTCDate() + 1);
  tomorrowNine.setUTCHours(9, 0, 0, 0);
  const heldRun = await call('GET', `${company}/automation-runs/${held}`);
  expect(heldRun.body.data).toMatchObject({ status: 'HELD', due_at: tomorrowNine.toISOString() });
  expect(heldRun.body.data.deliveries).toEqual([
    expect.objectContaining({
      channel: 'SMS',
      recipient: '+12125550123',
      body: 'Acme Pest Control: your visit is booked for Monday 9:00.',
      status: 'PENDING',
    }),
  ]);

  // 5. Tests: the saved automation tomorrow at 10:00, and an unsaved, disabled one.
  const at = new Date(
    Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + 1, 10),
  ).toISOString();
  const tested = await call('POST', `${company}/automations/${visit.body.data.automation_uuid}/test`, {
    at,
    event: {
      type: 'JOB',
      subject_uuid: '0190f3a4-aa00-7b1c-8d2e-000000000077',
      operation: 'UPDATED',
      status: { to: 'SCHEDULED' },
      data: { customer: { phone: '+12125550123' } },
    },
  });
  expect(tested.status).toBe(200);
  expect(tested.body.data.verdict).toMatchObject({
    automation_name: 'Visit scheduled',
    outcome: 'MATCHED',
    run_uuid: null,
  });
  expect(tested.body.data.run).toMatchObject({ status: 'QUEUED', reason: null, due_at: at });
  expect(tested.body.data.run.deliveries).toEqual([
    expect.objectContaining({ body: 'Acme Pest Control: your visit is booked for soon.', status: 'PENDING' }),
  ]);
  const unsaved = await call('POST', `${company}/automations/test`, {
    automation: {
      name: 'Invoice paid',
      type: 'INVOICE',
      is_enabled: false,
      triggers: [{ type: 'INVOICE', operator: 'IS_CHANGED_TO', value: 'PAID' }],
      actions: [
        {
          action: 'SEND_EMAIL',
          value: ['{{customer.email}}'],
          settings: { body: 'Thank you, {{customer.first_name}}!' },
        },
      ],
    },
    event: {
      type: 'INVOICE',
      subject_uuid: '0190f3a4-aa00-7b1c-8d2e-000000000501',
      operation: 'UPDATED',
      status: { from: 'SENT', to: 'PAID' },
      data: { customer: { email: 'ana@example.com' } },
    },
  });
  expect(unsaved.status).toBe(200);
  expect(unsaved.body.data.verdict).toMatchObject({ automation_uuid: null, outcome: 'DISABLED', run_uuid: null });
  expect(unsaved.body.data.run).toMatchObject({ status: 'QUEUED' });
  expect(unsaved.body.data.run.deliveries).toEqual([
    expect.objectContaining({
      subject: 'Invoice paid',
      body: 'Thank you, {{customer.first_name}}!',
      status: 'SKIPPED',
      reason: 'missing_placeholder',
      missing: ['customer.first_name'],
    }),
  ]);
  const invalid = await call('POST', `${company}/automations/test`, {
    automation: { type: 'INVOICE', triggers: [], actions: [] },
    event: { type: 'JOB', subject_uuid: '0190f3a4-aa00-7b1c-8d2e-000000000501', operation: 'UPDATED' },
  });
  expect(invalid.status).toBe(422);
  expect(invalid.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'automation.name' })]));

  // 6. The history.
  const events = await call('GET', `${company}/automation-events?type=CUSTOMER&matched=true`);
  expect(events.body.data.map((event: Json) => event.event_id)).toEqual(['crm:customer:1001:created']);
  expect(events.body.meta).toMatchObject({ total: 1, sort_by: 'received_at', sort_order: 'desc' });
  const waiting = await until(
    `${company}/automation-runs?status=HELD,QUEUED&sort_by=due_at`,
    (body) => body.meta?.total === 1,
  );
  expect(waiting.data.map((listed: Json) => [listed.run_uuid, listed.status])).toEqual([[held, 'HELD']]);
  expect(waiting.meta).toMatchObject({ total: 1, sort_by: 'due_at', sort_order: 'desc' });
  const ofWelcome = await until(
    `${company}/automation-runs?automation_uuid=${welcome.body.data.automation_uuid}`,
    (body) => body.meta?.total === 1,
  );
  expect(ofWelcome.data.map((listed: Json) => listed.run_uuid)).toEqual([run]);
  expect((await call('GET', `${company}/automation-events/crm:customer:1001:created`)).body.data).toEqual(
    posted.body.data,
  );

  // 7. A failed run and its retry.
  const active = await call('POST', `${company}/automation-events`, {
    event_id: 'crm:customer:1001:active',
    type: 'CUSTOMER',
    subject_uuid: '0190f3a4-aa00-7b1c-8d2e-000000001001',
    operation: 'UPDATED',
    status: { from: 'LEAD', to: 'ACTIVE' },
    sequence: 2,
  });
  expect(active.status).toBe(202);
  expect(active.body.data.verdicts[0]).toMatchObject({ automation_name: 'Office alert', outcome: 'MATCHED' });
  const failedUuid = active.body.data.verdicts[0].run_uuid as string;
  const failed = await until(`${company}/automation-runs/${failedUuid}`, (body) => body.data?.status === 'FAILED');
  expect(failed.data.status).toBe('FAILED');
  expect(failed.data.deliveries).toEqual([
    expect.objectContaining({ channel: 'SMS', body: '', status: 'FAILED', reason: 'rejected', attempts: 1 }),
  ]);
  const retried = await call('POST', `${company}/automation-runs/${failedUuid}/retry`);
  expect(retried.status).toBe(200);
  expect(retried.body.data.status).toBe('QUEUED');
  expect(retried.body.data.deliveries).toEqual([expect.objectContaining({ status: 'PENDING', attempts: 1 })]);
  const again = await until(
    `${company}/automation-runs/${failedUuid}`,
    (body) => body.data?.status === 'FAILED' && body.data.deliveries[0].attempts === 2,
  );
  expect(again.data.deliveries).toEqual([
    expect.objectContaining({ status: 'FAILED', reason: 'rejected', attempts: 2 }),
  ]);
  const nothingToRetry = await call('POST', `${company}/automation-runs/${run}/retry`);
  expect(nothingToRetry.status).toBe(409);
  expect(nothingToRetry.body.code).toBe('conflict');
});
