import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { deliverKept, keepWhatLeaves } from '../../server-fake/page-outbox';
import type { Dispatcher } from '../../server-fake/dispatch';

/**
 * The demo's outbox (server-fake/page-outbox.ts): a call made while the page is being left is written down at once,
 * delivered at the next start of the same demo or sandbox, and struck off once this page handled and saved it.
 */
const KEY = 'mintrh-outbox:outbox-test';
const kept = () => JSON.parse(localStorage.getItem(KEY) ?? '[]') as Array<{ path: string; headers: Record<string, string>; body: string | null }>;
const tick = () => new Promise((r) => setTimeout(r, 0));

function withFetch(answer: () => Promise<Response>) {
  const before = globalThis.fetch;
  globalThis.fetch = (() => answer()) as typeof fetch;
  return { restore: () => (globalThis.fetch = before) };
}

test('a call made while the page goes is kept at once, then struck off once handled and saved; other calls are not kept', async () => {
  localStorage.removeItem(KEY);
  let release = () => {};
  const answered = new Promise<Response>((r) => (release = () => r(new Response('{}'))));
  const f = withFetch(() => answered);
  let changes = 0;
  let saved = () => {};
  const settled = () => new Promise<void>((r) => (saved = r));
  const stop = keepWhatLeaves('outbox-test', { changes: () => changes, settled });
  try {
    // A visible page's calls go their way untouched.
    void fetch('/api/demandeconge/GetDemandes', { method: 'POST', body: '{}' });
    assert.equal(kept(), []);
    dispatchEvent(new Event('pagehide'));
    void fetch('/api/demandeconge/Accept', { method: 'POST', body: JSON.stringify({ id: 7, levelType: 1 }), headers: { Authorization: 'Bearer t-1', 'Content-Type': 'application/json' } });
    // Another origin's call is not the fake server's to keep.
    void fetch('https://elsewhere.example/api/x', { method: 'POST', body: '{}' });
    const [entry] = kept();
    assert.is(kept().length, 1, 'kept synchronously, before any answer');
    assert.is(entry!.path, '/api/demandeconge/Accept');
    assert.is(entry!.headers.authorization, 'Bearer t-1');
    assert.equal(JSON.parse(entry!.body!), { id: 7, levelType: 1 });
    // The page stayed after all and handled it: a write, so it waits for the save.
    changes++;
    release();
    await tick();
    await tick();
    assert.is(kept().length, 1, 'still kept until saved');
    saved();
    await tick();
    await tick();
    assert.equal(kept(), [], 'struck off once saved');
  } finally {
    stop();
    f.restore();
    dispatchEvent(new Event('pageshow'));
  }
});

test('the next start delivers what was kept, once, as the person who sent it; a call kept for over a week is dropped', () => {
  const now = Date.parse('2026-12-04T10:00:00Z');
  const entry = (at: number, id: number) => ({ method: 'POST', path: '/api/demandeconge/Accept', query: {}, headers: { authorization: 'Bearer t-1' }, body: JSON.stringify({ id, levelType: 1 }), at });
  localStorage.setItem(KEY, JSON.stringify([entry(now - 60_000, 7), entry(now - 8 * 86_400_000, 8)]));
  const handled: Array<{ path: string; body: unknown; headers: Record<string, string> }> = [];
  const dispatcher = { handle: (r: { path: string; body: unknown; headers: Record<string, string> }) => (handled.push(r), { status: 200, headers: {}, body: '{}' }) } as unknown as Dispatcher;
  assert.is(deliverKept('outbox-test', dispatcher, now), 1);
  assert.equal(handled.map((h) => [h.path, h.body, h.headers.authorization]), [['/api/demandeconge/Accept', { id: 7, levelType: 1 }, 'Bearer t-1']]);
  assert.is(localStorage.getItem(KEY), null, 'nothing left for the start after');
  assert.is(deliverKept('outbox-test', dispatcher, now), 0);
});

test.run();
