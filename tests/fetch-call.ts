/**
 * What a fetch stub was called with, as text. The client calls fetch with a
 * URL string and a JSON string body; a URL or Request is read by its address,
 * and a body that is not text fails loudly instead of becoming '[object …]'.
 */
export const urlOf = (input: RequestInfo | URL): string => (typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);

export function textOf(body: BodyInit | null | undefined): string {
  if (typeof body !== 'string') throw new Error(`a text body was expected, not ${body === null ? 'null' : typeof body}`);
  return body;
}
