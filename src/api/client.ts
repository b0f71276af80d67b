import type * as z from 'zod';
import type { $ZodType } from 'zod/v4/core';
import { ApiError, statusMessage } from './api-error';
import { overridePaths } from './paths';
import type { PathOverrides } from '../domain/paths';

/**
 * The one fetch client: base URL, bearer token, zod parsing of every answer,
 * errors as ApiError with the server's message, and a single 401 recovery.
 */
export interface AuthHooks {
  token(): string | null;
  /** Called on a 401; resolves true when a fresh token is in place. */
  refresh(): Promise<boolean>;
  /**
   * While the session is renewing its access token (after a reload it has
   * only the refresh token), a promise that settles once it is done: calls
   * wait for it rather than go out without a token and come back 401.
   */
  ready?(): Promise<unknown> | null;
}

let baseUrl = '';
let auth: AuthHooks = { token: () => null, refresh: async () => false };
let filesIntercepted = false;
let language: () => string | null = () => null;

/**
 * The signed-in person's calls still on their way: when the person changes
 * (sign-out, session lost, another persona), they are aborted. Nobody is left
 * to read their answers, and a read of the previous person must not land in
 * the next one's screen. Calls with a token of their own or none (sign-in,
 * refresh, connect as) are not the session's and are left alone.
 */
let sessionCalls = new AbortController();
/** Counts the changes of person: what a person read is kept under the count it was read in. */
let person = 0;
export function abortSessionCalls() {
  sessionCalls.abort();
  sessionCalls = new AbortController();
  person++;
}

/**
 * A map of what the signed-in person read (the pictures):
 * found empty once the person has changed (sign-out, another persona,
 * 'connect as'), so nothing one person read is served to the next (issue 34).
 * Every cache of reads takes its map from here: the session's change of
 * person, abortSessionCalls, drops them all.
 */
export function personMap<K, V>(): () => Map<K, V> {
  const map = new Map<K, V>();
  let readBy = person;
  return () => {
    if (readBy !== person) {
      map.clear();
      readBy = person;
    }
    return map;
  };
}

/** The signal a call goes out with: its caller's, and the session's unless it carries its own credentials. */
export function callSignal(o: { signal?: AbortSignal; anonymous?: boolean; token?: string }): AbortSignal | undefined {
  if (o.anonymous || o.token) return o.signal;
  return o.signal ? anySignal(o.signal, sessionCalls.signal) : sessionCalls.signal;
}

function anySignal(a: AbortSignal, b: AbortSignal): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any([a, b]);
  // Browsers before 2024 (Safari 17.3, Firefox 123) lack AbortSignal.any.
  const both = new AbortController();
  for (const s of [a, b]) {
    if (s.aborted) both.abort();
    else s.addEventListener('abort', () => both.abort(), { once: true });
  }
  return both.signal;
}

/**
 * `filesIntercepted`: demo and sandbox answer calls inside the page, where an
 * <img src> cannot reach, so images are fetched and shown as blob URLs.
 */
export function configureApi(o: { baseUrl: string; auth?: AuthHooks; filesIntercepted?: boolean; language?: () => string | null; paths?: PathOverrides }) {
  baseUrl = o.baseUrl.replace(/\/+$/, '');
  overridePaths(o.paths);
  if (o.auth) auth = o.auth;
  filesIntercepted = !!o.filesIntercepted;
  if (o.language) language = o.language;
}
export const areFilesIntercepted = () => filesIntercepted;
export function setAuthHooks(hooks: AuthHooks) {
  auth = hooks;
}

/** Joins the configured base with a path, whatever slashes either has. */
export function apiUrl(path: string, base = baseUrl): string {
  if (/^https?:\/\//.test(path)) return path;
  const p = path.startsWith('/') ? path : `/${path}`;
  return `${base.replace(/\/+$/, '')}${p}`;
}

/** Settles once the session holds an access token (or has given up): realtime waits for it too. */
export function authReady(): Promise<unknown> | null {
  return auth.ready?.() ?? null;
}

export function authHeader(): Record<string, string> {
  const token = auth.token();
  return token ? { Authorization: `Bearer ${token}` } : {};
}

/** Any zod schema: the call parses its answer with safeParse. */
export type Schema<O = unknown> = $ZodType<O> & { safeParse(data: unknown): { success: boolean; data?: unknown; error?: { issues: readonly unknown[] } } };

export interface CallOptions<S extends Schema> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'HEAD';
  body?: unknown;
  form?: FormData;
  query?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  schema: S;
  /** Skip the 401 refresh (the refresh and login calls themselves). */
  anonymous?: boolean;
  /** A bearer of the call's own instead of the session's (connect as: the administrator's, before the session holds it). */
  token?: string;
  /**
   * A create's key (issue 21): one per user submit, the same on its retries,
   * so a server that has already stored it answers the first result again.
   */
  idempotencyKey?: string | null;
}

