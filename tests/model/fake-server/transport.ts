import { configureApi } from '../../../src/api/client';
import type { FakeBackend } from '../../../server-fake/make-server';
import type { Method } from '../../../server-fake/http';
import { formDataToObject } from '../../../server-fake/multipart';
import { urlOf } from '../../fetch-call';

/**
 * The client's transport in Node for the machine-level walk: the real API
 * functions of src/api (fetch for JSON, XMLHttpRequest for multipart) reach
 * the fake server's dispatcher in-process, with the token of the persona the
 * path signed in as. Calls wait in a queue while the transport is held: the
 * walk lets them through only when the path's next step is their answer, so
 * a user step planned while a call is pending (cancel while saving) is
 * deterministic, and an answer's fault is armed just before its call runs.
 */
type Job = { run: () => Promise<void>; drop: () => void; owner?: AbortSignal | null };

/**
 * The abort signal of the invoked actor whose call is being issued (set by the
 * walk around each promise actor's start): such calls wait for their answer
 * step, and one still waiting when its actor was stopped (the machine left the
 * state) is dropped, not sent, so it cannot take a failure armed for the call
 * that replaced it.
 */
let owner: AbortSignal | null = null;
export const setOwner = (s: AbortSignal | null) => void (owner = s);

export interface Transport {
  /** The backend calls go to (one per walk; its data is reloaded per path). */
  backend: FakeBackend | null;
  token: string | null;
  /** Calls dispatched since the last reset (what each path sent to the server). */
  calls: Array<{ method: string; path: string; status: number }>;
  hold(): void;
  release(): void;
  /** Pending calls dropped (end of a path). */
  reset(): void;
}

let flowing = false;
let queue: Job[] = [];
let scheduled = false;

export const transport: Transport = {
  backend: null,
  token: null,
  calls: [],
  hold() {
    flowing = false;
  },
  release() {
    flowing = true;
    schedule();
  },
  reset() {
    for (const j of queue) j.drop();
    queue = [];
    flowing = false;
    transport.calls = [];
  },
};

function schedule() {
  if (scheduled || !flowing || !queue.length) return;
  scheduled = true;
  // A macrotask later: the transition that issued the call has been processed (and may have held the transport).
  setTimeout(() => {
    scheduled = false;
    while (flowing && queue.length) {
      const job = queue.shift()!;
      if (job.owner?.aborted) job.drop();
      else void job.run();
    }
  }, 0);
}

function enqueue(job: Job, o: { held?: boolean } = {}) {
  job.owner ??= owner;
  // A call no invoked actor issued (an action's fire-and-forget read, a continuation after an answer) goes at once:
  // only the calls a path's answer steps stand for wait, so a failure armed for one cannot be taken by another.
  if (!job.owner && !o.held) return void setTimeout(() => void job.run(), 0);
  queue.push(job);
  schedule();
}

async function dispatch(method: Method, url: string, headers: Record<string, string>, body: unknown) {
  const b = transport.backend;
  if (!b) throw new Error('fake-server transport: no backend');
  const u = new URL(url, 'http://fake.local');
  const query: Record<string, string> = {};
  u.searchParams.forEach((v, k) => (query[k] = v));
  const parsed = typeof FormData !== 'undefined' && body instanceof FormData ? await formDataToObject(body) : typeof body === 'string' ? JSON.parse(body) : body;
  const res = b.dispatcher.handle({ method, path: u.pathname, query, headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v])), body: parsed });
  transport.calls.push({ method, path: u.pathname, status: res.status });
  return res;
}

const headersOf = (h: HeadersInit | undefined): Record<string, string> => (h instanceof Headers ? Object.fromEntries(h.entries()) : Array.isArray(h) ? Object.fromEntries(h) : { ...(h ?? {}) });

const fakeFetch = ((input: RequestInfo | URL, init: RequestInit = {}) =>
  new Promise<Response>((resolve, reject) => {
    const abort = () => reject(Object.assign(new Error('aborted'), { name: 'AbortError' }));
    if (init.signal?.aborted) return abort();
    const job: Job = {
      run: async () => {
        // A call aborted while it waited never reaches the server (the browser cancelled it first).
        if (init.signal?.aborted) return abort();
        // Whatever the dispatcher fails with reaches the caller as it is, like a network failure would.
        await dispatch((init.method ?? 'GET') as Method, urlOf(input), headersOf(init.headers), init.body)
          .then((res) => new Response(typeof res.body === 'string' ? res.body : (res.body as BodyInit), { status: res.status, headers: res.headers }))
          .then(resolve, reject);
      },
      drop: () => undefined,
    };
    init.signal?.addEventListener('abort', () => {
      queue = queue.filter((j) => j !== job);
      abort();
    });
    enqueue(job);
  })) as typeof fetch;

/** XMLHttpRequest as src/api/multipart.ts uses it: progress once the body is sent, then the answer. */
class FakeXhr {
  status = 0;
  responseText = '';
  upload: { onprogress: ((e: { loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private method: Method = 'GET';
  private url = '';
  private headers: Record<string, string> = {};
  private job: Job | null = null;
  private done = false;
  open(method: string, url: string) {
    this.method = method.toUpperCase() as Method;
    this.url = url;
  }
  setRequestHeader(k: string, v: string) {
    this.headers[k] = v;
  }
  abort() {
    if (this.done) return;
    this.done = true;
    queue = queue.filter((j) => j !== this.job);
    this.onabort?.();
  }
  send(body: unknown) {
    // Two steps, each waiting for the transport: the body sent (progress), then the answer. A path may stop
    // between them (the progress step) and act while the answer is pending (abort while sending).
    const answer: Job = {
      run: async () => {
        if (this.done) return;
        const res = await dispatch(this.method, this.url, this.headers, body);
        if (this.done) return;
        this.done = true;
        this.status = res.status;
        this.responseText = typeof res.body === 'string' ? res.body : new TextDecoder().decode(res.body);
        this.onload?.();
      },
      drop: () => undefined,
    };
    this.job = {
      run: async () => {
        if (this.done) return;
        let size = 0;
        if (body instanceof FormData) body.forEach((v) => (size += typeof v === 'string' ? v.length : v.size));
        this.job = answer;
        enqueue(answer, { held: true });
        this.upload.onprogress?.({ loaded: size, total: size });
      },
      drop: () => undefined,
    };
    // Uploads always wait for their answer steps (progress, then the answer), whoever issued them.
    enqueue(this.job, { held: true });
  }
}

/**
 * Routes the client's fetch and XMLHttpRequest to the transport; the returned
 * function puts the real ones back (the UI walk runs in the same process after).
 */
export function installTransport(): () => void {
  const g = globalThis as { fetch: typeof fetch; XMLHttpRequest?: unknown };
  const saved = { fetch: g.fetch, xhr: g.XMLHttpRequest };
  g.fetch = fakeFetch;
  g.XMLHttpRequest = FakeXhr;
  configureApi({ baseUrl: '', auth: { token: () => transport.token, refresh: async () => false } });
  return () => {
    transport.reset();
    g.fetch = saved.fetch;
    g.XMLHttpRequest = saved.xhr;
  };
}
