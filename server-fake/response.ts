/**
 * What the fake server answers, whatever carries it (Mirage, the loopback
 * host, a test calling the dispatcher). A leaf module: the dispatcher, the
 * middlewares and the fault settings all speak it without importing each other.
 */
export interface FakeResponse {
  status: number;
  headers: Record<string, string>;
  body: string | Uint8Array;
}

export const jsonAnswer = (status: number, body: unknown, headers: Record<string, string> = {}): FakeResponse => ({
  status,
  headers: { 'Content-Type': 'application/json; charset=utf-8', 'X-Content-Type-Options': 'nosniff', ...headers },
  body: JSON.stringify(body),
});

/** The envelope of a refusal: a status and a message key the client translates. */
export const failure = (status: number, message: string, headers: Record<string, string> = {}) => jsonAnswer(status, { success: false, message, data: null }, headers);
