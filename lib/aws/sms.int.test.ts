import { randomInt } from 'node:crypto';
import { sentSms } from '../../test/support/sent-messages';
import { failNextSends, removeProviderFaults } from '../../test/support/provider-faults';
import { classifyProviderError, providerErrorCode } from './provider-error';
import { sendSms } from './sms';

/** A fresh E.164 number per test (+1 and ten digits). */
const number = (): string => `+1${randomInt(2_000_000_000, 9_999_999_999)}`;

async function smsTo(to: string) {
  return (await sentSms()).filter((message) => message.destination === to);
}

async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected the send to fail');
    },
    (error: unknown) => error,
  );
}

describe('sendSms (local SMS outbox)', () => {
  afterEach(() => removeProviderFaults());

  it('sends one transactional SMS and the outbox keeps it', async () => {
    // Prepare
    const to = number();

    // Act
    const result = await sendSms({ to, body: 'Your technician is on the way ✓' });

    // Assess
    const messages = await smsTo(to);
    expect(messages).toEqual([
      {
        id: result.messageId,
        at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        destination: to,
        body: 'Your technician is on the way ✓',
        originationIdentity: null,
        messageType: 'TRANSACTIONAL',
        configurationSet: null,
      },
    ]);
  });

  it('is refused, as rejected, for a destination that is not an E.164 number', async () => {
    const error = await rejectionOf(sendSms({ to: '555-0100', body: 'Hello' }));

    expect(classifyProviderError(error)).toBe('rejected');
    expect(providerErrorCode(error)).toBe('ValidationException: CANNOT_PARSE');
    expect(await smsTo('555-0100')).toEqual([]);
  });

  it.each([
    ['throttled', 'transient'],
    ['serverError', 'transient'],
    ['notConnected', 'transient'],
    ['rejected', 'rejected'],
  ] as const)('sends nothing when %s, which classifies as %s', async (fault, expected) => {
    const to = number();
    const hits = failNextSends('sms', fault, 1);

    const error = await rejectionOf(sendSms({ to, body: 'Hello' }));

    expect(classifyProviderError(error)).toBe(expected);
    expect(hits()).toBe(1);
    expect(await smsTo(to)).toEqual([]);
  });

  it('calls a send whose answer was lost unknown, though the outbox received it', async () => {
    const to = number();
    failNextSends('sms', 'answerLost', 2);

    const errors = [await rejectionOf(sendSms({ to, body: 'One' })), await rejectionOf(sendSms({ to, body: 'Two' }))];
    const third = await sendSms({ to, body: 'Three' });

    expect(errors.map(classifyProviderError)).toEqual(['unknown', 'unknown']);
    expect((await smsTo(to)).map((message) => [message.body, message.id === third.messageId])).toEqual([
      ['One', false],
      ['Two', false],
      ['Three', true],
    ]);
  });
});
