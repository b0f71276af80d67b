import type { Dispatcher } from './dispatch';
import type { Method } from './http';

/**
 * What the page sends as it goes. A decision held five seconds is sent at
 * once when the page is left (src/kernel/use-record-actor.ts): in production
 * the browser delivers that call (keepalive) after the page is gone. In the
 * demo and a sandbox the server is the page itself: it died before Mirage's
 * latency had run and before the save that follows a write, and a reload
 * within the five seconds lost the decision (persona review, both helpers).
 *
 * So a call to the API made while the page is being left is written down at
 * once (localStorage: synchronous, unlike the IndexedDB save), and delivered
 * at the next start of the same demo or sandbox, before anything is read, as
 * a real server would have received it. It is struck off once this page has
 * handled it and saved what it changed.
 */
interface Kept {
  method: Method;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: string | null;
  at: number;
}

const KEY = (record: string) => `mintrh-outbox:${record}`;
/** A call kept longer than this is dropped unread: its session has long ended. */
const KEPT_MS = 7 * 86_400_000;
const ours = /^\/(api|upload)(\/|$)/i;

function read(record: string): Kept[] {
  try {
    const v = JSON.parse(localStorage.getItem(KEY(record)) ?? '[]') as unknown;
    return Array.isArray(v) ? (v as Kept[]) : [];
  } catch {
    return [];
  }
}
function write(record: string, kept: Kept[]) {
  try {
    if (kept.length) localStorage.setItem(KEY(record), JSON.stringify(kept));
    else localStorage.removeItem(KEY(record));
  } catch {
    // A full or refused storage: the call is then as lost as it was before; nothing else to do on the way out.
  }
}

/** Delivers what the last page of this demo or sandbox sent as it went; returns how many calls. */
export function deliverKept(record: string, dispatcher: Dispatcher, now = Date.now()): number {
  const kept = read(record).filter((k) => now - k.at < KEPT_MS);
  write(record, []);
  for (const k of kept) {
    let body: unknown = undefined;
    try {
      body = k.body === null ? undefined : JSON.parse(k.body);
    } catch {
      body = k.body;
    }
    dispatcher.handle({ method: k.method, path: k.path, query: k.query, headers: k.headers, body, bodyBytes: k.body?.length ?? 0 });
  }
  return kept.length;
}

/**
 * From now on, a JSON call to the API made while the page is being left (or hidden: the browser's keepalive) is kept
 * until handled and saved. `changes` counts the database's writes; `settled` resolves once they are saved. Returns
 * the way to stop.
 */
export function keepWhatLeaves(record: string, o: { changes: () => number; settled: () => Promise<void> }): () => void {
  let leaving = false;
  // Registered when the fake server starts, before any panel's: the flag is up before their pagehide sends.
  const left = () => (leaving = true);
  const back = () => (leaving = false);
  addEventListener('pagehide', left, { capture: true });
  addEventListener('pageshow', back);
  const fetched = globalThis.fetch;
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    const body = init?.body;
    if (!(leaving || init?.keepalive) || url.origin !== location.origin || !ours.test(url.pathname) || (body != null && typeof body !== 'string')) return fetched(input, init);
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((v, k) => (headers[k.toLowerCase()] = v));
    const query: Record<string, string> = {};
    url.searchParams.forEach((v, k) => (query[k] = v));
    const entry: Kept = { method: (init?.method ?? 'GET').toUpperCase() as Method, path: url.pathname, query, headers, body: body ?? null, at: Date.now() };
    write(record, [...read(record), entry]);
    const strike = () => write(record, read(record).filter((k) => !(k.at === entry.at && k.path === entry.path && k.body === entry.body)));
    const before = o.changes();
    const res = fetched(input, init);
    // Handled here after all (the page stayed: a cancelled navigation, the back-forward cache, a hidden tab's read):
    // struck off at once when nothing changed, else once saved.
    void res.then(() => (o.changes() === before ? undefined : o.settled())).then(strike, strike);
    return res;
  };
  return () => {
    removeEventListener('pagehide', left, { capture: true });
    removeEventListener('pageshow', back);
    globalThis.fetch = fetched;
  };
}
