import { HttpError, isRouteResult, type Caller, type FakeContext, type Method, type RouteDef } from './http';
import { sessions } from './models/session';
import { users } from './models/organisation';
import { failure, jsonAnswer, jsonText, type FakeResponse } from './response';
import type { Call, IncomingRequest, Middleware, RouteMatch } from './middleware/types';

export type { FakeResponse } from './response';

interface Compiled {
  def: RouteDef;
  regex: RegExp;
  keys: string[];
}

function compile(def: RouteDef): Compiled {
  const keys: string[] = [];
  const pattern = def.path
    .replace(/\/+$/, '')
    .replace(/[.+^$()|[\]\\]/g, '\\$&')
    .replace(/\*(\w+)/g, (_, k: string) => (keys.push(k), '(.+)'))
    .replace(/:(\w+)/g, (_, k: string) => (keys.push(k), '([^/]+)'));
  // ASP.NET routes are case-insensitive; the spec spells the same path both ways.
  return { def, regex: new RegExp(`^${pattern}/?$`, 'i'), keys };
}

/** decodeURIComponent throws on a malformed escape (`%E0%A4%A`): that is the caller's mistake, a 400, never a crash. */
function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

const lowerCased = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));

/**
 * Finds the route, checks the token, the permission and the payload, runs the
 * handler; the middlewares of the list (outermost first) wrap all of that.
 */
export class Dispatcher {
  private compiled: Compiled[];
  private middlewares: Middleware[];

  constructor(routes: readonly RouteDef[], readonly ctx: FakeContext, middlewares: readonly Middleware[] = []) {
    this.compiled = routes.map(compile);
    this.middlewares = [...middlewares];
  }

  get routes() {
    return this.compiled.map((c) => c.def);
  }

  /** The middlewares' names, outermost first. */
  get chain(): string[] {
    return this.middlewares.map((m) => m.name);
  }

  /** Adds middlewares inside those already there (demo sessions and sandbox saving are added by the demo's boot). */
  use(...middlewares: Middleware[]) {
    this.middlewares.push(...middlewares);
    return this;
  }

  /** What the transport waits before handing the request over. */
  delay(req: IncomingRequest): number {
    return this.middlewares.reduce((ms, m) => ms + (m.delay?.(req) ?? 0), 0);
  }

  match(method: Method, path: string): RouteMatch | null {
    for (const c of this.compiled) {
      if (c.def.method !== method && !(method === 'HEAD' && c.def.method === 'GET')) continue;
      const m = c.regex.exec(path);
      if (!m) continue;
      const params: Record<string, string> = {};
      for (const [i, k] of c.keys.entries()) {
        const value = decode(m[i + 1]);
        if (value === null) return { def: c.def, params: null };
        params[k] = value;
      }
      return { def: c.def, params };
    }
    return null;
  }

  callerFor(headers: Record<string, string>): Caller | null {
    const auth = headers.authorization ?? headers.Authorization ?? '';
    const token = /^Bearer\s+(.+)$/i.exec(auth)?.[1];
    if (!token) return null;
    const session = sessions(this.ctx.db).by('token', token)[0];
    // Tokens age on the demo clock: travelling a month ahead ends them as a month would.
    if (!session || session.expiresAt < this.ctx.now().getTime()) return null;
    const user = users(this.ctx.db).get(session.userId);
    if (!user || !user.active) return null;
    const permissions = new Set(user.permissions);
    return { user, permissions, can: (code) => permissions.has(code), token };
  }

  handle(incoming: IncomingRequest): FakeResponse {
    const req: IncomingRequest = { ...incoming, headers: lowerCased(incoming.headers), query: incoming.query ?? {} };
    let route: RouteMatch | null | undefined;
    let caller: Caller | null | undefined;
    const match = () => this.match(req.method, req.path);
    const call: Call = {
      req,
      ctx: this.ctx,
      get route() {
        return route === undefined ? (route = match()) : route;
      },
      caller: () => (caller === undefined ? (caller = this.callerFor(req.headers)) : caller),
    };
    let i = 0;
    const next = (): FakeResponse => {
      const m = this.middlewares[i++];
      if (!m) return this.answer(call);
      return m.handle ? m.handle(call, next) : next();
    };
    return next();
  }

  /** The contract itself: 404, 400 for a malformed path, 401, 403, 400 for the payload, then the handler. */
  private answer(call: Call): FakeResponse {
    const { req } = call;
    const found = call.route;
    if (!found) return failure(404, 'Error.UnknownEndpoint');
    const { def, params } = found;
    if (!params) return failure(400, 'Error.MalformedPath');
    const caller = call.caller();
    if (!def.anonymous && !caller) return failure(401, 'Error.Status.401');
    if (def.permission && caller) {
      const needed = typeof def.permission === 'string' ? [def.permission] : def.permission;
      if (!needed.some((p) => caller.can(p))) return failure(403, 'Error.Status.403');
    }
    let body: unknown = req.body;
    if (def.body) {
      const parsed = def.body.safeParse(req.body ?? {});
      if (!parsed.success) {
        const first = parsed.error.issues[0];
        const field = first?.path.join('.') || 'body';
        const message = first && /^[A-Z][\w.]+$/.test(first.message) ? first.message : `Invalid payload: ${field}`;
        return jsonAnswer(400, { success: false, message, errors: parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })), data: null });
      }
      body = parsed.data;
    }
    try {
      const out = def.handle({ req: { ...req, params }, ctx: this.ctx, caller: caller as Caller, body, params, query: req.query });
      if (isRouteResult(out)) {
        // Files and exports: never sniffed into something else, never run as a page of ours.
        if (out.binary !== undefined) return { status: out.status ?? 200, headers: { 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': 'sandbox', ...out.headers }, body: out.binary };
        if (out.json !== undefined) return jsonText(out.status ?? 200, out.json, out.headers);
        return jsonAnswer(out.status ?? 200, out.body, out.headers);
      }
      return jsonAnswer(200, out === undefined ? { success: true, message: 'Default.succesMessage', data: null } : out);
    } catch (e) {
      if (e instanceof HttpError) return failure(e.status, e.message);
      console.error(`fake server: ${req.method} ${req.path} failed`, e);
      return failure(500, 'Error.Status.500');
    }
  }
}
