import { HttpClient, HttpError, HttpResponse, type HttpRequest } from '@microsoft/signalr';
import { FakeHubTransport } from '../../server-fake/hub/fake-hub-transport';
import type { FakeBackend } from '../../server-fake/make-server';
import type { Method } from '../../server-fake/http';
import { createRealtimeActor } from '../../src/realtime/realtime-service';
import { changes } from '../../src/realtime/changes';
import { createActor } from '../../src/kernel/actors';

/** The real SignalR client and the app's realtime service over the fake server's in-memory hub (demo mode's transport). */
export class DispatcherHttpClient extends HttpClient {
  constructor(private backend: FakeBackend) {
    super();
  }
  async send(r: HttpRequest): Promise<HttpResponse> {
    const res = this.backend.dispatcher.handle({ method: r.method as Method, path: new URL(r.url!, 'http://fake.local').pathname, query: {}, headers: r.headers ?? {}, body: r.content });
    const text = String(res.body);
    // As the browser's fetch client: an error status is thrown with the answer's text.
    if (res.status >= 400) throw new HttpError(text, res.status);
    return new HttpResponse(res.status, '', text);
  }
}

export const until = async (what: string, ok: () => boolean, ms = 3000) => {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
};

/** The app's realtime service for a signed-in token, counting its resyncs and its calls for a fresh token. */
export function realtimeService(backend: FakeBackend, given: string | (() => string)) {
  const token = typeof given === 'string' ? () => given : given;
  let unauthorized = 0;
  let resyncs = 0;
  const off = changes.resync.subscribe(() => resyncs++);
  const actor = createRealtimeActor({
    hubUrl: 'http://fake.local/chathub',
    token,
    transport: () => new FakeHubTransport(backend, token),
    httpClient: new DispatcherHttpClient(backend),
    onUnauthorized: () => unauthorized++,
    createActor: (logic) => createActor(logic),
  });
  const seen = [String(actor.getSnapshot().value)];
  actor.subscribe((s) => seen.push(String(s.value)));
  return { actor, seen, counts: () => ({ unauthorized, resyncs }), off };
}
