import { createServer, Response } from 'miragejs';
import type { Dispatcher, FakeResponse } from './dispatch';
import type { FakeRequest, Method } from './http';
import { formDataToObject } from './multipart';
import { failure } from './response';
import { uploadLimits } from '../src/domain/uploads';

interface MirageRequest {
  url: string;
  method?: string;
  requestBody: unknown;
  requestHeaders: Record<string, string>;
  queryParams: Record<string, string | string[] | null | undefined>;
  /** Set by the fake XHR when the client aborts (a cancelled upload). */
  aborted?: boolean;
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
  for (let spent = 0; spent < ms && !request.aborted; spent = Date.now() - started) {
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
        try {
          const url = new URL(request.url, 'http://fake.local');
          const read = await readBody(request.requestBody);
          if ('refusal' in read) return toMirage(read.refusal);
          const query: Record<string, string> = {};
          url.searchParams.forEach((v, k) => (query[k] = v));
          // The path as sent, still percent-encoded: the dispatcher decodes each parameter once (and answers 400 to a malformed escape).
          const req = { method, path: url.pathname, query, headers: request.requestHeaders ?? {}, ...read };
          const delay = dispatcher.delay(req);
          if (delay > 0) await spendLatency(request, delay);
          // Aborted while its latency ran (the user cancelled an upload): as on a network, the server never got it.
          // Handled anyway, a cancelled answer was stored seconds later (and, once the data was reset, answered 404
          // to whatever ran then: the UI walk's 'SubmitForm 404' in formPublication after formFill's abort).
          if (request.aborted) return toMirage(failure(499, 'Error.Aborted'));
          return toMirage(dispatcher.handle(req));
        } catch (e) {
          console.error('fake server (Mirage):', e);
          return toMirage(failure(500, 'Error.Status.500'));
        }
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
  refuseMalformedPaths((server as unknown as { pretender: PretenderLike }).pretender);
  neverParseResponseXml();
  return server;
}

interface FakeXhr {
  url: string;
  respond(status: number, headers: Record<string, string>, body: string): void;
  passthrough(): void;
}
interface PretenderLike {
  checkPassthrough(request: FakeXhr): boolean;
  handleRequest(request: FakeXhr): void;
}

const ours = /^\/(api|upload|chathub)(\/|$)/i;
function isMalformed(url: string) {
  try {
    decodeURIComponent(new URL(url, 'http://fake.local').pathname);
    return false;
  } catch {
    return true;
  }
}

/**
 * Pretender's router decodes every path segment without a guard: a malformed
 * percent-escape (`/api/demandeconge/GetInfo/%E0%A4%A`) threw inside the
 * request's send, and the client saw a network failure. Such a call to our
 * paths is answered 400 with a message, as the dispatcher would; any other
 * goes to the network untouched.
 */
function refuseMalformedPaths(pretender: PretenderLike) {
  const check = pretender.checkPassthrough.bind(pretender);
  const handle = pretender.handleRequest.bind(pretender);
  pretender.checkPassthrough = (request) => (isMalformed(request.url) ? false : check(request));
  pretender.handleRequest = (request) => {
    if (!isMalformed(request.url)) return handle(request);
    if (!ours.test(new URL(request.url, 'http://fake.local').pathname)) return request.passthrough();
    const res = failure(400, 'Error.MalformedPath');
    setTimeout(() => request.respond(res.status, res.headers, String(res.body)), 0);
  };
}

type Body = Pick<FakeRequest, 'body' | 'bodyBytes' | 'multipart'>;

/**
 * The body as the dispatcher takes it, with its size; a body over the limits
 * is refused before it is parsed (a 50 MB JSON string is never read).
 */
async function readBody(raw: unknown): Promise<Body | { refusal: FakeResponse }> {
  const tooLarge = { refusal: failure(413, 'Error.PayloadTooLarge') };
  if (raw === null || raw === undefined || raw === '') return { body: undefined, bodyBytes: 0 };
  if (typeof raw === 'string') {
    // Each character is at least one byte: a string longer than the limit is over it without counting.
    if (raw.length > uploadLimits.jsonBodyBytes) return tooLarge;
    const bytes = new TextEncoder().encode(raw).length;
    if (bytes > uploadLimits.jsonBodyBytes) return tooLarge;
    try {
      return { body: JSON.parse(raw), bodyBytes: bytes };
    } catch {
      return { body: raw, bodyBytes: bytes };
    }
  }
  if (typeof FormData !== 'undefined' && raw instanceof FormData) {
    let bytes = 0;
    raw.forEach((v) => (bytes += typeof v === 'string' ? new TextEncoder().encode(v).length : v.size));
    if (bytes > uploadLimits.multipartBodyBytes) return tooLarge;
    return { body: await formDataToObject(raw), bodyBytes: bytes, multipart: true };
  }
  return { body: raw };
}
