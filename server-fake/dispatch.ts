import { HttpError, isRouteResult, type Caller, type FakeContext, type FakeRequest, type Method, type RouteDef } from './http';
import { sessions } from './models/session';
import { users } from './models/organisation';
import { faults } from './faults';

export interface FakeResponse {
  status: number;
  headers: Record<string, string>;
  body: string | Uint8Array;
}

interface Compiled {
  def: RouteDef;
  regex: RegExp;
  keys: string[];
}

const json = (status: number, body: unknown): FakeResponse => ({
  status,
  headers: { 'Content-Type': 'application/json; charset=utf-8' },
  body: JSON.stringify(body),
});
const failure = (status: number, message: string) => json(status, { success: false, message, data: null });

function compile(def: RouteDef): Compiled {
  const keys: string[] = [];
  const pattern = def.path
    .replace(/\/+$/, '')
    .replace(/[.+^$()|[\]\\]/g, '\\$&')
    .replace(/\*(\w+)/g, (_, k) => (keys.push(k), '(.+)'))
    .replace(/:(\w+)/g, (_, k) => (keys.push(k), '([^/]+)'));
  // ASP.NET routes are case-insensitive; the spec spells the same path both ways.
  return { def, regex: new RegExp(`^${pattern}/?$`, 'i'), keys };
}

/** Finds the route, checks the token, the permission and the payload, runs the handler. */
export class Dispatcher {
  private compiled: Compiled[];

  constructor(routes: readonly RouteDef[], readonly ctx: FakeContext) {
    this.compiled = routes.map(compile);
  }

  get routes() {
    return this.compiled.map((c) => c.def);
  }

  match(method: Method, path: string) {
    for (const c of this.compiled) {
      if (c.def.method !== method && !(method === 'HEAD' && c.def.method === 'GET')) continue;
      const m = c.regex.exec(path);
      if (!m) continue;
      const params: Record<string, string> = {};
      c.keys.forEach((k, i) => (params[k] = decodeURIComponent(m[i + 1])));
      return { def: c.def, params };
    }
    return null;
  }

  callerFor(headers: Record<string, string>): Caller | null {
    const auth = headers.authorization ?? headers.Authorization ?? '';
    const token = /^Bearer\s+(.+)$/i.exec(auth)?.[1];
    if (!token) return null;
    const session = sessions(this.ctx.db).by('token', token)[0];
    if (!session || session.expiresAt < Date.now()) return null;
    const user = users(this.ctx.db).get(session.userId);
    if (!user || !user.active) return null;
    const permissions = new Set(user.permissions);
    return { user, permissions, can: (code) => permissions.has(code), token };
  }

  handle(req: Omit<FakeRequest, 'params'>): FakeResponse {
    const found = this.match(req.method, req.path);
    if (!found) return failure(404, 'Error.UnknownEndpoint');
    const { def, params } = found;
    const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k.toLowerCase(), v]));
    const caller = this.callerFor(headers);
    if (!def.anonymous && !caller) return failure(401, 'Error.Status.401');
    if (!def.anonymous && faults.shouldFail(req.path)) return failure(503, 'Error.Status.503');
    const armed = faults.takeArmed(req.method, req.path);
    if (armed) return failure(armed.status, armed.message);
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
        return json(400, { success: false, message, errors: parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })), data: null });
      }
      body = parsed.data;
    }
    try {
      const out = def.handle({ req: { ...req, params }, ctx: this.ctx, caller: caller as Caller, body, params, query: req.query });
      if (isRouteResult(out)) {
        if (out.binary !== undefined) return { status: out.status ?? 200, headers: out.headers ?? {}, body: out.binary };
        return { ...json(out.status ?? 200, out.body), headers: { 'Content-Type': 'application/json; charset=utf-8', ...out.headers } };
      }
      return json(200, out === undefined ? { success: true, message: 'Default.succesMessage', data: null } : out);
    } catch (e) {
      if (e instanceof HttpError) return failure(e.status, e.message);
      console.error(`fake server: ${req.method} ${req.path} failed`, e);
      return failure(500, 'Error.Status.500');
    }
  }
}
