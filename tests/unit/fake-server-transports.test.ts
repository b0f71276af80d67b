import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { request } from 'node:http';
import { fakeApi } from './fake-api';
import { attackTally } from './attack-tally';
import { hostFetch } from './host-fetch';
import { makeBackend } from '../../server-fake/make-server';
import { startApiHost, type ApiHost } from '../../server-fake/node/http-host';
import { uploadLimits } from '../../src/domain/uploads';

/**
 * Issue 21, section 4, at the edges: a malformed percent-escape in a path and
 * a malformed multipart body answer 400 with a message, never 500; the
 * loopback host stops reading a body over the limits instead of buffering it;
 * the personas list is not served by the host unless a test asks.
 */
const tally = attackTally();
const today = new Date('2026-11-16T09:00:00Z');
const MB = 1024 * 1024;
/** Escapes decodeURIComponent throws on: cut short, not hex, a lone continuation byte, an overlong start. */
const malformed = ['%E0%A4%A', '%', '%zz', '%C3%28', '%80', '%F0%9F%98', 'abc%2'];

test('the dispatcher answers 400 Error.MalformedPath to a malformed escape in any route’s parameters', () => {
  const api = fakeApi();
  const token = api.login('owner');
  const routes = api.backend.dispatcher.routes.filter((r) => /[:*]\w+/.test(r.path));
  assert.ok(routes.length > 50);
  const wrong: string[] = [];
  for (const r of routes)
    for (const bad of malformed) {
      const path = r.path.replace(/[:*]\w+/g, bad);
      const res = api.call(r.method, path, r.method === 'POST' ? {} : undefined, token);
      if (res.status !== 400 || res.json?.message !== 'Error.MalformedPath') wrong.push(`${r.method} ${path} → ${res.status} ${res.json?.message}`);
      tally.note('malformedInput', `${r.method} ${path}`, res.status >= 500);
    }
  assert.equal(wrong, []);
  // A well-formed escape still reaches its route, decoded once: '%2541' is the text '%41'.
  assert.is(api.backend.dispatcher.match('GET', '/upload/document/a%2541.pdf')?.params?.file, 'a%41.pdf');
});

test('malformed multipart fields never reach a 500', () => {
  const api = fakeApi();
  const y = api.as('employee');
  const shapes: unknown[] = [
    { name: 5, size: 'x' }, { name: 'a.pdf' }, { name: 'a.pdf', size: -1 }, { name: 'a.pdf', size: 3, content: 42 }, { name: 'a.pdf', size: 3, content: 'data:application/pdf;base64,%%%' },
    { name: 'a.pdf', size: 3, content: 'data:text/plain,%E0%A4%A' }, { name: null, size: null }, [[{ name: 'a.pdf', size: 1 }]], 'not a file', { size: Number.NaN, name: 'a.pdf' },
  ];
  const wrong: string[] = [];
  for (const f of shapes)
    for (const [path, body] of [
      ['/api/Notes/Create', { title: 'x', currency: 'MAD', files: f }],
      ['/api/chat/SendMessage', { recieverId: '9', isGroup: 'false', message: 'x', files: f }],
      ['/api/demandeconge/Create', { fk_User: 1, fk_RegimeType: 1, startDate: '2027-05-03', endDate: '2027-05-03', files: f }],
      ['/api/hardware/Upload', { file: f }],
    ] as const) {
      const res = y.post(path, body);
      if (res.status >= 500 || typeof res.json?.message !== 'string') wrong.push(`${path} ${JSON.stringify(f)} → ${res.status}`);
      tally.note('malformedInput', `${path} ${JSON.stringify(f)}`, res.status >= 500);
    }
  assert.equal(wrong, []);
});

