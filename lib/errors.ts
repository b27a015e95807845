/**
 * The AppError family. Every layer throws these; only the HTTP error handler renders them.
 * Nothing here knows HTTP beyond the numeric status a failure maps to.
 */

/** One invalid field, reported in a problem's `errors[]`. */
export interface FieldIssue {
  path: string;
  code: string;
  message: string;
}

export interface AppErrorOptions {
  cause?: unknown;
  detail?: string;
  headers?: Record<string, string>;
  /** Extension members of the problem (RFC 9457 section 3.2), beside the standard ones: `user_count`. */
  members?: Record<string, string | number>;
}

/** The problem codes of each status. No other status or code is ever answered. */
export const PROBLEM_CODES = {
  400: ['malformed_request'],
  401: ['unauthorized'],
  403: ['forbidden'],
  404: ['not_found'],
  405: ['method_not_allowed'],
  406: ['not_acceptable'],
  409: ['conflict', 'limit_exceeded', 'idempotency_in_progress', 'last_owner', 'invitation_accepted'],
  410: ['invitation_expired', 'invitation_revoked'],
  412: ['precondition_failed'],
  413: ['payload_too_large'],
  415: ['unsupported_media_type'],
  422: ['validation_failed', 'idempotency_key_reused'],
  429: ['rate_limited'],
  500: ['internal_error'],
  503: ['service_unavailable'],
} as const;

export type ProblemStatus = keyof typeof PROBLEM_CODES;
export type ProblemCode<Status extends ProblemStatus = ProblemStatus> = (typeof PROBLEM_CODES)[Status][number];

/** Base class: a failure with an HTTP-shaped status, a stable code and whether its detail may be shown. */
export class AppError extends Error {
  readonly status: ProblemStatus;
  readonly code: ProblemCode;
  readonly title: string;
  readonly expose: boolean;
  readonly detail: string | undefined;
  readonly headers: Record<string, string>;
  readonly members: Record<string, string | number>;

  constructor(status: ProblemStatus, code: ProblemCode, title: string, options: AppErrorOptions = {}, expose = true) {
    super(options.detail ?? title, { cause: options.cause });
    this.name = new.target.name;
    this.status = status;
    this.code = code;
    this.title = title;
    this.expose = expose;
    this.detail = options.detail;
    this.headers = options.headers ?? {};
    this.members = options.members ?? {};
  }
}

export class MalformedRequestError extends AppError {
  constructor(detail = 'The request could not be parsed', options: AppErrorOptions = {}) {
    super(400, 'malformed_request', 'Malformed request', { ...options, detail });
  }
}

export class UnauthorizedError extends AppError {
  constructor(detail = 'A valid bearer key is required') {
    super(401, 'unauthorized', 'Unauthorized', { detail, headers: { 'WWW-Authenticate': 'Bearer' } });
  }
}

export class ForbiddenError extends AppError {
  constructor(detail = 'Your role may not perform this operation') {
    super(403, 'forbidden', 'Forbidden', { detail });
  }
}

export class NotFoundError extends AppError {
  constructor(detail = 'The resource does not exist') {
    super(404, 'not_found', 'Not found', { detail });
  }
}

export class MethodNotAllowedError extends AppError {
  constructor(allowed: readonly string[]) {
    super(405, 'method_not_allowed', 'Method not allowed', {
      detail: `Allowed methods: ${allowed.join(', ')}`,
      headers: { Allow: allowed.join(', ') },
    });
  }
}

export class NotAcceptableError extends AppError {
  constructor() {
    super(406, 'not_acceptable', 'Not acceptable', { detail: 'This API only produces application/json' });
  }
}

export class ConflictError extends AppError {
  constructor(
    detail = 'The request conflicts with the current state',
    code: ProblemCode<409> = 'conflict',
    members?: Record<string, string | number>,
  ) {
    super(409, code, 'Conflict', { detail, ...(members ? { members } : {}) });
  }
}

