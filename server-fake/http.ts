import type * as z from 'zod';
import type { Db } from './db/db';
import type { UserRow } from './models/organisation';
import type { FakeHubBus } from './hub/bus';

/**
 * The fake server's contract layer, independent of the transport: Mirage in
 * the browser, a Node HTTP server for the production proofs. A route declares
 * its permission and payload schema; the layer answers 401, 403, 400 and 404
 * with a message like a real server would.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'HEAD';

export interface UploadedFile {
  name: string;
  size: number;
  type: string;
  /** data: URL of the content, when the transport could read it. */
  content?: string;
}

export interface FakeRequest {
  method: Method;
  path: string;
  params: Record<string, string>;
  query: Record<string, string>;
  headers: Record<string, string>;
  /** JSON body, or multipart fields (repeated fields become arrays, files become UploadedFile). */
  body: unknown;
  /** The body's size in bytes as it came over the wire, when the transport counted it. */
  bodyBytes?: number;
  /** The body came as multipart/form-data (its limit is the files', not a JSON body's). */
  multipart?: boolean;
}

export interface FakeContext {
  db: Db;
  hub: FakeHubBus;
  now(): Date;
}

export interface Caller {
  user: UserRow;
  permissions: ReadonlySet<string>;
  can(code: string): boolean;
  token: string;
}

export interface RouteResult {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Binary answers: bytes with a content type. */
  binary?: Uint8Array | string;
  /** A JSON answer already written (parts of a large answer kept serialised until the next write). */
  json?: string;
}

export interface HandlerArgs<B> {
  req: FakeRequest;
  ctx: FakeContext;
  caller: Caller;
  body: B;
  params: Record<string, string>;
  query: Record<string, string>;
}

export interface RouteDef<B = unknown> {
  method: Method;
  /** Path with :params, e.g. /api/demandeconge/GetInfo/:id. */
  path: string;
  /** Anonymous routes skip the token check (login, refresh, static files). */
  anonymous?: boolean;
  /** The caller needs at least one of these. */
  permission?: string | readonly string[];
  body?: z.ZodType<B>;
  /** A RouteResult (told apart by isRouteResult), or the JSON answer itself (nothing: the default success answer). */
  handle(args: HandlerArgs<B>): unknown;
}

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const forbidden = (message = 'Error.Status.403') => new HttpError(403, message);
export const notFound = (message = 'Error.Status.404') => new HttpError(404, message);

/** A route that needs no typing help at the call site. */
export const route = <B = unknown>(def: RouteDef<B>): RouteDef<unknown> => def as RouteDef<unknown>;

/** The usual envelope. */
export const ok = (data: unknown = null, message = 'Default.succesMessage') => ({ success: true, message, data });
/** ok(data) with data already JSON: the same bytes as JSON.stringify(ok(JSON.parse(data))). */
export const okJson = (data: string, message = 'Default.succesMessage'): RouteResult => ({ json: `{"success":true,"message":${JSON.stringify(message)},"data":${data}}` });
/** A business refusal that real servers answer with 200 and success false. */
export const refused = (message: string) => ({ success: false, message, data: null });

export function isRouteResult(v: unknown): v is RouteResult {
  return !!v && typeof v === 'object' && ('binary' in v || 'json' in v || ('status' in v && 'body' in v));
}
