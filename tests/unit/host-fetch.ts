import { request } from 'node:http';

/**
 * fetch over node:http, for tests that talk to the loopback host: the unit
 * suite runs in one process where other files stub globalThis.fetch
 * (malformed-answers.test.ts), so the global cannot be trusted here.
 */
export async function hostFetch(url: string, init: RequestInit = {}): Promise<Response> {
  // Request serialises the body as fetch would (FormData becomes multipart with its boundary).
  const prepared = new Request(url, init);
  const body = init.body === undefined || init.body === null ? undefined : Buffer.from(await prepared.arrayBuffer());
  const headers = Object.fromEntries(prepared.headers.entries());
  if (body) headers['content-length'] = String(body.length);
  return new Promise((resolve, reject) => {
    const req = request(url, { method: prepared.method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const h = new Headers();
        for (const [k, v] of Object.entries(res.headers)) if (typeof v === 'string') h.set(k, v);
        const status = res.statusCode ?? 0;
        resolve(new Response(status === 204 || status === 304 ? null : Buffer.concat(chunks), { status, headers: h }));
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}
