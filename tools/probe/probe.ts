import { ApiError } from '../../src/api/api-error';
import { configureApi } from '../../src/api/client';
import { login, logout } from '../../src/api/session-api';
import type { PathOverrides } from '../../src/domain/paths';
import { differences } from './differences';
import { checkHub } from './hub';
import { allowedCalls, firstId, steps, type Ctx } from './plan';

/**
 * `npm run probe`'s work, apart from its command line: sign in to a live
 * API, make every read of the plan through the client's own functions (so
 * each answer is parsed by the app's zod schemas), meet the hub, sign out.
 * Never writes: the fetch it hands the client refuses any call that is not
 * a read of the plan.
 */
export interface Row {
  call: string;
  status: number | null;
  ms: number;
  /** 'ok', 'skipped', 'refused' (the API's 401/403 for this user), or 'different'. */
  result: 'ok' | 'skipped' | 'refused' | 'different';
  detail: string[];
}

export interface ProbeOptions {
  api: string;
  hub?: string;
  user: string;
  password: string;
  paths?: PathOverrides;
  pingTimeoutMs?: number;
  today?: Date;
}

export interface ProbeReport {
  api: string;
  startedAt: string;
  rows: Row[];
  refusedBeforeSending: string[];
  ok: boolean;
}

export async function probe(o: ProbeOptions): Promise<ProbeReport> {
  const api = o.api.replace(/\/+$/, '');
  const rows: Row[] = [];
  const refusedBeforeSending: string[] = [];
  let token: string | null = null;
  let last: { status: number | null } = { status: null };
  const allowed = () => allowedCalls();
  const realFetch = globalThis.fetch;
  const guarded = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = (init.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    if (!allowed().some((a) => a.method === method && a.path.test(url.pathname))) {
      refusedBeforeSending.push(`${method} ${url.pathname}`);
      throw new TypeError(`the probe never writes: ${method} ${url.pathname} is not one of its reads`);
    }
    const res = await realFetch(input, init);
    last = { status: res.status };
    return res;
  }) as typeof fetch;
  const started = new Date();
  globalThis.fetch = guarded;
  configureApi({ baseUrl: api, paths: o.paths, language: () => 'fr', auth: { token: () => token, refresh: () => Promise.resolve(false) } });
  try {
    const t0 = Date.now();
    let userId = 0;
    try {
      const grant = await login({ userName: o.user, password: o.password });
      token = grant.token;
      userId = grant.user.userId;
      rows.push({ call: 'POST /api/auth/login', status: last.status, ms: Date.now() - t0, result: 'ok', detail: [] });
    } catch (e) {
      rows.push(row('POST /api/auth/login', e, last.status, Date.now() - t0));
      return { api, startedAt: started.toISOString(), rows, refusedBeforeSending, ok: false };
    }
    const today = o.today ?? new Date();
    const ctx: Ctx = { userId, year: today.getFullYear(), month: today.getMonth() + 1, ids: {} };
    for (const step of steps) {
      last = { status: null };
      const t = Date.now();
      const pending = step.run(ctx);
      if (!pending) {
        rows.push({ call: step.call, status: null, ms: 0, result: 'skipped', detail: ['no id from an earlier answer'] });
        continue;
      }
      try {
        const answer = await pending;
        if (step.keep) {
          const id = firstId(answer);
          if (id !== null) ctx.ids[step.keep] = id;
        }
        rows.push({ call: step.call, status: last.status, ms: Date.now() - t, result: 'ok', detail: [] });
      } catch (e) {
        rows.push(row(step.call, e, last.status, Date.now() - t));
      }
    }
    const hubUrl = (o.hub ?? `${api}/chathub`).replace(/\/+$/, '');
    const hub = await checkHub(hubUrl, token, { pingTimeoutMs: o.pingTimeoutMs, fetch: guarded });
    rows.push({ call: `HUB ${new URL(hubUrl).pathname} (${hub.step})`, status: null, ms: hub.ms, result: hub.ok ? 'ok' : 'different', detail: [hub.detail] });
    const tl = Date.now();
    const res = await logout(token);
    rows.push({ call: 'POST /api/auth/logout', status: res.status, ms: Date.now() - tl, result: res.ok ? 'ok' : 'different', detail: res.ok ? [] : [`HTTP ${res.status}`] });
  } finally {
    globalThis.fetch = realFetch;
  }
  return { api, startedAt: started.toISOString(), rows, refusedBeforeSending, ok: rows.every((r) => r.result !== 'different') && !refusedBeforeSending.length };
}

function row(call: string, e: unknown, status: number | null, ms: number): Row {
  if (e instanceof ApiError) {
    if (e.kind === 'malformed') return { call, status: e.status, ms, result: 'different', detail: differences(e.data) ?? ['the answer is not JSON, or is empty'] };
    if (e.status === 401 || e.status === 403) return { call, status: e.status, ms, result: 'refused', detail: [e.message] };
    return { call, status: e.status || status, ms, result: 'different', detail: [`${e.kind === 'network' ? 'network error' : `HTTP ${e.status}`}: ${e.message}`] };
  }
  return { call, status, ms, result: 'different', detail: [(e as Error)?.message ?? String(e)] };
}
