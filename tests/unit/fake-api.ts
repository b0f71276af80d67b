import { makeBackend, type FakeBackend } from '../../server-fake/make-server';
import type { Method } from '../../server-fake/http';
import { personas } from '../../fixtures/personas';
import { DAY_MS, systemNow } from '../../src/domain/clock';

/**
 * The first Monday at least `days` after the server's today (the run's pinned day, or the sweep's): leave asked
 * there meets every notice period on any day a test runs. On the pinned day, 16 November 2026, 63 days ahead is
 * Monday 18 January 2027.
 */
export function mondayAhead(days: number, now = systemNow()): string {
  const d = new Date(now + days * DAY_MS);
  const sinceMonday = (d.getUTCDay() + 6) % 7;
  return new Date(d.getTime() + ((7 - sinceMonday) % 7) * DAY_MS).toISOString().slice(0, 10);
}

/** Calls the fake server's dispatcher directly, as a client would over HTTP. */
export function fakeApi(backend: FakeBackend = makeBackend({ today: new Date('2026-11-16T09:00:00Z') })) {
  const call = (method: Method, url: string, body?: unknown, token?: string | null) => {
    const u = new URL(url, 'http://fake.local');
    const query: Record<string, string> = {};
    u.searchParams.forEach((v, k) => (query[k] = v));
    const res = backend.dispatcher.handle({ method, path: u.pathname, query, headers: token ? { authorization: `Bearer ${token}` } : {}, body });
    const text = typeof res.body === 'string' ? res.body : new TextDecoder().decode(res.body);
    let json: any = null;
    try {
      json = JSON.parse(text);
    } catch {
      json = null;
    }
    return { status: res.status, json, text, headers: res.headers };
  };
  const login = (key: (typeof personas)[number]['key']) => {
    const p = personas.find((x) => x.key === key)!;
    const res = call('POST', '/api/auth/login', { userName: p.userName, password: p.password });
    if (!res.json?.data?.token) throw new Error(`login failed for ${key}: ${res.text}`);
    return res.json.data.token as string;
  };
  /** A client bound to one persona's token. */
  const as = (key: (typeof personas)[number]['key']) => {
    const token = login(key);
    return {
      token,
      get: (url: string) => call('GET', url, undefined, token),
      post: (url: string, body?: unknown) => call('POST', url, body ?? {}, token),
      del: (url: string) => call('DELETE', url, undefined, token),
    };
  };
  return { backend, call, login, as };
}
