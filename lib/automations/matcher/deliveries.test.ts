import { MAX_SMS_LENGTH } from '../catalog';
import { renderDeliveries } from './deliveries';
import type { PlaceholderSources } from './placeholders';
import type { Action } from './types';

const sources: PlaceholderSources = {
  company: { name: 'Acme Pest' },
  event: {
    type: 'CUSTOMER',
    subject_uuid: 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee',
    operation: 'CREATED',
    occurred_at: '2024-05-06T13:59:00Z',
    data: {
      customer: {
        first_name: 'Ada',
        email: 'ADA@example.com',
        phone: '+33612345678',
        bad_email: 'ada@',
        bad_phone: '0612345678',
        long: 'x'.repeat(1590),
      },
    },
  },
};
const email = (value: string[], body = 'Welcome', subject?: string | null): Action => ({
  action: 'SEND_EMAIL',
  value,
  settings: { subject, body },
});
const sms = (value: string[], body = 'Welcome'): Action => ({ action: 'SEND_SMS', value, settings: { body } });
const render = (...actions: Action[]) => renderDeliveries(actions, 'New customer', sources);
const pending = { status: 'PENDING', reason: null, missing: [] };

describe('deliveries', () => {
  it('renders an e-mail: recipient, subject and body', () => {
    expect(
      render(email(['{{customer.email}}'], 'Hi {{customer.first_name}}', '{{company.name}} welcomes you')),
    ).toEqual([
      {
        action_index: 0,
        channel: 'EMAIL',
        recipient: 'ADA@example.com',
        subject: 'Acme Pest welcomes you',
        body: 'Hi Ada',
        ...pending,
      },
    ]);
  });

  it("an e-mail without a subject, or a blank one, takes the automation's name as written", () => {
    for (const subject of [undefined, null, '', '   '])
      expect(render(email(['a@example.com'], 'x', subject))[0]?.subject).toBe('New customer');
    expect(renderDeliveries([email(['a@example.com'])], '{{company.name}}', sources)[0]?.subject).toBe(
      '{{company.name}}',
    );
  });

  it('an SMS has a null subject', () => {
    expect(render(sms(['{{customer.phone}}'], 'Hi {{customer.first_name}}'))).toEqual([
      { action_index: 0, channel: 'SMS', recipient: '+33612345678', subject: null, body: 'Hi Ada', ...pending },
    ]);
  });

  it('one delivery per distinct recipient of an action, compared after rendering and ignoring case, the first kept', () => {
    const deliveries = render(
      email(['ada@example.com', '{{customer.email}}', 'Bob@example.com', 'bob@EXAMPLE.com']),
      sms(['+33612345678', '{{customer.phone}}']),
    );
    expect(deliveries.map(({ action_index, recipient }) => [action_index, recipient])).toEqual([
      [0, 'ada@example.com'],
      [0, 'Bob@example.com'],
      [1, '+33612345678'],
    ]);
  });

  it('recipients are distinct within an action, not across actions', () => {
    const deliveries = render(email(['a@example.com']), email(['A@example.com']));
    expect(deliveries.map(({ action_index, recipient }) => [action_index, recipient])).toEqual([
      [0, 'a@example.com'],
      [1, 'A@example.com'],
    ]);
  });

  it('a recipient placeholder without a value is missing_placeholder, not invalid_recipient', () => {
    expect(render(sms(['{{customer.mobile}}']))).toEqual([
      {
        action_index: 0,
        channel: 'SMS',
        recipient: '{{customer.mobile}}',
        subject: null,
        body: 'Welcome',
        status: 'SKIPPED',
        reason: 'missing_placeholder',
        missing: ['customer.mobile'],
      },
    ]);
  });

  it('lists every missing path of recipient, subject and body once, and never sends "Hi ,"', () => {
    const [delivery] = render(
      email(
        ['{{customer.work_email}}'],
        'Hi {{customer.last_name}}, {{customer.title}}',
        '{{customer.last_name}} {{customer.nick|}}',
      ),
    );
    expect(delivery).toEqual({
      action_index: 0,
      channel: 'EMAIL',
      recipient: '{{customer.work_email}}',
      subject: '{{customer.last_name}} ',
      body: 'Hi {{customer.last_name}}, {{customer.title}}',
      status: 'SKIPPED',
      reason: 'missing_placeholder',
      missing: ['customer.work_email', 'customer.last_name', 'customer.title'],
    });
  });

  it('a missing placeholder of the body skips every recipient of the action', () => {
    const deliveries = render(email(['a@example.com', 'b@example.com'], 'Hi {{customer.last_name}}'));
    expect(deliveries.map(({ status, reason, missing }) => [status, reason, missing])).toEqual([
      ['SKIPPED', 'missing_placeholder', ['customer.last_name']],
      ['SKIPPED', 'missing_placeholder', ['customer.last_name']],
    ]);
  });

  it.each([
    [email(['{{customer.bad_email}}']), 'ada@'],
    [email(['{{customer.phone}}']), '+33612345678'],
    [sms(['{{customer.bad_phone}}']), '0612345678'],
    [sms(['{{customer.email}}']), 'ADA@example.com'],
    [sms(['{{customer.first_name}}']), 'Ada'],
  ])('a recipient that renders to no address of its channel is invalid_recipient (%#)', (action, recipient) => {
    expect(render(action)).toEqual([
      expect.objectContaining({ recipient, status: 'SKIPPED', reason: 'invalid_recipient', missing: [] }),
    ]);
  });

  it(`an SMS body over ${MAX_SMS_LENGTH} characters (code points) after rendering is too_long`, () => {
    const fits = render(sms(['+33612345678'], `{{customer.long}}${'😀'.repeat(10)}`))[0];
    expect([fits?.status, fits?.reason, [...(fits?.body ?? '')].length]).toEqual(['PENDING', null, 1600]);
    const over = render(sms(['+33612345678'], `{{customer.long}}${'😀'.repeat(11)}`))[0];
    expect([over?.status, over?.reason, [...(over?.body ?? '')].length]).toEqual(['SKIPPED', 'too_long', 1601]);
  });

  it('a long e-mail body is sent; the reasons apply in order: missing, recipient, length', () => {
    expect(render(email(['a@example.com'], 'y'.repeat(5000)))[0]?.status).toBe('PENDING');
    const long = `{{customer.long}}${'z'.repeat(20)}`;
    expect(render(sms(['{{customer.bad_phone}}'], long))[0]?.reason).toBe('invalid_recipient');
    expect(render(sms(['{{customer.bad_phone}}'], `${long}{{customer.x}}`))[0]?.reason).toBe('missing_placeholder');
  });
});
