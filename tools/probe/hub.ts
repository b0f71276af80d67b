import WebSocket from 'ws';

/**
 * The hub as SignalR's client meets it, step by step, so a failure names the
 * step: negotiate (POST {hub}/negotiate?negotiateVersion=1 with the bearer),
 * the WebSocket (the token as `access_token` in the query, as ASP.NET Core
 * reads it), the JSON protocol's handshake, then one ping from the server
 * (its keep-alive; ASP.NET Core's default interval is 15 s).
 */
export interface HubCheck {
  step: 'negotiate' | 'connect' | 'handshake' | 'ping' | 'done';
  ok: boolean;
  detail: string;
  ms: number;
}

const RS = '\u001e';

export async function checkHub(hubUrl: string, token: string, o: { pingTimeoutMs?: number; fetch?: typeof fetch } = {}): Promise<HubCheck> {
  const started = Date.now();
  const fail = (step: HubCheck['step'], detail: string): HubCheck => ({ step, ok: false, detail, ms: Date.now() - started });
  const doFetch = o.fetch ?? fetch;
  let negotiate: { connectionToken?: string; connectionId?: string; availableTransports?: Array<{ transport: string }> };
  try {
    const res = await doFetch(`${hubUrl}/negotiate?negotiateVersion=1`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } });
    if (!res.ok) return fail('negotiate', `HTTP ${res.status}`);
    negotiate = (await res.json()) as typeof negotiate;
  } catch (e) {
    return fail('negotiate', (e as Error).message);
  }
  const id = negotiate.connectionToken ?? negotiate.connectionId;
  if (!id) return fail('negotiate', 'the answer has neither connectionToken nor connectionId');
  if (negotiate.availableTransports && !negotiate.availableTransports.some((t) => t.transport === 'WebSockets')) return fail('negotiate', 'WebSockets is not among the available transports');
  const url = new URL(hubUrl.replace(/^http/, 'ws'));
  url.searchParams.set('id', id);
  url.searchParams.set('access_token', token);
  return new Promise<HubCheck>((resolve) => {
    let step: HubCheck['step'] = 'connect';
    const ws = new WebSocket(url);
    const end = (check: HubCheck) => {
      clearTimeout(timer);
      ws.removeAllListeners();
      ws.on('error', () => {});
      ws.close();
      resolve(check);
    };
    const timer = setTimeout(() => end(fail(step, step === 'ping' ? `no ping within ${o.pingTimeoutMs ?? 20_000} ms` : 'timed out')), o.pingTimeoutMs ?? 20_000);
    ws.on('open', () => {
      step = 'handshake';
      ws.send(`{"protocol":"json","version":1}${RS}`);
    });
    ws.on('unexpected-response', (_req, res) => end(fail('connect', `HTTP ${res.statusCode}`)));
    ws.on('error', (e) => end(fail(step, e.message)));
    ws.on('close', (code, reason) => end(fail(step, `closed ${code} ${reason.toString()}`.trim())));
    ws.on('message', (data) => {
      for (const record of data.toString().split(RS).filter(Boolean)) {
        const m = JSON.parse(record) as { type?: number; error?: string };
        if (step === 'handshake') {
          if (m.error) return end(fail('handshake', m.error));
          step = 'ping';
        } else if (m.type === 6) return end({ step: 'done', ok: true, detail: 'negotiated, handshake answered, ping received', ms: Date.now() - started });
        else if (m.type === 7) return end(fail(step, `the server closed the connection: ${m.error ?? ''}`.trim()));
      }
    });
  });
}
