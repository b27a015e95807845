/**
 * Faults injected into the real SES and SMS clients the sender uses (lib/aws/email.ts,
 * lib/aws/sms.ts), as test/support/dynamo-faults.ts does for DynamoDB: the next sends of a channel
 * fail with an answer the provider could give (throttling, a 5xx, a refusal), with no connection
 * made, or after the local server kept the message with the answer lost (a reset connection, so
 * the outcome is unknown). `removeProviderFaults` takes every one off again.
 */
import { InternalServiceErrorException, MessageRejected, TooManyRequestsException } from '@aws-sdk/client-sesv2';
import { ConflictException, InternalServerException, ThrottlingException } from '@aws-sdk/client-pinpoint-sms-voice-v2';
import { emailClient } from '../../lib/aws/email';
import { smsClient } from '../../lib/aws/sms';

export type Channel = 'email' | 'sms';

/**
 * - `throttled`: the provider's throttling answer (SES 429 TooManyRequestsException, SMS ThrottlingException).
 * - `serverError`: a 500 (SES InternalServiceErrorException, SMS InternalServerException).
 * - `rejected`: a refusal of the recipient (SES MessageRejected, SMS ConflictException for an opted-out number).
 * - `notConnected`: the connection was refused; nothing left.
 * - `answerLost`: the local server received and kept the message, then the connection was reset.
 */
export type ProviderFault = 'throttled' | 'serverError' | 'rejected' | 'notConnected' | 'answerLost';

const metadata = (httpStatusCode: number) => ({ httpStatusCode, requestId: 'fault-injected', attempts: 1 });

/** The error a fault throws, as the SDK or Node.js would raise it. */
export function faultError(channel: Channel, fault: ProviderFault): Error {
  switch (fault) {
    case 'throttled':
      return channel === 'email'
        ? new TooManyRequestsException({ message: 'Maximum sending rate exceeded.', $metadata: metadata(429) })
        : new ThrottlingException({ message: 'Rate exceeded', $metadata: metadata(400) });
    case 'serverError':
      return channel === 'email'
        ? new InternalServiceErrorException({ message: 'Internal error', $metadata: metadata(500) })
        : new InternalServerException({ message: 'Internal error', $metadata: metadata(500) });
    case 'rejected':
      return channel === 'email'
        ? new MessageRejected({ message: 'Email address is not verified.', $metadata: metadata(400) })
        : new ConflictException({
            message: 'The destination phone number has opted out',
            Reason: 'DESTINATION_PHONE_NUMBER_OPTED_OUT',
            $metadata: metadata(400),
          });
    case 'notConnected':
      return Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:443'), { code: 'ECONNREFUSED' });
    case 'answerLost':
      // node-http-handler renames a reset's error TimeoutError, keeping its code.
      return Object.assign(new Error('socket hang up'), { name: 'TimeoutError', code: 'ECONNRESET' });
  }
}

type Stack = ReturnType<typeof emailClient>['middlewareStack'] | ReturnType<typeof smsClient>['middlewareStack'];

const stackOf = (channel: Channel): Stack =>
  channel === 'email' ? emailClient().middlewareStack : smsClient().middlewareStack;

const installed: Array<{ channel: Channel; name: string }> = [];

/**
 * The next `times` sends of `channel` fail with `fault`; later sends go through. Returns how many
 * sends the fault has hit so far.
 * @example failNextSends('sms', 'answerLost', 1)
 */
export function failNextSends(channel: Channel, fault: ProviderFault, times = 1): () => number {
  let hits = 0;
  const name = `providerFault${installed.length}`;
  installed.push({ channel, name });
  const stack = stackOf(channel) as ReturnType<typeof emailClient>['middlewareStack'];
  if (fault === 'answerLost') {
    stack.add(
      (next) => async (args) => {
        if (hits >= times) return next(args);
        hits++;
        await next(args);
        throw faultError(channel, fault);
      },
      { step: 'deserialize', name },
    );
  } else {
    stack.add(
      (next) => async (args) => {
        if (hits >= times) return next(args);
        hits++;
        throw faultError(channel, fault);
      },
      { step: 'initialize', name },
    );
  }
  return () => hits;
}

/** Removes every fault installed so far: the clients work again. */
export function removeProviderFaults(): void {
  for (const { channel, name } of installed.splice(0)) stackOf(channel).remove(name);
}
