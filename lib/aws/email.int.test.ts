import { randomUUID } from 'node:crypto';
import { sentEmails } from '../../test/support/sent-messages';
import { failNextSends, removeProviderFaults } from '../../test/support/provider-faults';
import { sendEmail } from './email';
import { classifyProviderError } from './provider-error';

const recipient = (): string => `ann+${randomUUID()}@example.com`;

async function emailsTo(to: string) {
  return (await sentEmails()).filter((email) => email.destination.to.includes(to));
}

/** The error `promise` rejects with (failing the test when it resolves). */
async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected the send to fail');
    },
    (error: unknown) => error,
  );
}

describe('sendEmail (local SES)', () => {
  afterEach(() => removeProviderFaults());

  it('sends one plain-text e-mail from the sender address with the company as Reply-To', async () => {
    // Prepare
    const to = recipient();

    // Act
    const result = await sendEmail({
      to,
      replyTo: 'office@acme.example',
      subject: 'Your visit on Tuesday – confirmé',
      body: 'Hi Ann,\nsee you at 9:00 ✓',
    });

    // Assess
    const emails = await emailsTo(to);
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      messageId: result.messageId,
      from: 'automations@example.com',
      replyTo: ['office@acme.example'],
      destination: { to: [to], cc: [], bcc: [] },
      subject: 'Your visit on Tuesday – confirmé',
      body: { text: 'Hi Ann,\nsee you at 9:00 ✓' },
    });
    expect(emails[0]?.body.html).toBeUndefined();
    expect(result.messageId).not.toBe('');
  });

  it('leaves Reply-To out when the company has no e-mail', async () => {
    const to = recipient();

    await sendEmail({ to, replyTo: null, subject: 'Hello', body: 'Body' });

    expect((await emailsTo(to)).map((email) => email.replyTo)).toEqual([[]]);
  });

  it.each([
    ['throttled', 'transient'],
    ['serverError', 'transient'],
    ['notConnected', 'transient'],
    ['rejected', 'rejected'],
  ] as const)('sends nothing when %s, which classifies as %s', async (fault, expected) => {
    const to = recipient();
    const hits = failNextSends('email', fault, 1);

    const error = await rejectionOf(sendEmail({ to, replyTo: null, subject: 'Hello', body: 'Body' }));

    expect(classifyProviderError(error)).toBe(expected);
    expect(hits()).toBe(1);
    expect(await emailsTo(to)).toEqual([]);
  });

  it('calls a send whose answer was lost unknown, though SES received it', async () => {
    const to = recipient();
    failNextSends('email', 'answerLost', 1);

    const error = await rejectionOf(sendEmail({ to, replyTo: null, subject: 'Hello', body: 'Body' }));

    expect(classifyProviderError(error)).toBe('unknown');
    expect(await emailsTo(to)).toHaveLength(1);
  });

  it('sends again once a fault has been used up', async () => {
    const to = recipient();
    failNextSends('email', 'throttled', 1);

    const first = await rejectionOf(sendEmail({ to, replyTo: null, subject: 'Hello', body: 'Body' }));
    await sendEmail({ to, replyTo: null, subject: 'Hello', body: 'Body' });

    expect(classifyProviderError(first)).toBe('transient');
    expect(await emailsTo(to)).toHaveLength(1);
  });
});