/**
 * The headers every request carries besides its body's: bearer, idempotency
 * key, and the interface language. The documented export calls (leave,
 * forms responses, inventory) carry no language of their own, so the server
 * learns the one to write its workbooks in from Accept-Language (issue 26).
 */
export function requestHeaders(o: { token?: string; idempotencyKey?: string | null }): Record<string, string> {
  const lng = language();
  return {
    Accept: 'application/json',
    ...(lng ? { 'Accept-Language': lng } : {}),
    ...(o.token ? { Authorization: `Bearer ${o.token}` } : authHeader()),
    ...(o.idempotencyKey ? { 'Idempotency-Key': o.idempotencyKey } : {}),
  };
}

function withQuery(url: string, query?: CallOptions<Schema>['query']) {
  if (!query) return url;
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) q.set(k, String(v));
  const s = q.toString();
  return s ? `${url}${url.includes('?') ? '&' : '?'}${s}` : url;
}

/**
 * Whether the page is going away: hidden, or past its pagehide (on a reload the page is still 'visible' then). Noted in
 * the capture phase, before any pagehide listener of the page's own (a held decision sent at once) makes its call.
 */
let leaving = false;
globalThis.addEventListener?.('pagehide', () => void (leaving = true), { capture: true });
globalThis.addEventListener?.('pageshow', () => void (leaving = false), { capture: true });
const goingAway = () => leaving || globalThis.document?.visibilityState === 'hidden';

/**
 * A small JSON call made while the page is going away (a held decision sent at once on pagehide, issue 36) must
 * outlive it: keepalive. Only then, and only under the browser's 64 KB keepalive quota, so that uploads and the calls
 * of a visible page are never refused by that quota.
 */
const outlives = (body: BodyInit | undefined) => typeof body === 'string' && body.length < 60_000 && goingAway();

/**
 * Each call goes out in a task of its own (issue 35): a dashboard card's first commit starts its statecharts, which
 * start up to fourteen calls, and each fetch costs the page about a millisecond (four under a phone's slower CPU), all
 * in that one long task. Only for a page in view that is not going away: a call sent on pagehide must leave before the
 * page does (a full run caught the demo's held decision lost at a reload), and without a page (Node: the model walk's
 * transport holds each call in the task its actor issued it) there is none to spare.
 * Kept under issue 35's rule (10 % or more): Lighthouse mobile on the production dashboard, each build in turn, load
 * under 1 at the start, 6 December 2026: blocking time 148 against 182 ms, then 179 against 325 ms (eight audits
 * each; 162 against 228 ms over the sixteen).
 */
const ownTask = () => (globalThis.document?.visibilityState === 'visible' && !goingAway() ? new Promise<void>((r) => setTimeout(r, 0)) : undefined);

async function send(path: string, o: CallOptions<Schema>): Promise<Response> {
  // The person's token and the session's signal are taken as the call is made: a sign-out or a switch while it waits
  // for its task aborts it, where it went out a task later with the next person's token, or none (model walk: 401s).
  const headers = requestHeaders(o);
  const signal = callSignal(o);
  // Awaited only when there is a task to wait for: without one the call is issued in its caller's task, as before.
  const later = ownTask();
  if (later) await later;
  let body: BodyInit | undefined;
  if (o.form) body = o.form;
  else if (o.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(o.body);
  }
  try {
    // The global fetch is read at call time: demo mode's fake server replaces it.
    return await globalThis.fetch(withQuery(apiUrl(path), o.query), { method: o.method ?? (body ? 'POST' : 'GET'), headers, body, signal, keepalive: outlives(body) });
  } catch (e) {
    if ((e as Error)?.name === 'AbortError') throw new ApiError('Error.Aborted', 0, 'aborted');
    throw new ApiError('Error.Network', 0, 'network');
  }
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return Symbol.for('not-json');
  }
}

