/**
 * The text a failed actor leaves for the user: the message it was rejected
 * with (an ApiError, an Error, or a plain `{ message }` as tests and the
 * model walk throw), else the generic key.
 */
export function errorMessageOf(error: unknown): string {
  const message = error && typeof error === 'object' && 'message' in error ? error.message : null;
  return typeof message === 'string' && message ? message : 'Error.Unknown';
}