/** A raw HTTP exchange: the body in chunks, and how much of it was written when the answer came. */
function exchange(host: ApiHost, o: { method?: string; path: string; headers?: Record<string, string | number>; chunks?: Buffer[]; pauseMs?: number }) {
  return new Promise<{ status: number; body: string; writtenWhenAnswered: number; ms: number }>((resolve, reject) => {
    const started = Date.now();
    let written = 0;
    let writtenWhenAnswered = -1;
    // A connection of its own (agent: false): a refused body is cut short, the socket is not reused.
    const req = request(`${host.url}${o.path}`, { method: o.method ?? 'POST', headers: o.headers, agent: false }, (res) => {
      writtenWhenAnswered = written;
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body, writtenWhenAnswered, ms: Date.now() - started });
        req.destroy();
      });
    });
    // The host closes the connection after a 413: writes after that fail, which is the point.
    req.on('error', (e) => (writtenWhenAnswered >= 0 ? undefined : reject(e)));
    const chunks = [...(o.chunks ?? [])];
    const next = () => {
      const c = chunks.shift();
      // Answered: a client gives up sending the rest, as a browser does on an early 413.
      if (writtenWhenAnswered >= 0 || req.destroyed) return;
      if (!c) return void req.end();
      written += c.length;
      req.write(c, () => setTimeout(next, o.pauseMs ?? 0));
    };
    next();
  });
}
/** A loopback host over fresh demo data, with Yasmine's bearer. */
async function withHost(run: (host: ApiHost, auth: string) => Promise<void>) {
  const host = await startApiHost({ backend: makeBackend({ today }) });
  try {
    const res = await hostFetch(`${host.url}/api/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ userName: 'yasmine', password: 'demo' }) });
    await run(host, `Bearer ${((await res.json()) as { data: { token: string } }).data.token}`);
  } finally {
    await host.close();
  }
}

test('the loopback host: a JSON body of exactly 1 MB is read, one byte more answers 413', () =>
  withHost(async (host, auth) => {
    const json = (bytes: number) => `{"title":"${'x'.repeat(bytes - '{"title":""}'.length)}"}`;
    const send = (body: string) => hostFetch(`${host.url}/api/Reminder/Create`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: auth }, body });
    const at = await send(json(uploadLimits.jsonBodyBytes));
    assert.is.not(at.status, 413);
    const over = await send(json(uploadLimits.jsonBodyBytes + 1));
    assert.is(over.status, 413);
    assert.is(((await over.json()) as { message: string }).message, 'Error.PayloadTooLarge');
    tally.note('sizeLimitsOverHttp', 'host JSON one byte over', over.status !== 413);
  }));

test('the loopback host stops reading a 50 MB body early and keeps answering', () =>
  withHost(async (host) => {
    const chunk = Buffer.alloc(MB, 0x61);
    // Declared: refused before a byte is read.
    const declared = await exchange(host, { path: '/api/chat/SendMessage', headers: { 'Content-Type': 'application/json', 'Content-Length': 50 * MB }, chunks: Array.from({ length: 50 }, () => chunk), pauseMs: 5 });
    assert.is(declared.status, 413);
    assert.ok(declared.writtenWhenAnswered < 5 * MB, `answered after ${declared.writtenWhenAnswered} bytes`);
    // Streamed without a length: reading stops at the limit.
    const streamed = await exchange(host, { path: '/api/chat/SendMessage', headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' }, chunks: Array.from({ length: 50 }, () => chunk), pauseMs: 5 });
    assert.is(streamed.status, 413);
    assert.match(streamed.body, /Error\.PayloadTooLarge/);
    assert.ok(streamed.writtenWhenAnswered < 10 * MB, `answered after ${streamed.writtenWhenAnswered} bytes`);
    tally.note('sizeLimitsOverHttp', 'host 50 MB declared', declared.status !== 413);
    tally.note('sizeLimitsOverHttp', 'host 50 MB streamed', streamed.status !== 413 || streamed.writtenWhenAnswered >= 10 * MB);
    // The host is not held: the next call is answered at once.
    const started = Date.now();
    assert.is((await hostFetch(`${host.url}/api/auth/permissions`)).status, 401);
    assert.ok(Date.now() - started < 1000);
  }));

test('the loopback host: a file of exactly 10 MB is taken, one byte more answers 413 File.TooLarge', () =>
  withHost(async (host, auth) => {
    const send = (size: number) => {
      const form = new FormData();
      form.append('title', 'Scan');
      form.append('currency', 'MAD');
      form.append('executionDate', '2026-11-10');
      form.append('files', new Blob([Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size - 9, 0x20)])], { type: 'application/pdf' }), 'scan.pdf');
      return hostFetch(`${host.url}/api/Notes/Create`, { method: 'POST', headers: { Authorization: auth }, body: form });
    };
    assert.is((await send(uploadLimits.fileBytes)).status, 200);
    const over = await send(uploadLimits.fileBytes + 1);
    assert.is(over.status, 413);
    assert.is(((await over.json()) as { message: string }).message, 'File.TooLarge');
    tally.note('sizeLimitsOverHttp', 'host file one byte over', over.status !== 413);
  }));

test('the loopback host answers 400 to malformed multipart bodies and malformed escapes, never 500', () =>
  withHost(async (host, auth) => {
    const bodies: Array<[string, string]> = [
      ['multipart/form-data; boundary=XYZ', '--XYZ\r\nContent-Disposition: form-data; name="title"\r\n\r\nno closing boundary'],
      ['multipart/form-data', '--XYZ\r\nContent-Disposition: form-data; name="title"\r\n\r\nx\r\n--XYZ--\r\n'],
      ['multipart/form-data; boundary=XYZ', 'garbage without any boundary'],
      ['multipart/form-data; boundary=XYZ', '--XYZ\r\nContent-Disposition: form-data\r\n\r\nno name\r\n--XYZ--\r\n'],
    ];
    for (const [type, body] of bodies) {
      const res = await hostFetch(`${host.url}/api/Notes/Create`, { method: 'POST', headers: { 'Content-Type': type, Authorization: auth }, body });
      const json = (await res.json()) as { message: string };
      assert.ok(res.status === 400 && typeof json.message === 'string', `${type} ${JSON.stringify(body).slice(0, 40)} → ${res.status}`);
      tally.note('malformedInput', `host multipart ${body.slice(0, 20)}`, res.status >= 500);
    }
    for (const bad of malformed) {
      const res = await hostFetch(`${host.url}/api/demandeconge/GetInfo/${bad}`, { headers: { Authorization: auth } });
      assert.is(res.status, 400, bad);
      assert.is(((await res.json()) as { message: string }).message, 'Error.MalformedPath');
      tally.note('malformedInput', `host GetInfo/${bad}`, res.status >= 500);
    }
  }));

test('the loopback host: an upload the client cuts off halfway leaves no record, and is logged as aborted, not as an error', () =>
  withHost(async (host, auth) => {
    const notes = () => host.backend.db.table('expenseNotes').all().length;
    const before = notes();
    const boundary = 'CUT';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nCoupée\r\n--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="scan.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`;
    // Declares 2 MB, sends a quarter of it, then the connection goes (a tab closed, an 'Interrompre').
    const req = request(`${host.url}/api/Notes/Create`, { method: 'POST', agent: false, headers: { Authorization: auth, 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': 2 * MB } });
    req.on('error', () => {});
    req.write(head);
    req.write(Buffer.alloc(MB / 2, 0x20), () => setTimeout(() => req.destroy(), 50));
    const logged = () => host.log.some((l) => l === 'POST /api/Notes/Create aborted by the client');
    for (let i = 0; i < 100 && !logged(); i++) await new Promise((r) => setTimeout(r, 20));
    assert.ok(logged(), host.log.slice(-3).join(' | '));
    assert.not.ok(host.log.some((l) => /Notes\/Create (500|400)/.test(l)), 'no answer was attempted to a client that left');
    assert.is(notes(), before);
    // The host is not held: the next call is answered.
    assert.is((await hostFetch(`${host.url}/api/auth/permissions`)).status, 401);
  }));

test('the loopback host serves no personas list unless a test asks for it', async () => {
  const production = await startApiHost({ backend: makeBackend({ today }) });
  const demo = await startApiHost({ personas: true });
  try {
    const res = await hostFetch(`${production.url}/api/auth/personas`);
    assert.is(res.status, 404);
    tally.note('personasOnHost', 'loopback host', res.status !== 404);
    assert.is((await hostFetch(`${demo.url}/api/auth/personas`)).status, 200);
  } finally {
    await production.close();
    await demo.close();
  }
});

test.after(() => tally.record());
test('no attack of this file got through', () => {
  assert.equal(tally.through(), []);
});
test.run();
