import { idempotentAnswers } from '../models/idempotency';
import { failure, type FakeResponse } from '../response';
import type { Call, Middleware } from './types';

/** How long an answered key is remembered, on the demo clock. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
const MAX_KEY_LENGTH = 200;

/** FNV-1a over the body as JSON, twice salted: enough to tell a retry from another request. */
function fingerprint(body: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(body) ?? '';
  } catch {
    text = String(body);
  }
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 16777619);
    b = Math.imul(b ^ c, 0x5bd1e995);
  }
  return `${(a >>> 0).toString(16)}${(b >>> 0).toString(16)}`;
}

/** Only what created something is kept: a refusal or a failure may be sent again and decided afresh. */
function succeeded(res: FakeResponse): res is FakeResponse & { body: string } {
  if (res.status < 200 || res.status >= 300 || typeof res.body !== 'string') return false;
  try {
    return (JSON.parse(res.body) as { success?: unknown } | null)?.success !== false;
  } catch {
    return false;
  }
}

function remember(call: Call, key: string, res: FakeResponse & { body: string }) {
  const table = idempotentAnswers(call.ctx.db);
  const at = call.ctx.now().getTime();
  for (const old of table.filter((r) => r.at <= at - IDEMPOTENCY_TTL_MS)) table.remove(old.id);
  table.insert({ key, method: call.req.method, path: call.req.path.toLowerCase(), fingerprint: fingerprint(call.req.body), at, status: res.status, headers: res.headers, body: res.body });
}

/**
 * Every create the client sends carries an `Idempotency-Key` (one per user
 * submit, reused by its retries). The first successful answer for a (caller,
 * key) seen in the last 24 hours is answered again to any repeat, so ten
 * copies of one submit, sent at once or retried after a lost answer, make one
 * record. The same key with another path or body answers 422.
 */
export const idempotency: Middleware = {
  name: 'idempotency',
  handle(call, next) {
    const { req } = call;
    const raw = req.headers['idempotency-key']?.trim();
    if (!raw || req.method === 'GET' || req.method === 'HEAD') return next();
    if (raw.length > MAX_KEY_LENGTH) return failure(400, 'Error.Status.400');
    const caller = call.caller();
    if (!caller) return next();
    const key = `${caller.user.id} ${raw}`;
    const now = call.ctx.now().getTime();
    const seen = idempotentAnswers(call.ctx.db)
      .by('key', key)
      .find((r) => r.at > now - IDEMPOTENCY_TTL_MS && r.at <= now);
    if (seen) {
      if (seen.method !== req.method || seen.path !== req.path.toLowerCase() || seen.fingerprint !== fingerprint(req.body)) return failure(422, 'Error.IdempotencyKeyReused');
      return { status: seen.status, headers: { ...seen.headers, 'Idempotent-Replayed': 'true' }, body: seen.body };
    }
    const res = next();
    if (succeeded(res)) remember(call, key, res);
    return res;
  },
};
