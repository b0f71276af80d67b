import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { connect } from 'node:net';
import type { Duplex } from 'node:stream';
import * as z from 'zod';
import type { FakeBackend } from '../make-server';
import { users } from '../models/organisation';

/**
 * The Node host's side of the ASP.NET Core hub (hub-aspnet/, issue 37 item 4).
 * The host stays the API and the authority on sessions; Microsoft's SignalR
 * server holds the sockets. Between them, a small internal API guarded by a
 * shared key:
 * - the hub asks who a token is (`POST /internal/hub/authorize`) and tells
 *   who connected and left (`/internal/hub/connected`, `/disconnected`);
 * - the host pushes every event its rules raise (`POST {hub}/internal/push`),
 *   and closes the connections of an ended session (`POST {hub}/internal/revoke`)
 *   within a second: it sweeps the hub's tokens as the in-page hub sweeps its own.
 * The host also forwards /chathub (negotiate and the WebSocket) to the hub, as a
 * deployment's reverse proxy would, so the app keeps one origin.
 */
export interface AspNetHub {
  /** The hub's base address, e.g. http://127.0.0.1:5123. */
  url: string;
  key: string;
}

const SWEEP_MS = 250;
/** What the hub may send on the internal API, checked like every other payload of the fake server. */
const internalBody = z.object({ token: z.string().max(4096).optional(), userId: z.number().int().positive().optional() }).strict();

export function aspnetBridge(backend: FakeBackend, hub: AspNetHub, log: string[]) {
  const target = new URL(hub.url);
  const post = (path: string, body: unknown) =>
    fetch(new URL(path, hub.url), { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Internal-Key': hub.key }, body: JSON.stringify(body) }).catch(() => null);

  const unlisten = backend.hub.listen((to, event, args) => void post('/internal/push', { to, target: event, args }));

  const announce = (userId: number, online: boolean) => {
    const now = backend.ctx.now().toISOString();
    if (users(backend.db).get(userId)) users(backend.db).update(userId, { online, lastSeen: online ? null : now });
    backend.hub.broadcast('UserStatus', userId, online, online ? '' : now);
  };

  const sweep = setInterval(() => {
    void fetch(new URL('/internal/tokens', hub.url), { headers: { 'X-Internal-Key': hub.key } })
      .then((r) => (r.ok ? (r.json() as Promise<string[]>) : []))
      .then((tokens) => {
        for (const token of tokens) if (!backend.dispatcher.callerFor({ authorization: `Bearer ${token}` })) void post('/internal/revoke', { token });
      })
      .catch(() => {});
  }, SWEEP_MS);
  sweep.unref();

  return {
    /** Answers /internal/hub/* (true), or leaves the request to the API (false). */
    internal(req: IncomingMessage, res: ServerResponse, path: string, body: unknown): boolean {
      if (!path.startsWith('/internal/hub/')) return false;
      const reply = (status: number, json: unknown = {}) => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if (req.headers['x-internal-key'] !== hub.key) return reply(403), true;
      const parsed = internalBody.safeParse(body ?? {});
      if (!parsed.success) return reply(400, { message: `Invalid payload: ${parsed.error.issues[0]?.path.join('.') ?? ''}` }), true;
      const b = parsed.data;
      if (path === '/internal/hub/authorize') {
        const caller = backend.dispatcher.callerFor({ authorization: `Bearer ${b.token ?? ''}` });
        reply(caller ? 200 : 401, caller ? { userId: caller.user.id } : { message: 'Error.Status.401' });
      } else if (path === '/internal/hub/connected' && typeof b.userId === 'number') {
        if (backend.hub.connected(b.userId)) announce(b.userId, true);
        reply(200);
      } else if (path === '/internal/hub/disconnected' && typeof b.userId === 'number') {
        if (backend.hub.disconnected(b.userId)) announce(b.userId, false);
        reply(200);
      } else reply(404);
      return true;
    },
    /** The hub's HTTP calls (negotiate), forwarded as they came. */
    forward(req: IncomingMessage, res: ServerResponse) {
      const out = httpRequest({ host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, host: target.host } }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      out.on('error', () => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      req.pipe(out);
      log.push(`${req.method} ${req.url?.split('?')[0]} → ASP.NET Core hub`);
    },
    /** The WebSocket's upgrade, piped to the hub byte for byte. */
    upgrade(req: IncomingMessage, socket: Duplex, head: Buffer) {
      const upstream = connect(Number(target.port), target.hostname, () => {
        const lines = [`${req.method} ${req.url} HTTP/1.1`, ...Object.entries(req.headers).map(([k, v]) => `${k}: ${k === 'host' ? target.host : Array.isArray(v) ? v.join(', ') : v}`)];
        upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
        if (head.length) upstream.write(head);
        upstream.pipe(socket);
        socket.pipe(upstream);
      });
      const end = () => {
        upstream.destroy();
        socket.destroy();
      };
      upstream.on('error', end);
      socket.on('error', end);
      upstream.on('close', end);
      socket.on('close', end);
      log.push('WS /chathub → ASP.NET Core hub');
    },
    close() {
      clearInterval(sweep);
      unlisten();
    },
  };
}
