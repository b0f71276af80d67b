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

/** A JSON answer from its text. */
export const jsonText = (status: number, text: string, headers: Record<string, string> = {}): FakeResponse => ({
  status,
  headers: { 'Content-Type': 'application/json; charset=utf-8', 'X-Content-Type-Options': 'nosniff', ...headers },
  body: text,
});
export const jsonAnswer = (status: number, body: unknown, headers: Record<string, string> = {}): FakeResponse => jsonText(status, JSON.stringify(body), headers);

/** The envelope of a refusal: a status and a message key the client translates. */
export const failure = (status: number, message: string, headers: Record<string, string> = {}) => jsonAnswer(status, { success: false, message, data: null }, headers);
