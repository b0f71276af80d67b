import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { defaultPaths, isPathKey, type PathOverrides } from '../../src/domain/paths';
import { apiSecurityHeaders } from '../../security-headers.mjs';

/**
 * `npm run host` (host-cli.ts) puts this in front of the Node API host so it
 * answers at the paths a deployer's config.json names (`paths`, `hubUrl`), as
 * their real API would: the host's routes are written at the default paths
 * (src/domain/paths.ts), so each overridden path is mapped back to its
 * default before it reaches the host. The default of an overridden call is
 * refused (404), as the real API would refuse it: a client that ignored the
 * override fails in the trial instead of passing by luck.
 */
export interface PathRoute {
  /** The config.json key (`users.list`, or `hubUrl`). */
  key: string;
  /** The path the deployer's API answers at. */
  from: string;
  /** The path the Node host answers at. */
  to: string;
}

const HOST_HUB = '/chathub';

/** The routes of a config.json's overrides; an override equal to its default is no route. */
export function pathRoutes(config: { paths?: PathOverrides; hubUrl?: string }): PathRoute[] {
  const routes: PathRoute[] = [];
  for (const [key, from] of Object.entries(config.paths ?? {})) if (isPathKey(key) && from && from !== defaultPaths[key]) routes.push({ key, from, to: defaultPaths[key] });
  if (config.hubUrl && config.hubUrl !== HOST_HUB) routes.push({ key: 'hubUrl', from: config.hubUrl, to: HOST_HUB });
  // The longest first: /api/v2/Users wins over /api/v2 when both are overrides.
  return routes.sort((a, b) => b.from.length - a.from.length);
}

/** `/{id}` and the hub's `/negotiate` follow a path: a route covers the path and what lies under it, never `/api/users/listing` for `/api/users/list`. */
const covers = (prefix: string, pathname: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/** Where a request's URL (path and query) goes on the host, or why it is refused. */
export function rewrite(routes: readonly PathRoute[], url: string): { url: string } | { refused: string } {
  const q = url.search(/[?#]/);
  const pathname = q < 0 ? url : url.slice(0, q);
  const rest = q < 0 ? '' : url.slice(q);
  const route = routes.find((r) => covers(r.from, pathname));
  if (route) return { url: route.to + pathname.slice(route.from.length) + rest };
  const moved = routes.find((r) => covers(r.to, pathname));
  if (moved) return { refused: `${moved.key} is at ${moved.from} on this host (config.json), not ${moved.to}` };
  return { url };
}

/** The host's CORS answer, so a refusal reaches the page as a 404 rather than as a CORS error. */
function refuse(req: IncomingMessage, res: ServerResponse) {
  const origin = req.headers.origin;
  res.writeHead(404, {
    ...apiSecurityHeaders(),
    ...(origin ? { 'Access-Control-Allow-Origin': origin, 'Access-Control-Allow-Credentials': 'true', Vary: 'Origin' } : {}),
    'Content-Type': 'application/json; charset=utf-8',
  });
  res.end(JSON.stringify({ success: false, message: 'Error.UnknownEndpoint', data: null }));
}

/**
 * A loopback reverse proxy to `upstream` (the host's port) on `port`: HTTP
 * requests are piped, WebSocket upgrades (the hub) are spliced. `log` hears
 * one line a request, with the host's path when it was mapped.
 */
export async function startPathFront(o: { port: number; upstream: number; routes: readonly PathRoute[]; log?: (line: string) => void }) {
  const say = o.log ?? (() => {});
  const server = createServer((req, res) => {
    const to = rewrite(o.routes, req.url ?? '/');
    // A preflight is answered by the host whatever the path: the refusal that follows is what names the path.
    if ('refused' in to && req.method !== 'OPTIONS') {
      say(`${req.method} ${req.url} 404: ${to.refused}`);
      req.resume();
      return refuse(req, res);
    }
    const path = 'url' in to ? to.url : (req.url ?? '/');
    const up = request({ host: '127.0.0.1', port: o.upstream, method: req.method, path, headers: req.headers }, (answer) => {
      if (req.method !== 'OPTIONS') say(`${req.method} ${req.url}${path !== req.url ? ` → ${path}` : ''} ${answer.statusCode}`);
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    up.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(up);
  });
  server.on('upgrade', (req: IncomingMessage, socket, head: Buffer) => {
    const to = rewrite(o.routes, req.url ?? '/');
    if ('refused' in to) {
      say(`WS ${req.url} 404: ${to.refused}`);
      return void socket.end('HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\nConnection: close\r\n\r\n');
    }
    say(`WS ${(req.url ?? '').split('?')[0]}${to.url !== req.url ? ` → ${to.url.split('?')[0]}` : ''}`);
    const up = connect(o.upstream, '127.0.0.1', () => {
      // The request line with the host's path, the headers as they came (Upgrade, Sec-WebSocket-Key…), then the bytes already read.
      const lines = [`${req.method} ${to.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      up.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) up.write(head);
      socket.pipe(up).pipe(socket);
    });
    up.on('error', () => socket.destroy());
    socket.on('error', () => up.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(o.port, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
