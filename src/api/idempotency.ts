/**
 * A fresh Idempotency-Key: 128 random bits. crypto.getRandomValues works
 * outside secure contexts too (randomUUID does not), so a deployment served
 * over plain HTTP still gets one.
 */
export function newIdempotencyKey(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  return [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
}
