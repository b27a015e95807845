import * as errors from './errors';
import { type AppError, PROBLEM_CODES } from './errors';
import { toAppError } from './http/problem';

/** One instance of every AppError the API throws, and the two the renderer makes of foreign errors. */
const instances: AppError[] = [
  new errors.MalformedRequestError(),
  new errors.UnauthorizedError(),
  new errors.ForbiddenError(),
  new errors.NotFoundError(),
  new errors.MethodNotAllowedError(['GET']),
  new errors.NotAcceptableError(),
  new errors.ConflictError(),
  new errors.LimitExceededError('automations'),
  new errors.IdempotencyInProgressError(),
  new errors.LastOwnerError(),
  new errors.InvitationAcceptedError(),
  new errors.InvitationGoneError('invitation_expired'),
  new errors.InvitationGoneError('invitation_revoked'),
  new errors.PreconditionFailedError(),
  new errors.PayloadTooLargeError(),
  new errors.UnsupportedMediaTypeError(),
  new errors.ValidationError([]),
  new errors.IdempotencyKeyReusedError(),
  new errors.RateLimitedError(1),
  new errors.ServiceUnavailableError(),
  toAppError(new Error('boom')),
];

describe('PROBLEM_CODES', () => {
  it('holds the status and code of every error the API answers', () => {
    // Act
    const misplaced = instances.filter(
      (error) => !(PROBLEM_CODES[error.status] as readonly string[]).includes(error.code),
    );
    // Assess
    expect(misplaced.map((error) => `${error.status} ${error.code}`)).toEqual([]);
  });

  it('names no code that no error answers', () => {
    // Prepare
    const answered = new Set(instances.map((error) => `${error.status} ${error.code}`));
    // Act
    const listed = Object.entries(PROBLEM_CODES).flatMap(([status, codes]) => codes.map((code) => `${status} ${code}`));
    // Assess
    expect(listed.filter((pair) => !answered.has(pair))).toEqual([]);
  });
});
