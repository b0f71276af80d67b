import type { Test } from 'uvu';

/**
 * The client's two transports stubbed for one test file: fetch (JSON calls)
 * and XMLHttpRequest (multipart with progress) both reach `answer`. They are
 * installed when the file's tests start and put back after: the unit suite
 * runs every file in one process.
 */
export interface StubRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}
export type StubAnswer = (r: StubRequest) => Promise<{ status: number; text: string }> | { status: number; text: string };

export function stubTransport(test: Test, answer: StubAnswer) {
  class StubXhr {
    status = 0;
    responseText = '';
    upload = {};
    private method = 'POST';
    private url = '';
    private headers: Record<string, string> = {};
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(k: string, v: string) {
      this.headers[k] = v;
    }
    private aborted = false;
    abort() {
      this.aborted = true;
      this.onabort?.();
    }
    send(body: unknown) {
      void Promise.resolve(answer({ method: this.method, url: this.url, headers: this.headers, body })).then((a) => {
        if (this.aborted) return;
        this.status = a.status;
        this.responseText = a.text;
        this.onload?.();
      });
    }
  }
  const g = globalThis as { XMLHttpRequest?: unknown };
  const saved = { fetch: globalThis.fetch, xhr: g.XMLHttpRequest };
  test.before(() => {
    saved.fetch = globalThis.fetch;
    saved.xhr = g.XMLHttpRequest;
    g.XMLHttpRequest = StubXhr;
    globalThis.fetch = (async (url: string, init: RequestInit = {}) => {
      // As a browser's fetch: an abort, before or while the answer is awaited, rejects with an AbortError.
      const abortError = () => new DOMException('The operation was aborted.', 'AbortError');
      if (init.signal?.aborted) throw abortError();
      const answered = Promise.resolve(answer({ method: init.method ?? 'GET', url, headers: (init.headers ?? {}) as Record<string, string>, body: init.body }));
      const a = await new Promise<Awaited<typeof answered>>((resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(abortError()), { once: true });
        answered.then(resolve, reject);
      });
      return new Response(a.text, { status: a.status, headers: { 'Content-Type': 'application/json' } });
    }) as typeof fetch;
  });
  test.after(() => {
    globalThis.fetch = saved.fetch;
    g.XMLHttpRequest = saved.xhr;
  });
}
