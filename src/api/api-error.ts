/** Every failed call becomes an ApiError whose message is what the user should read. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly kind: 'server' | 'network' | 'malformed' | 'aborted' = 'server',
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/** The text to show for any error thrown by a call (server message first). */
export function errorMessage(e: unknown): string {
  if (e instanceof ApiError) return e.message;
  if (e instanceof Error && e.message) return e.message;
  return 'Error.Unknown';
}
