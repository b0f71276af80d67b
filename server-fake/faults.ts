import type { FakeResponse } from './response';

/**
 * Latency and error rate of the fake server: settings a demo control panel
 * (or a chaos test) turns, so loading and error states can be shown.
 */
export interface FaultSettings {
  /** Fixed latency in ms, or a [min, max] range. */
  latency: number | [number, number];
  /** Share of /api calls answered 503, from 0 to 1. */
  errorRate: number;
}

/** How an armed answer is spoilt: what a broken proxy or a half-deployed server sends. */
export type MalformedKind = 'html' | 'empty' | 'missingData' | 'wrongType' | 'envelope';

let settings: FaultSettings = { latency: 0, errorRate: 0 };
let random: () => number = Math.random;
let seeded: number | null = null;
const calls = new Map<string, number>();
/** mulberry32 of one number: a uniform draw in [0, 1). */
function draw(n: number) {
  let t = (n + 0x6d2b79f5) >>> 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
function hash(text: string) {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}
/** The draw for the next call to `path` (its method and path), seeded when a seed is set. */
function drawFor(key: string, salt: number) {
  if (seeded === null) return random();
  return draw((seeded ^ hash(key) ^ Math.imul(salt, 0x9e3779b1)) >>> 0);
}
const malformedArmed: Array<{ pattern: RegExp; kind: MalformedKind; times: number }> = [];
/** What was injected, for the chaos figures. */
const stats = { injected: 0, delayed: 0, malformed: 0 };

function spoil(res: FakeResponse, kind: MalformedKind): FakeResponse {
  const headers = { 'Content-Type': 'application/json; charset=utf-8' };
  let parsed: Record<string, unknown> = {};
  try {
    // The API answers with an envelope object ({ success, message, data }).
    parsed = typeof res.body === 'string' ? (JSON.parse(res.body) as Record<string, unknown>) : {};
  } catch {
    parsed = {};
  }
  switch (kind) {
    case 'html':
      return { status: 200, headers: { 'Content-Type': 'text/html' }, body: '<!doctype html><html><body><h1>502 Bad Gateway</h1></body></html>' };
    case 'empty':
      return { status: 200, headers, body: '' };
    case 'missingData': {
      const { data: _dropped, ...rest } = parsed;
      return { status: 200, headers, body: JSON.stringify({ ...rest, success: true }) };
    }
    case 'wrongType':
      return { status: 200, headers, body: JSON.stringify({ ...parsed, success: true, data: 'not what you expected' }) };
    case 'envelope':
      return { status: 200, headers, body: JSON.stringify({ result: parsed.data ?? parsed, ok: true }) };
  }
}

/** A one-shot failure armed by a test: the next matching call answers status + message. */
export interface ArmedFailure {
  method: string;
  pattern: RegExp;
  message: string;
  status: number;
}
let armed: ArmedFailure[] = [];

export const faults = {
  get: () => settings,
  set(next: Partial<FaultSettings>) {
    settings = { ...settings, ...next };
  },
  useRandom(r: () => number) {
    random = r;
  },
  /**
   * Seeded faults, so a chaos run replays: the n-th call to a path fails (and
   * waits) the same way whatever other calls happened in between.
   */
  useSeed(seed: number) {
    seeded = seed >>> 0;
    calls.clear();
  },
  stats: () => ({ ...stats }),
  delay(path = ''): number {
    const l = settings.latency;
    const n = calls.get(`d ${path}`) ?? 0;
    calls.set(`d ${path}`, n + 1);
    const ms = Array.isArray(l) ? Math.round(l[0] + drawFor(path, n * 2 + 1) * (l[1] - l[0])) : l;
    if (ms > 0 && settings.errorRate > 0) stats.delayed++;
    return ms;
  },
  /**
   * Arms a one-shot failure: the next call whose method matches and whose path
   * matches the pattern (a RegExp or its source, case-insensitive) answers
   * `status` with `{ success: false, message }`. The model-based UI walk arms
   * one before the action that triggers a call whose answer is an error event.
   */
  failNext(method: string, pathPattern: string | RegExp, message = 'Error.Status.500', status = 500) {
    armed.push({ method: method.toUpperCase(), pattern: typeof pathPattern === 'string' ? new RegExp(pathPattern, 'i') : pathPattern, message, status });
  },
  /**
   * Takes back the failures a model walk armed before a full reload (saved under `key` in the tab's
   * sessionStorage by tests/model/ui/executor.ts), so the answers of the boot can fail too.
   */
  restoreArmed(store: Pick<Storage, 'getItem' | 'removeItem'> | undefined = globalThis.sessionStorage, key = 'mintrh.model.armed') {
    try {
      const raw = store?.getItem(key);
      if (!raw) return;
      store!.removeItem(key);
      for (const a of JSON.parse(raw) as Array<{ method: string; pattern: string; message: string; status: number }>) faults.failNext(a.method, a.pattern, a.message, a.status);
    } catch {
      // Nothing armed, or not by the walk: the demo starts as usual.
    }
  },
  /** Failures armed and not yet consumed. */
  armed: () => armed.map((a) => ({ method: a.method, pattern: a.pattern.source, message: a.message, status: a.status })),
  clearArmed() {
    armed = [];
    malformedArmed.length = 0;
  },
  /** Consumes the first armed failure matching this call, if any. */
  takeArmed(method: string, path: string): ArmedFailure | null {
    const i = armed.findIndex((a) => a.method === method.toUpperCase() && a.pattern.test(path));
    return i < 0 ? null : armed.splice(i, 1)[0]!;
  },
  shouldFail(path: string): boolean {
    if (settings.errorRate <= 0 || !path.startsWith('/api/')) return false;
    if (/\/api\/auth\//i.test(path)) return false;
    const n = calls.get(path) ?? 0;
    calls.set(path, n + 1);
    const fail = drawFor(path, n * 2) < settings.errorRate;
    if (fail) stats.injected++;
    return fail;
  },
  /** The next `times` answers to a path matching `pattern` come back malformed. */
  armMalformed(pattern: string, kind: MalformedKind, times = 1) {
    malformedArmed.push({ pattern: new RegExp(pattern, 'i'), kind, times });
  },
  /** Applied to every answer of the in-page server: spoils it when a malformed answer is armed for its path. */
  shape(path: string, res: FakeResponse): FakeResponse {
    const i = malformedArmed.findIndex((a) => a.pattern.test(path));
    if (i < 0) return res;
    const a = malformedArmed[i]!;
    if (--a.times <= 0) malformedArmed.splice(i, 1);
    stats.malformed++;
    return spoil(res, a.kind);
  },
};