export class LimitExceededError extends AppError {
  constructor(entity: string) {
    super(409, 'limit_exceeded', 'Limit exceeded', { detail: `The company has reached its ${entity} limit` });
  }
}

/** A change that would leave the company without an active owner (demoting, disabling or deleting the last one). */
export class LastOwnerError extends AppError {
  constructor() {
    super(409, 'last_owner', 'Last owner', { detail: 'The company must keep at least one active owner' });
  }
}

export class IdempotencyInProgressError extends AppError {
  constructor() {
    super(409, 'idempotency_in_progress', 'Request in progress', {
      detail: 'A request with this Idempotency-Key is still being processed; retry it',
      // A create takes well under a second: the retry then replays its answer.
      headers: { 'Retry-After': '1' },
    });
  }
}

/** An invitation that was accepted already: its token accepts nothing more. */
export class InvitationAcceptedError extends AppError {
  constructor() {
    super(409, 'invitation_accepted', 'Invitation accepted', { detail: 'This invitation has been accepted already' });
  }
}

/** An invitation that can no longer be accepted: expired (resend it) or revoked. */
export class InvitationGoneError extends AppError {
  constructor(code: ProblemCode<410>) {
    super(410, code, 'Invitation gone', {
      detail:
        code === 'invitation_expired'
          ? 'This invitation has expired; ask for it to be sent again'
          : 'This invitation has been revoked',
    });
  }
}

export class PreconditionFailedError extends AppError {
  constructor(detail = 'If-Match does not match the current ETag') {
    super(412, 'precondition_failed', 'Precondition failed', { detail });
  }
}

export class PayloadTooLargeError extends AppError {
  constructor(detail = 'The request body is too large') {
    super(413, 'payload_too_large', 'Payload too large', { detail });
  }
}

export class UnsupportedMediaTypeError extends AppError {
  constructor(detail = 'The Content-Type is not supported') {
    super(415, 'unsupported_media_type', 'Unsupported media type', { detail });
  }
}

/**
 * The most issues a 422 lists; its `detail` counts them all. A 1 MiB body can hold 125,000 unknown
 * fields, and listing each would make an answer larger than a Lambda function may return (6 MB).
 */
export const MAX_LISTED_ISSUES = 100;

function issuesDetail(count: number): string {
  if (count === 1) return '1 field is invalid';
  const listed = count > MAX_LISTED_ISSUES ? `; the first ${MAX_LISTED_ISSUES} are listed` : '';
  return `${count} fields are invalid${listed}`;
}

export class ValidationError extends AppError {
  readonly errors: FieldIssue[];

  constructor(errors: FieldIssue[], code: ProblemCode<422> = 'validation_failed', title = 'Validation failed') {
    super(422, code, title, { detail: issuesDetail(errors.length) });
    this.errors = errors.slice(0, MAX_LISTED_ISSUES);
  }

  /** A validation failure of a single field. */
  static field(path: string, code: string, message: string): ValidationError {
    return new ValidationError([{ path, code, message }]);
  }
}

export class IdempotencyKeyReusedError extends AppError {
  constructor() {
    super(422, 'idempotency_key_reused', 'Idempotency key reused', {
      detail: 'This Idempotency-Key was used with a different request body',
    });
  }
}

export class RateLimitedError extends AppError {
  constructor(retryAfterSeconds: number) {
    super(429, 'rate_limited', 'Too many requests', {
      detail: `Rate limit exceeded; retry in ${retryAfterSeconds} s`,
      headers: { 'Retry-After': String(retryAfterSeconds) },
    });
  }
}

export class ServiceUnavailableError extends AppError {
  constructor(cause?: unknown, retryAfterSeconds = 5) {
    super(
      503,
      'service_unavailable',
      'Service unavailable',
      {
        cause,
        detail: 'A dependency is unavailable; retry later',
        headers: { 'Retry-After': String(retryAfterSeconds) },
      },
      true,
    );
  }
}
