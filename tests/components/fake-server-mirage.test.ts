import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { makeBackend } from '../../server-fake/make-server';
import { startMirage } from '../../server-fake/mirage';
import { faults } from '../../server-fake/faults';
import { uploadLimits } from '../../src/domain/uploads';

/**
 * Mirage, the demo's transport, in the page this suite's DOM gives (issue 21,
 * section 4): a malformed percent-escape answers 400 (pretender's router used
 * to throw inside send, a network failure for the client), a body over the
 * limits answers 413 before it is parsed, a file over the limit is refused.
 */
const backend = makeBackend({ today: new Date('2026-11-16T09:00:00Z'), personas: true });
let server: ReturnType<typeof startMirage>;
let token = '';

test.before(async () => {
  faults.set({ latency: 0, errorRate: 0 });
  server = startMirage(backend.dispatcher, 'test');
  const res = await fetch('/api/auth/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ userName: 'yasmine', password: 'demo' }) });
  token = ((await res.json()) as { data: { token: string } }).data.token;
});
test.after(() => server.shutdown());

const json = async (res: Response) => [res.status, ((await res.json()) as { message?: string }).message] as const;

test('a malformed escape in the path answers 400 Error.MalformedPath', async () => {
  for (const bad of ['%E0%A4%A', '%zz', '%C3%28']) {
    const res = await fetch(`/api/demandeconge/GetInfo/${bad}`, { headers: { Authorization: `Bearer ${token}` } });
    assert.equal(await json(res), [400, 'Error.MalformedPath'], bad);
  }
  // Well-formed paths still reach their routes.
  assert.is((await fetch('/api/auth/personas')).status, 200);
});

test('a JSON body of exactly 1 MB is read; one byte more answers 413 before it is parsed', async () => {
  const send = (bytes: number) =>
    fetch('/api/Reminder/Create', { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: `{"title":"${'x'.repeat(bytes - '{"title":""}'.length)}"}` });
  assert.is.not((await send(uploadLimits.jsonBodyBytes)).status, 413);
  assert.equal(await json(await send(uploadLimits.jsonBodyBytes + 1)), [413, 'Error.PayloadTooLarge']);
});

test('a file over 10 MB is refused 413 File.TooLarge without being read', async () => {
  const form = new FormData();
  form.append('title', 'Scan');
  form.append('currency', 'MAD');
  form.append('files', new Blob([new Uint8Array(uploadLimits.fileBytes + 1)], { type: 'application/pdf' }), 'scan.pdf');
  const res = await fetch('/api/Notes/Create', { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form });
  assert.equal(await json(res), [413, 'File.TooLarge']);
});

test.run();