const dataOf = (json: unknown): unknown => (json && typeof json === 'object' && 'data' in json ? (json as { data: unknown }).data : null);

function messageOf(json: unknown): string | undefined {
  if (json && typeof json === 'object' && 'message' in json) {
    const m = (json as { message?: unknown }).message;
    if (typeof m === 'string' && m) return m;
  }
  return undefined;
}

/**
 * Sends with the session's token and recovers from one 401, the same way for
 * every transport (fetch, XMLHttpRequest). A 401 on a request sent with a
 * token that has since been replaced (a refresh or a sign-in as someone else
 * happened meanwhile) is retried with the current token; only a 401 on the
 * current token asks the session to refresh. Without this, a request left
 * over from the previous user would spend the new user's refresh token and
 * sign them out.
 */
export async function withSession<R extends { status: number }>(attempt: () => Promise<R>): Promise<R> {
  const waiting = auth.ready?.();
  if (waiting) await waiting;
  const usedToken = auth.token();
  const res = await attempt();
  if (res.status !== 401) return res;
  const current = auth.token();
  if (current && current !== usedToken) return attempt();
  if (await auth.refresh()) return attempt();
  return res;
}

/**
 * The response itself, for the rare caller that reads a failure's body its
 * own way (the expense forms' validation lists): token, 401 recovery and
 * idempotency key as for every call.
 */
export function callResponse(path: string, o: Omit<CallOptions<Schema>, 'schema'>): Promise<Response> {
  const options = { ...o, schema: undefined as never };
  return o.anonymous || o.token ? send(path, options) : withSession(() => send(path, options));
}

/** Calls the API and returns the whole parsed answer (envelope included). */
export async function call<S extends Schema>(path: string, o: CallOptions<S>): Promise<z.infer<S>> {
  const res = await callResponse(path, o);
  const json = await readJson(res);
  if (!res.ok) {
    throw new ApiError(messageOf(json) ?? statusMessage(res.status), res.status, 'server', dataOf(json));
  }
  if (typeof json === 'symbol' || json === undefined) throw new ApiError('Error.MalformedAnswer', res.status, 'malformed');
  if (json && typeof json === 'object' && (json as { success?: unknown }).success === false) {
    throw new ApiError(messageOf(json) ?? 'Error.Unknown', res.status, 'server', dataOf(json));
  }
  const parsed = o.schema.safeParse(json);
  if (!parsed.success) {
    console.error(`malformed answer from ${path}`, parsed.error?.issues.slice(0, 3));
    // The schema's issues ride along as the error's data: `npm run probe` prints them as field paths.
    throw new ApiError('Error.MalformedAnswer', res.status, 'malformed', parsed.error?.issues ?? null);
  }
  return parsed.data as z.infer<S>;
}

/** Calls the API and returns the envelope's data. */
export async function callData<S extends Schema<{ data: unknown }>>(path: string, o: CallOptions<S>): Promise<z.infer<S>['data']> {
  return (await call(path, o)).data;
}

/** Binary answers (Excel, PDF): returns the blob and the file name the server suggests. */
export async function callBlob(path: string, o: Omit<CallOptions<Schema>, 'schema'>): Promise<{ blob: Blob; fileName: string | null }> {
  const res = await callResponse(path, { ...o, anonymous: false, token: undefined });
  if (!res.ok) throw new ApiError(messageOf(await readJson(res)) ?? statusMessage(res.status), res.status);
  const blob = await decodeBody(res);
  const disposition = res.headers.get('content-disposition') ?? '';
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition);
  return { blob, fileName: match ? decodeURIComponent(match[1]) : null };
}

/** Bodies sent base64 (the in-page fake server can only carry text) are decoded here. */
async function decodeBody(res: Response): Promise<Blob> {
  const type = res.headers.get('content-type') ?? 'application/octet-stream';
  if ((res.headers.get('content-transfer-encoding') ?? '').toLowerCase() !== 'base64') {
    // Fetch polyfills can drop the type; an SVG without it would not display.
    const blob = await res.blob();
    return blob.type ? blob : new Blob([blob], { type });
  }
  const bin = atob((await res.text()).trim());
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return new Blob([bytes], { type });
}
