import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { makeBackend, type FakeBackend } from '../make-server';
import type { FakeRequest, Method } from '../http';
import { formDataToObject } from '../multipart';
import { uploadLimits } from '../../src/domain/uploads';
import { FakeHubTransport } from '../hub/fake-hub-transport';
import { aspnetBridge, type AspNetHub } from './aspnet-bridge';
import { sessions } from '../models/session';
import { apiSecurityHeaders } from '../../security-headers.mjs';

/**
 * The test API host: the fake server's dispatcher (same data, same rules)
 * over real HTTP on loopback, with CORS, real multipart parsing, bearer
 * tokens, slow and failing answers on demand, and a SignalR hub at /chathub
 * over a real WebSocket speaking the JSON hub protocol. Production mode is
 * proven against it; it never leaves 127.0.0.1.
 */
export interface ApiHost {
  url: string;
  backend: FakeBackend;
  /** Requests seen, newest last ("POST /api/auth/login 200"). */
  log: string[];
  /** Extra delay before answering matching paths. */
  slow(pattern: RegExp | null, ms?: number): void;
  /** The next n matching calls answer 503. */
  failNext(pattern: RegExp, n?: number): void;
  /** Every access token stops working (the refresh token still does). */
  expireTokens(): void;
  /** Every session ends: refresh fails too. */
  endSessions(): void;
  /** Drops every realtime socket, as a network fault would. */
  dropSockets(): void;
  hubConnections(): number;
  close(): Promise<void>;
}

const PING_MS = 15000;
/** How long a socket whose session ended may take to answer the close before it is cut. */
const SESSION_CLOSE_GRACE_MS = 300;
/** How long a refused body may go on arriving, discarded, before the connection is cut. */
const LINGER_MS = 2000;
/** A WebSocket message as text: the JSON hub protocol sends text frames, which ws hands over as bytes. */
const textOf = (data: RawData) => (Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data)).toString('utf8');

class BodyRefused extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The client went away before its body was whole (an upload interrupted): there is nobody to answer. */
class ClientGone extends Error {}

/** The chunks up to `limit` bytes; past it, reading stops (a for-await loop left early would destroy the socket before the 413 goes out). */
function collect(req: IncomingMessage, limit: number): Promise<Buffer<ArrayBuffer>> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (c: Buffer) => {
      size += c.length;
      if (size <= limit) return void chunks.push(c);
      req.off('data', onData);
      req.pause();
      reject(new BodyRefused(413, 'Error.PayloadTooLarge'));
    };
    req.on('data', onData);
    req.once('end', () => resolve(Buffer.concat(chunks)));
    // A client that gives up mid-upload breaks or closes the request before its end: never left waiting.
    req.once('error', () => reject(new ClientGone()));
    req.once('close', () => {
      if (!req.readableEnded) reject(new ClientGone());
    });
  });
}

const isMultipart = (req: IncomingMessage) => (req.headers['content-type'] ?? '').startsWith('multipart/form-data');

/**
 * Reads the body up to its limit (uploadLimits): a declared length over it is
 * refused before a byte is read, and a body that grows past it stops being
 * read there, so a 50 MB post never sits in memory nor holds the host.
 */
async function readBody(req: IncomingMessage): Promise<Pick<FakeRequest, 'body' | 'bodyBytes' | 'multipart'>> {
  const multipart = isMultipart(req);
  const limit = multipart ? uploadLimits.multipartBodyBytes : uploadLimits.jsonBodyBytes;
  const declared = Number(req.headers['content-length'] ?? NaN);
  if (declared > limit) throw new BodyRefused(413, 'Error.PayloadTooLarge');
  const raw = await collect(req, limit);
  if (!raw.length) return { body: undefined, bodyBytes: 0, multipart };
  if (multipart) {
    let form: FormData;
    try {
      form = (await new Request('http://host.local/', { method: 'POST', headers: { 'content-type': req.headers['content-type']! }, body: raw }).formData()) as unknown as FormData;
    } catch {
      // A boundary that never comes, a part without a name: the sender's mistake.
      throw new BodyRefused(400, 'Error.MalformedBody');
    }
    return { body: await formDataToObject(form), bodyBytes: raw.length, multipart };
  }
  const text = raw.toString('utf8');
  try {
    return { body: JSON.parse(text), bodyBytes: raw.length, multipart };
  } catch {
    return { body: text, bodyBytes: raw.length, multipart };
  }
}

