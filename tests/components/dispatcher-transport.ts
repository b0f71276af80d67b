import type { Test } from 'uvu';
import i18next from 'i18next';
import { configureApi } from '../../src/api/client';
import { personas } from '../../fixtures/personas';
import type { fakeApi } from '../unit/fake-api';
import { answeringXhr } from '../answering-xhr';
import { urlOf } from '../fetch-call';
import { formDataToObject } from '../../server-fake/multipart';
import { grantFor, i18nReady } from './render';

type Persona = (typeof personas)[number]['key'];

/**
 * The fake server's dispatcher behind the client's transports while one test
 * file runs: fetch for JSON calls, XMLHttpRequest for the multipart ones
 * (upload progress), with the token a call carries, or else that of the
 * persona signed in last through `signIn`. The globals found are put back
 * after the file: a run shares one global scope. `uploads.hold()` keeps the
 * multipart answers back until `uploads.release()`, so a test can watch an
 * upload in progress and abort it; `intercepted` says, as the demo's
 * in-page server does, that the transport reports no upload progress.
 */
export function serveFromDispatcher(suite: Test, api: ReturnType<typeof fakeApi>, namespaces: string[], o: { intercepted?: boolean } = {}) {
  let token = '';
  let gate: { promise: Promise<void>; open(): void } | null = null;
  const dispatch = (method: string, url: string, body: unknown, authorization = `Bearer ${token}`) => {
    const u = new URL(url, 'http://localhost');
    const query: Record<string, string> = {};
    u.searchParams.forEach((v, k) => (query[k] = v));
    const res = api.backend.dispatcher.handle({ method: method as never, path: u.pathname, query, headers: { authorization }, body });
    return { ...res, text: typeof res.body === 'string' ? res.body : new TextDecoder().decode(res.body as Uint8Array) };
  };
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    // A call that names its token (the client's own session, connect-as) is sent with it.
    const sent = new Headers(init?.headers).get('authorization') ?? undefined;
    const res = dispatch(init?.method ?? 'GET', urlOf(input), typeof init?.body === 'string' ? JSON.parse(init.body) : undefined, sent);
    return new Response(res.text, { status: res.status, headers: res.headers });
  }) as typeof globalThis.fetch;
  const xhr = answeringXhr(async ({ method, url, body, aborted }) => {
    await gate?.promise;
    // Aborted while held: the request never reached the server.
    if (aborted()) return { status: 0, text: '' };
    return dispatch(method, url, body instanceof FormData ? await formDataToObject(body) : body);
  });
  const uploads = {
    hold() {
      let open = () => {};
      gate = { promise: new Promise<void>((r) => (open = r)), open: () => open() };
    },
    release() {
      gate?.open();
      gate = null;
    },
  };

  const g = globalThis as { fetch: typeof globalThis.fetch; XMLHttpRequest?: unknown };
  let found: { fetch: typeof globalThis.fetch; xhr: unknown } | null = null;
  suite.before(async () => {
    found = { fetch: g.fetch, xhr: g.XMLHttpRequest };
    g.fetch = fetch;
    g.XMLHttpRequest = xhr;
    await i18nReady();
    await i18next.loadNamespaces(namespaces);
  });
  suite.after(() => {
    uploads.release();
    g.fetch = found!.fetch;
    g.XMLHttpRequest = found!.xhr;
  });
  /** Signs in anyone on the fake server (a synthetic user a test made): the client's calls carry its token; the grant of its codes is for renderWithApp. */
  const signInWith = (userToken: string, permissions: readonly string[], userId: number) => {
    token = userToken;
    configureApi({ baseUrl: '', auth: { token: () => token, refresh: async () => false }, filesIntercepted: o.intercepted });
    return grantFor([...permissions], userId);
  };
  /** Signs a persona in on the fake server. */
  const signIn = (persona: Persona) => {
    const p = personas.find((x) => x.key === persona)!;
    return signInWith(api.login(persona), p.permissions, p.userId);
  };
  return { signIn, signInWith, uploads };
}
