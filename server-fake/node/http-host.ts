import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { makeBackend, type FakeBackend } from '../make-server';
import type { Method } from '../http';
import { faults } from '../faults';
import { formDataToObject } from '../multipart';
import { FakeHubTransport } from '../hub/fake-hub-transport';
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

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  const raw = Buffer.concat(chunks);
  if (!raw.length) return undefined;
  const type = req.headers['content-type'] ?? '';
  if (type.startsWith('multipart/form-data')) {
    const form = await new Request('http://host.local/', { method: 'POST', headers: { 'content-type': type }, body: raw }).formData();
    return formDataToObject(form as unknown as FormData);
  }
  const text = raw.toString('utf8');
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function cors(req: IncomingMessage, res: ServerResponse) {
  const origin = req.headers.origin;
  if (!origin) return;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Expose-Headers', 'Content-Disposition, Content-Type');
}

export async function startApiHost(o: { port?: number; backend?: FakeBackend } = {}): Promise<ApiHost> {
  const backend = o.backend ?? makeBackend({ scenario: 'demo' });
  const log: string[] = [];
  let slowRule: { pattern: RegExp; ms: number } | null = null;
  const failRules: Array<{ pattern: RegExp; left: number }> = [];
  const sockets = new Set<WebSocket>();

  const server: Server = createServer(async (req, res) => {
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
    // A client that gave up (an aborted upload) must not leave a record behind, as a real server's cancellation would.
    let clientGone = false;
    res.on('close', () => {
      if (!res.writableEnded) clientGone = true;
    });
    try {
      const body = await readBody(req);
      const delay = Math.max(faults.delay(), slowRule && slowRule.pattern.test(url.pathname) ? slowRule.ms : 0);
      if (delay) await new Promise((r) => setTimeout(r, delay));
      if (clientGone) {
        log.push(`${req.method} ${url.pathname} aborted by the client`);
        return;
      }
      const rule = failRules.find((r) => r.left > 0 && r.pattern.test(url.pathname));
      let answer;
      if (rule) {
        rule.left--;
        answer = { status: 503, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ success: false, message: 'Error.Status.503', data: null }) };
      } else {
        const query: Record<string, string> = {};
        url.searchParams.forEach((v, k) => (query[k] = v));
        const headers: Record<string, string> = {};
        for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers[k] = v;
        answer = backend.dispatcher.handle({ method: (req.method ?? 'GET') as Method, path: decodeURI(url.pathname), query, headers, body });
      }
      log.push(`${req.method} ${url.pathname} ${answer.status}`);
      res.writeHead(answer.status, answer.headers);
      res.end(req.method === 'HEAD' ? undefined : typeof answer.body === 'string' ? answer.body : Buffer.from(answer.body));
    } catch (e) {
      log.push(`${req.method} ${url.pathname} 500`);
      res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ success: false, message: 'Error.Status.500', data: null }));
      console.error('api host:', e);
    }
  });

  const wss = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req, socket, head) => {
    const url = new URL(req.url ?? '/', 'http://host.local');
    if (url.pathname.toLowerCase() !== '/chathub') return socket.destroy();
    wss.handleUpgrade(req, socket, head, async (ws) => {
      const token = url.searchParams.get('access_token');
      const transport = new FakeHubTransport(backend, () => token);
      try {
        await transport.connect(req.url ?? '', 1 as never);
      } catch {
        ws.close(4401, 'Unauthorized');
        return;
      }
      sockets.add(ws);
      log.push('WS /chathub connected');
      transport.onreceive = (data) => ws.readyState === ws.OPEN && ws.send(String(data));
      const ping = setInterval(() => ws.readyState === ws.OPEN && ws.send('{"type":6}\u001e'), PING_MS);
      ws.on('message', (data) => void transport.send(data.toString()).catch(() => ws.close()));
      ws.on('close', () => {
        clearInterval(ping);
        sockets.delete(ws);
        void transport.stop();
      });
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
    },
    endSessions() {
      for (const s of sessions(backend.db).all()) sessions(backend.db).remove(s.id);
    },
    dropSockets() {
      for (const ws of sockets) ws.terminate();
      sockets.clear();
    },
    hubConnections: () => sockets.size,
    close: () =>
      new Promise<void>((resolve) => {
        for (const ws of sockets) ws.terminate();
        wss.close();
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}
