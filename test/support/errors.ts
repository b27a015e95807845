/** Whole thrown errors: what a call rejects with, compared field by field like an answer. */

/**
 * The error `promise` rejects with as a plain object: its message and its own enumerable fields (an
 * AppError's name, status, code, title, expose, detail, headers and members); not its stack or cause.
 * Fails when the promise resolves.
 */
export async function rejectionOf(promise: Promise<unknown>): Promise<Record<string, unknown>> {
  const error: unknown = await promise.then(
    () => {
      throw new Error('expected a rejection, the call resolved');
    },
    (reason: unknown) => reason,
  );
  if (!(error instanceof Error)) return { value: error };
  return { ...error, message: error.message };
}
