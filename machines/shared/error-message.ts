/** The text a failed actor leaves for the user: its message, else the generic key. */
export const errorMessageOf = (error: unknown): string => (error as Error | undefined)?.message || 'Error.Unknown';
