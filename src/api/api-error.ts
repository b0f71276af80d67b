/** Every failed call becomes an ApiError whose message is what the user should read. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly kind: 'server' | 'network' | 'malformed' | 'aborted' = 'server',
    /** The data a failed answer carried, unparsed: read by the rare caller whose refusal has a body (an import's bad rows). */
    readonly data: unknown = null,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

const knownStatuses = new Set([400, 401, 403, 404, 500, 503]);
/**
 * The message key of a failed status when the answer carries none (a proxy's
 * HTML page, an empty 502): a key every language has, never a raw 'Error.Status.502'.
 */
export function statusMessage(status: number): string {
  if (knownStatuses.has(status)) return `Error.Status.${status}`;
  return status >= 500 ? 'Error.Status.500' : status >= 400 ? 'Error.Status.400' : 'Error.Unknown';
}

/** The text to show for any error thrown by a call (server message first). */
export function errorMessage(e: unknown): string {
  if (e instanceof ApiError) return e.message;
  if (e instanceof Error && e.message) return e.message;
  return 'Error.Unknown';
}