const refusal = (status: number, message: string) => ({ status, headers: { 'Content-Type': 'application/json; charset=utf-8' }, body: JSON.stringify({ success: false, message, data: null }) });

function cors(req: IncomingMessage, res: ServerResponse) {
  const origin = req.headers.origin;
  if (!origin) return;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Expose-Headers', 'Content-Disposition, Content-Type');
}

/** `personas`: serve the demo's accounts list (production has none; a test may ask for it). */
export async function startApiHost(o: { port?: number; backend?: FakeBackend; personas?: boolean; /** The hub's keep-alive (ASP.NET Core's default, 15 s, unless a test wants it sooner). */ pingMs?: number; /** Realtime through Microsoft's SignalR server (hub-aspnet/) instead of this host's own hub. */ aspnetHub?: AspNetHub } = {}): Promise<ApiHost> {
  const backend = o.backend ?? makeBackend({ scenario: 'demo', personas: o.personas });
  const log: string[] = [];
  const bridge = o.aspnetHub ? aspnetBridge(backend, o.aspnetHub, log) : null;
  let slowRule: { pattern: RegExp; ms: number } | null = null;
  const failRules: Array<{ pattern: RegExp; left: number }> = [];
  const sockets = new Set<WebSocket>();

  // serve answers its own failures (a 500, or the refusal of a body): nothing waits on it.
  const serve = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://host.local');
    for (const [k, v] of Object.entries(apiSecurityHeaders())) res.setHeader(k, v);
    cors(req, res);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE, HEAD, OPTIONS',
        'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? 'Authorization, Content-Type',
        'Access-Control-Max-Age': '600',
      });
      res.end();
      return;
    }
    if (bridge && /^\/chathub(\/|$)/i.test(url.pathname)) return bridge.forward(req, res);
    // A client that gave up (an aborted upload) must not leave a record behind, as a real server's cancellation would.
    let clientGone = false;
    res.on('close', () => {
      if (!res.writableEnded) clientGone = true;
    });
    const answer = (a: { status: number; headers: Record<string, string>; body: string | Uint8Array }) => {
      log.push(`${req.method} ${url.pathname} ${a.status}`);
      res.writeHead(a.status, a.headers);
      res.end(req.method === 'HEAD' ? undefined : typeof a.body === 'string' ? a.body : Buffer.from(a.body));
    };
    const gone = () => log.push(`${req.method} ${url.pathname} aborted by the client`);
    try {
      const read = await readBody(req);
      if (bridge?.internal(req, res, url.pathname, read.body)) return;
      const query: Record<string, string> = {};
      url.searchParams.forEach((v, k) => (query[k] = v));
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers[k] = v;
      // The path as sent, still percent-encoded: the dispatcher decodes each parameter once (a malformed escape is its 400).
      const request = { method: (req.method ?? 'GET') as Method, path: url.pathname, query, headers, ...read };
      const delay = Math.max(backend.dispatcher.delay(request), slowRule && slowRule.pattern.test(url.pathname) ? slowRule.ms : 0);
      if (delay) await new Promise((r) => setTimeout(r, delay));
      if (clientGone) return gone();
      const rule = failRules.find((r) => r.left > 0 && r.pattern.test(url.pathname));
      if (rule) {
        rule.left--;
        answer(refusal(503, 'Error.Status.503'));
      } else answer(backend.dispatcher.handle(request));
    } catch (e) {
      // Aborted during the upload, as in the middle of the delay: nothing is kept, nothing answered.
      if (e instanceof ClientGone || clientGone) return gone();
      if (e instanceof BodyRefused) {
        // Nothing more is kept. The answer goes out whole (its length said) while the connection stays open:
        // what the client still sends is let through unread for a moment (nginx's lingering close), so it
        // reads the answer rather than a reset; then the connection is closed.
        const r = refusal(e.status, e.message);
        log.push(`${req.method} ${url.pathname} ${r.status}`);
        res.writeHead(r.status, { ...r.headers, 'Content-Length': Buffer.byteLength(r.body), Connection: 'close' });
        res.write(r.body);
        req.resume();
        const close = () => {
          clearTimeout(linger);
          if (!res.writableEnded) res.end();
        };
        const linger = setTimeout(() => {
          close();
          req.destroy();
        }, LINGER_MS);
        req.once('end', close);
        req.once('close', close);
        return;
      }
      answer(refusal(500, 'Error.Status.500'));
      console.error('api host:', e);
    }
  };
  const server: Server = createServer((req, res) => void serve(req, res));

  const wss = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://host.local');
    if (url.pathname.toLowerCase() !== '/chathub') return socket.destroy();
    if (bridge) return bridge.upgrade(req, socket, head);
    // A token that names nobody is refused before the WebSocket opens, with a plain 401, as ASP.NET Core's hub does.
    if (!backend.dispatcher.callerFor({ authorization: `Bearer ${url.searchParams.get('access_token') ?? ''}` })) {
      log.push('WS /chathub 401');
      socket.end('HTTP/1.1 401 Unauthorized\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      const token = url.searchParams.get('access_token');
      const transport = new FakeHubTransport(backend, () => token);
      const joined = () => {
        sockets.add(ws);
        log.push('WS /chathub connected');
        transport.onreceive = (data) => ws.readyState === ws.OPEN && ws.send(typeof data === 'string' ? data : Buffer.from(data));
        const ping = setInterval(() => ws.readyState === ws.OPEN && ws.send('{"type":6}\u001e'), o.pingMs ?? PING_MS);
        ws.on('message', (data) => void transport.send(textOf(data)).catch(() => ws.close()));
        // The session behind the socket ended (logout, expiry, revocation): the Close message went out, the socket
        // goes too, whether or not the client answers (a client that ignores Close still hears nothing more).
        transport.onended = () => {
          // A normal closure: SignalR takes any other code for an error and says so on the console.
          ws.close(1000, 'session ended');
          setTimeout(() => ws.readyState !== ws.CLOSED && ws.terminate(), SESSION_CLOSE_GRACE_MS).unref();
        };
        ws.on('close', () => {
          clearInterval(ping);
          sockets.delete(ws);
          void transport.stop();
        });
      };
      transport.connect(req.url ?? '', 1 as never).then(joined, () => ws.close(4401, 'Unauthorized'));
    });
  });

  await new Promise<void>((resolve) => server.listen(o.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    backend,
    log,
    slow: (pattern, ms = 1500) => (slowRule = pattern ? { pattern, ms } : null),
    failNext: (pattern, n = 1) => void failRules.push({ pattern, left: n }),
    expireTokens() {
      for (const s of sessions(backend.db).all()) sessions(backend.db).update(s.id, { expiresAt: 0 });
      backend.hub.sweepSessions();
    },
    endSessions() {
      for (const s of sessions(backend.db).all()) sessions(backend.db).remove(s.id);
      backend.hub.sweepSessions();
    },
    dropSockets() {
      for (const ws of sockets) ws.terminate();
      sockets.clear();
    },
    hubConnections: () => sockets.size,
    close: () =>
      new Promise<void>((resolve) => {
        bridge?.close();
        for (const ws of sockets) ws.terminate();
        wss.close();
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
