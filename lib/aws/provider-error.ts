/**
 * What a failed send to SES v2 or End User Messaging SMS means for the delivery (docs/automations-sending.md):
 *
 * - `transient`: the provider did not send the message, and sending it again later may succeed
 *   (throttling, a 5xx, a refusal for the account's own state or configuration, no connection made).
 * - `rejected`: the provider refused this message for its recipient or content; sending it again
 *   would be refused again (a rejected or unverified address, an opted-out or unparseable number).
 * - `unknown`: the request may have reached the provider and no answer came back, so the message may
 *   have been sent (a connection reset or a timeout after the request was written, an unreadable
 *   answer). Never sent again on its own.
 *
 * Anything not recognized is `unknown`: only a failure known to have sent nothing may be retried.
 */

export type ProviderErrorClass = 'transient' | 'rejected' | 'unknown';

/** Connection failures that happen before a byte of the request leaves: nothing was sent. */
const NOT_CONNECTED_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EADDRNOTAVAIL',
]);

/** Answers that say "too many requests, later": both services' throttling, and SES's sending quotas. */
const THROTTLING_NAMES = new Set([
  'TooManyRequestsException', // SES v2 (429)
  'ThrottlingException', // SMS (400)
  'LimitExceededException', // SES v2: a sending rate or daily quota reached
  'Throttling',
  'ThrottlingError',
  'RequestLimitExceeded',
  'SlowDown',
]);

/** SES v2 refusals of the message itself: its recipients, sender identity check or content. */
const REJECTED_EMAIL_NAMES = new Set(['MessageRejected', 'BadRequestException']);

/** SMS ConflictException reasons about the destination (the rest are the account's configuration). */
const REJECTED_CONFLICT_REASONS = new Set([
  'DESTINATION_PHONE_NUMBER_OPTED_OUT',
  'DESTINATION_PHONE_NUMBER_NOT_VERIFIED',
  'DESTINATION_COUNTRY_BLOCKED_BY_PROTECT_CONFIGURATION',
  'DESTINATION_PHONE_NUMBER_BLOCKED_BY_PROTECT_NUMBER_OVERRIDE',
]);

/**
 * SMS ValidationException reasons that are the account's configuration, not the message: every other
 * reason (an unparseable or blocked destination, a body too long, …) refuses the message itself.
 */
const CONFIGURATION_VALIDATION_REASONS = new Set([
  'INVALID_ARN',
  'RESOURCE_NOT_ACCESSIBLE',
  'SENDER_ID_NOT_REGISTERED',
  'SENDER_ID_REQUIRES_REGISTRATION',
  'UNKNOWN_OPERATION',
]);

/** The fields of an SDK service exception or a Node.js network error that the classification reads. */
interface ErrorShape {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  Reason?: unknown;
  $fault?: unknown;
  $metadata?: { httpStatusCode?: unknown };
  $response?: { statusCode?: unknown };
}

const shapeOf = (error: unknown): ErrorShape => (typeof error === 'object' && error !== null ? error : {});

const textOf = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** The HTTP status the provider answered with, when an answer was read. */
function statusOf(error: ErrorShape): number | undefined {
  const status = error.$metadata?.httpStatusCode ?? error.$response?.statusCode;
  return typeof status === 'number' ? status : undefined;
}

/** Classifies a failed `sendEmail` or `sendSms` (lib/aws/email.ts, lib/aws/sms.ts). */
export function classifyProviderError(error: unknown): ProviderErrorClass {
  const shape = shapeOf(error);
  const name = textOf(shape.name);
  const code = textOf(shape.code);
  const status = statusOf(shape);

  if (status === undefined) {
    // No answer was read: whether anything was sent depends on how far the request got.
    if (code !== undefined && NOT_CONNECTED_CODES.has(code)) return 'transient';
    // smithy's connection timeout (connectionTimeout): the socket never connected.
    if (name === 'TimeoutError' && /did not establish a connection/.test(textOf(shape.message) ?? ''))
      return 'transient';
    return 'unknown';
  }
  // An answer of success that could not be read: the message was accepted.
  if (status < 300) return 'unknown';
  if ((name !== undefined && THROTTLING_NAMES.has(name)) || status === 429) return 'transient';
  if (status >= 500 || shape.$fault === 'server') return 'transient';
  if (name !== undefined && REJECTED_EMAIL_NAMES.has(name)) return 'rejected';
  const reason = textOf(shape.Reason);
  if (name === 'ConflictException' && reason !== undefined && REJECTED_CONFLICT_REASONS.has(reason)) return 'rejected';
  if (name === 'ValidationException' && !(reason !== undefined && CONFIGURATION_VALIDATION_REASONS.has(reason)))
    return 'rejected';
  // The provider answered and sent nothing, for the account's state or configuration (a paused or
  // suspended account, an unverified sender domain, a missing configuration set, denied access,
  // a spending limit): retried, and failed as a provider error if it lasts.
  return 'transient';
}

/**
 * A short name of a provider failure for logs and records, never its message (which may carry an
 * address): the exception's name with the SMS service's reason (`ConflictException:
 * DESTINATION_PHONE_NUMBER_OPTED_OUT`), or a network error's code (`ECONNRESET`).
 */
export function providerErrorCode(error: unknown): string {
  const shape = shapeOf(error);
  const name = textOf(shape.name);
  const code = textOf(shape.code);
  const reason = textOf(shape.Reason);
  const base = name !== undefined && name !== 'Error' ? name : (code ?? 'Error');
  if (reason !== undefined) return `${base}: ${reason}`;
  return code !== undefined && base !== code ? `${base} (${code})` : base;
}
