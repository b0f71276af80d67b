import { createServer, Response } from 'miragejs';
import type { Dispatcher, FakeResponse } from './dispatch';
import type { Method } from './http';
import { faults } from './faults';
import { formDataToObject } from './multipart';

interface MirageRequest {
  url: string;
  method?: string;
  requestBody: unknown;
  requestHeaders: Record<string, string>;
  queryParams: Record<string, string | string[] | null | undefined>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Upload = { _progress?(lengthComputable: boolean, loaded: number, total: number): void };
/**
 * The latency spent as a network would: a multipart upload reports its
 * progress meanwhile (every 50 ms), as a browser's XHR does. Pretender alone
 * reports it only once the answer is there, too late for a progress bar.
 */
async function spendLatency(request: MirageRequest, ms: number) {
  const upload = (request as unknown as { upload?: Upload }).upload;
  const body = request.requestBody;
  if (!(typeof FormData !== 'undefined' && body instanceof FormData) || !upload?._progress) return sleep(ms);
  let total = 0;
  body.forEach((v) => (total += typeof v === 'string' ? v.length : v.size));
  const started = Date.now();
  for (let spent = 0; spent < ms; spent = Date.now() - started) {
    await sleep(Math.min(50, ms - spent));
    upload._progress(true, Math.min(total, Math.round((total * (Date.now() - started)) / ms)), total);
  }
}

function toMirage(res: FakeResponse): Response {
  if (typeof res.body === 'string') return new Response(res.status, res.headers, res.body);
  // The fake XHR under Mirage only carries strings: binary goes base64 and the client decodes it.
  let binary = '';
  for (let i = 0; i < res.body.length; i++) binary += String.fromCharCode(res.body[i]);
  return new Response(res.status, { ...res.headers, 'Content-Transfer-Encoding': 'base64' }, btoa(binary));
}

/**
 * Pretender's fake XHR parses every answer typed as XML (an SVG file) or not
 * typed into `responseXML`, which the app never reads. A body that is no XML
 * (a file sent base64, a hostile upload) makes Chromium's parse-error page,
 * whose inline styles the strict Content-Security-Policy reports as a
 * violation. While it sets the body, the fake XHR sees no such type.
 */
function neverParseResponseXml() {
  type FakeXhr = { _setResponseBody?(body: string): void; getResponseHeader(name: string): string | null };
  const proto = Object.getPrototypeOf(globalThis.XMLHttpRequest.prototype) as FakeXhr & { noResponseXml?: true };
  const setBody = proto._setResponseBody;
  if (!setBody || proto.noResponseXml) return;
  proto.noResponseXml = true;
  proto._setResponseBody = function (this: FakeXhr, body: string) {
    const header = this.getResponseHeader;
    this.getResponseHeader = (name) => (/^content-type$/i.test(name) ? 'application/octet-stream' : header.call(this, name));
    try {
      setBody.call(this, body);
    } finally {
      delete (this as Partial<FakeXhr>).getResponseHeader;
    }
  };
}

/**
 * Mirage is the in-browser transport: it intercepts /api and /upload calls and
 * hands them to the dispatcher, with the latency the fault settings ask for.
 */
export function startMirage(dispatcher: Dispatcher, environment: 'development' | 'test' = 'development') {
  const server = createServer({
    environment,
    routes() {
      this.timing = 0;
      this.logging = false;
      const handler = (method: Method) => async (_schema: unknown, request: MirageRequest) => {
        const url = new URL(request.url, 'http://fake.local');
        const body = await readBody(request.requestBody);
        const delay = faults.delay(url.pathname);
        if (delay > 0) await spendLatency(request, delay);
        const query: Record<string, string> = {};
        url.searchParams.forEach((v, k) => (query[k] = v));
        return toMirage(dispatcher.handle({ method, path: decodeURI(url.pathname), query, headers: request.requestHeaders ?? {}, body }));
      };
      for (const prefix of ['/api/*rest', '/upload/*rest', '/chathub/*rest']) {
        this.get(prefix, handler('GET'));
        this.post(prefix, handler('POST'));
        this.put(prefix, handler('PUT'));
        this.delete(prefix, handler('DELETE'));
        this.head(prefix, handler('HEAD'));
      }
      this.passthrough();
    },
  });
  neverParseResponseXml();
  return server;
}

async function readBody(raw: unknown): Promise<unknown> {
  if (raw === null || raw === undefined || raw === '') return undefined;
  if (typeof raw === 'string') {
    try {
      return JSON.parse(raw);
    } catch {
      return raw;
    }
  }
  if (typeof FormData !== 'undefined' && raw instanceof FormData) return formDataToObject(raw);
  return raw;
}
