import { SESv2ServiceException } from '@aws-sdk/client-sesv2';
import { PinpointSMSVoiceV2ServiceException } from '@aws-sdk/client-pinpoint-sms-voice-v2';
import { classifyProviderError, providerErrorCode } from './provider-error';

/** A service exception as the SDK throws it for an answer of `status` named `name`. */
function answered(name: string, status: number, extra: Record<string, unknown> = {}): Error {
  return Object.assign(
    new SESv2ServiceException({
      name,
      $fault: status >= 500 ? 'server' : 'client',
      $metadata: { httpStatusCode: status },
    }),
    extra,
  );
}

function smsAnswered(name: string, status: number, reason?: string): Error {
  return Object.assign(
    new PinpointSMSVoiceV2ServiceException({
      name,
      $fault: status >= 500 ? 'server' : 'client',
      $metadata: { httpStatusCode: status },
    }),
    reason === undefined ? {} : { Reason: reason },
  );
}

const networkError = (code: string, message = code): Error => Object.assign(new Error(message), { code });

describe('classifyProviderError', () => {
  it.each([
    ['SES throttling', answered('TooManyRequestsException', 429)],
    ['an SES sending quota', answered('LimitExceededException', 400)],
    ['SMS throttling (answered as a 400)', smsAnswered('ThrottlingException', 400)],
    ['any 429', answered('SomethingNew', 429)],
    ['an SES 5xx', answered('InternalServiceErrorException', 500)],
    ['an SMS 5xx', smsAnswered('InternalServerException', 500)],
    ['a 503 without a known name', answered('ServiceUnavailable', 503)],
    ['a paused account', answered('SendingPausedException', 400)],
    ['a suspended account', answered('AccountSuspendedException', 400)],
    ['an unverified MAIL FROM domain', answered('MailFromDomainNotVerifiedException', 400)],
    ['a missing configuration set', answered('NotFoundException', 404)],
    ['denied access', answered('AccessDeniedException', 403)],
    ['expired credentials', answered('ExpiredTokenException', 400)],
    ['a disabled SMS account', smsAnswered('AccessDeniedException', 400, 'ACCOUNT_DISABLED')],
    [
      'an SMS spending limit',
      smsAnswered('ServiceQuotaExceededException', 402, 'MONTHLY_SPEND_LIMIT_REACHED_FOR_TEXT'),
    ],
    ['a missing origination identity', smsAnswered('ResourceNotFoundException', 404)],
    [
      'no origination identity for the country',
      smsAnswered('ConflictException', 409, 'NO_ORIGINATION_IDENTITIES_FOUND'),
    ],
    ['an unregistered sender ID', smsAnswered('ValidationException', 400, 'SENDER_ID_NOT_REGISTERED')],
    ['a refused connection', networkError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:8006')],
    ['an unknown host', networkError('ENOTFOUND')],
    ['a failed DNS lookup', networkError('EAI_AGAIN')],
    [
      'a connection that did not open in time',
      Object.assign(
        new Error(
          '@smithy/node-http-handler - the request socket did not establish a connection with the server within the configured timeout of 1000 ms.',
        ),
        { name: 'TimeoutError' },
      ),
    ],
  ])('calls %s transient', (_case, error) => {
    expect(classifyProviderError(error)).toBe('transient');
  });

  it.each([
    ['a rejected message', answered('MessageRejected', 400)],
    ['an invalid request', answered('BadRequestException', 400)],
    ['an opted-out number', smsAnswered('ConflictException', 409, 'DESTINATION_PHONE_NUMBER_OPTED_OUT')],
    ['an unverified number (sandbox)', smsAnswered('ConflictException', 409, 'DESTINATION_PHONE_NUMBER_NOT_VERIFIED')],
    ['an unparseable number', smsAnswered('ValidationException', 400, 'CANNOT_PARSE')],
    ['a blocked country', smsAnswered('ValidationException', 400, 'DESTINATION_COUNTRY_BLOCKED')],
    ['a validation failure without a reason', smsAnswered('ValidationException', 400)],
  ])('calls %s rejected', (_case, error) => {
    expect(classifyProviderError(error)).toBe('rejected');
  });

  it.each([
    ['a reset connection', Object.assign(networkError('ECONNRESET', 'socket hang up'), { name: 'TimeoutError' })],
    ['a broken pipe', networkError('EPIPE')],
    [
      'a request that got no answer in time',
      Object.assign(new Error('a request has exceeded the configured 5000 ms requestTimeout.'), {
        name: 'TimeoutError',
        code: 'ETIMEDOUT',
      }),
    ],
    ['an abort', Object.assign(new Error('Request aborted'), { name: 'AbortError' })],
    ['an accepted answer that could not be read', answered('SyntaxError', 200)],
    ['a plain error', new Error('boom')],
    ['a thrown string', 'boom'],
    ['nothing', undefined],
  ])('calls %s unknown', (_case, error) => {
    expect(classifyProviderError(error)).toBe('unknown');
  });
});

describe('providerErrorCode', () => {
  it('names the exception, its reason or the network code, never the message', () => {
    expect(providerErrorCode(smsAnswered('ConflictException', 409, 'DESTINATION_PHONE_NUMBER_OPTED_OUT'))).toBe(
      'ConflictException: DESTINATION_PHONE_NUMBER_OPTED_OUT',
    );
    expect(providerErrorCode(answered('MessageRejected', 400, { message: 'ann@example.com is not verified' }))).toBe(
      'MessageRejected',
    );
    expect(providerErrorCode(networkError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:8006'))).toBe('ECONNREFUSED');
    expect(providerErrorCode(Object.assign(networkError('ECONNRESET'), { name: 'TimeoutError' }))).toBe(
      'TimeoutError (ECONNRESET)',
    );
    expect(providerErrorCode('boom')).toBe('Error');
  });
});
