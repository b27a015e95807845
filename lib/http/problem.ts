/**
 * Renders any error as an RFC 9457 problem. AppErrors render as themselves; AWS SDK and network
 * failures that mean a dependency is down become 503; everything else is a generic 500 that never
 * carries a stack or an internal message.
 */
import { AppError, ServiceUnavailableError, ValidationError } from '../errors';

export interface Problem {
  type: string;
  title: string;
  status: number;
  detail: string;
  instance: string;
  code: string;
  request_id: string;
  errors?: ValidationError['errors'];
}

const UNAVAILABLE_NAMES = new Set([
  'TimeoutError',
  'NetworkingError',
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'InternalServerError',
  'InternalFailure',
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'SlowDown',
  'TransactionConflictException',
  'TransactionCanceledException',
]);
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EPIPE', 'EHOSTUNREACH', 'EAI_AGAIN', 'ECONNABORTED']);

const UNAVAILABLE_MESSAGE = new RegExp(`\\b(${[...UNAVAILABLE_CODES].join('|')})\\b`);

/** Whether an unexpected error means a dependency (DynamoDB, S3) is unreachable or overloaded. */
export function isDependencyFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const candidate = error as Error & { code?: string; $metadata?: { httpStatusCode?: number }; $fault?: string; errors?: unknown[] };
  if (UNAVAILABLE_NAMES.has(candidate.name)) return true;
  if (candidate.code && UNAVAILABLE_CODES.has(candidate.code)) return true;
  // The SDK may wrap a socket error from another realm into a plain Error carrying only its text.
  if (UNAVAILABLE_MESSAGE.test(candidate.message)) return true;
  if ((candidate.$metadata?.httpStatusCode ?? 0) >= 500) return true;
  // Node reports a refused dual-stack connection as an AggregateError of per-address errors.
  if (Array.isArray(candidate.errors) && candidate.errors.some(isDependencyFailure)) return true;
  return candidate.cause !== undefined && candidate.cause !== error && isDependencyFailure(candidate.cause);
}

/** The AppError an error is answered as. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (isDependencyFailure(error)) return new ServiceUnavailableError(error, 1);
  return new AppError(500, 'internal_error', 'Internal server error', { cause: error, detail: 'An unexpected error occurred' }, false);
}

/** The problem document of an AppError. */
export function problemOf(error: AppError, instance: string, requestId: string): Problem {
  const problem: Problem = {
    type: `/problems/${error.code}`,
    title: error.title,
    status: error.status,
    detail: error.expose ? (error.detail ?? error.title) : 'An unexpected error occurred',
    instance,
    code: error.code,
    request_id: requestId,
  };
  if (error instanceof ValidationError) problem.errors = error.errors;
  return problem;
}
