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
  /** Extension members of some problems (a conflict's `user_count`). */
  [member: string]: unknown;
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
/** Socket errors of a connection that was never made: the request never left. */
const NOT_CONNECTED_CODES = ['ECONNREFUSED', 'ENOTFOUND', 'EHOSTUNREACH', 'EAI_AGAIN'];
const UNAVAILABLE_CODES = new Set([...NOT_CONNECTED_CODES, 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ECONNABORTED']);

/** A socket error code in an error's text: the SDK may wrap one from another realm into a plain Error carrying only its text. */
const codeInText = (codes: Iterable<string>): RegExp => new RegExp(`\\b(${[...codes].join('|')})\\b`);
const UNAVAILABLE_MESSAGE = codeInText(UNAVAILABLE_CODES);
const NOT_CONNECTED_MESSAGE = codeInText(NOT_CONNECTED_CODES);

type FailureCandidate = Error & { code?: string; $metadata?: { httpStatusCode?: number }; errors?: unknown[] };

/**
 * Whether `test` holds for an error, for one it aggregates (Node reports a refused dual-stack
 * connection as an AggregateError of per-address errors) or for one in its `cause` chain.
 */
function someInChain(error: unknown, test: (candidate: FailureCandidate) => boolean): boolean {
  if (!(error instanceof Error)) return false;
  const candidate = error as FailureCandidate;
  if (test(candidate)) return true;
  if (Array.isArray(candidate.errors) && candidate.errors.some((inner) => someInChain(inner, test))) return true;
  return candidate.cause !== undefined && candidate.cause !== error && someInChain(candidate.cause, test);
}

/** Whether an unexpected error means a dependency (DynamoDB, S3) is unreachable or overloaded. */
export function isDependencyFailure(error: unknown): boolean {
  return someInChain(
    error,
    (candidate) =>
      UNAVAILABLE_NAMES.has(candidate.name) ||
      (candidate.code !== undefined && UNAVAILABLE_CODES.has(candidate.code)) ||
      UNAVAILABLE_MESSAGE.test(candidate.message) ||
      (candidate.$metadata?.httpStatusCode ?? 0) >= 500,
  );
}

/**
 * Whether a dependency failure is one of connecting, so that the request never reached the
 * dependency and changed nothing; any other (a timeout, a dropped connection) may have been applied.
 */
export function isNeverConnected(error: unknown): boolean {
  return someInChain(
    error,
    (candidate) =>
      (candidate.code !== undefined && NOT_CONNECTED_CODES.includes(candidate.code)) ||
      NOT_CONNECTED_MESSAGE.test(candidate.message),
  );
}

/** The AppError an error is answered as. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (isDependencyFailure(error)) return new ServiceUnavailableError(error, 1);
  return new AppError(
    500,
    'internal_error',
    'Internal server error',
    { cause: error, detail: 'An unexpected error occurred' },
    false,
  );
}

/** The problem document of an AppError. */
export function problemOf(error: AppError, instance: string, requestId: string): Problem {
  const problem: Problem = {
    ...(error.expose ? error.members : {}),
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
