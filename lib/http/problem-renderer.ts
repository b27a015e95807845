/**
 * The problem renderer (Middy `onError`): answers any error as an RFC 9457 problem and does nothing
 * else. Headers every response carries are added by the response-headers middleware, outside it.
 */
import type { AppError } from '../errors';
import type { ApiMiddleware, ApiResult } from './api-request';
import { requestInfoOf } from './api-request';
import { logFailure } from './observability';
import { problemOf, toAppError } from './problem';

const PROBLEM_TYPE = 'application/problem+json';

/** Logs unexpected failures (5xx) once, at the edge: the default is the request log's logger. */
export type FailureLog = (requestId: string, route: string | undefined, error: unknown) => void;

/** The problem response of an error: status, `Content-Type`, the error's own headers and the document. */
function problemResult(thrown: unknown, instance: string, requestId: string): { error: AppError; result: ApiResult } {
  const error = toAppError(thrown);
  const problem = problemOf(error, instance, requestId);
  return {
    error,
    result: {
      statusCode: error.status,
      body: JSON.stringify(problem),
      headers: { 'Content-Type': PROBLEM_TYPE, ...error.headers },
    },
  };
}

/** Renders `request.error` as the response; runs last of the error handlers but the headers. */
export function problemRenderer(logFailureOf: FailureLog = logFailure): ApiMiddleware {
  return {
    name: 'problemRenderer',
    onError: (request) => {
      const info = requestInfoOf(request);
      const { error, result } = problemResult(request.error, info.instance, info.requestId);
      if (error.status >= 500) logFailureOf(info.requestId, info.routeName, request.error);
      request.response = result;
    },
  };
}
