import type { Caller, FakeContext, FakeRequest, RouteDef } from '../http';
import type { FakeResponse } from '../response';

/** A request as a transport hands it over: the path still percent-encoded, headers in lower case once inside. */
export type IncomingRequest = Omit<FakeRequest, 'params'>;

export interface RouteMatch {
  def: RouteDef;
  /** The path's parameters, decoded; null when one holds a malformed percent-escape. */
  params: Record<string, string> | null;
}

/** One request on its way through the middlewares: what they may ask of it is read once. */
export interface Call {
  readonly req: IncomingRequest;
  readonly ctx: FakeContext;
  /** The route the method and path name, or null. */
  readonly route: RouteMatch | null;
  /** Who the bearer token belongs to, or null (no token, expired, unknown). */
  caller(): Caller | null;
}

/**
 * A cross-cutting concern of the fake server (latency and faults, size limits,
 * idempotency, demo sessions, sandbox saving), in one list the dispatcher runs
 * in order, the first outermost. `handle` answers itself or asks `next`;
 * `delay` is the wait a transport spends before handing a request over (the
 * dispatcher answers synchronously, so waiting is the transport's job).
 */
export interface Middleware {
  name: string;
  delay?(req: IncomingRequest): number;
  handle?(call: Call, next: () => FakeResponse): FakeResponse;
}
