import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { holdApiCalls } from '../../src/app/hold-api-calls';
import { urlOf } from '../fetch-call';

/**
 * Demo and sandbox start their fake backend after the first screen
 * (src/app/start.tsx): calls to the API made meanwhile wait for it and then
 * go through whatever `fetch` is then (Mirage's), other requests go at once.
 */
const g = globalThis as unknown as { fetch: typeof fetch; location?: { href: string } };
// What each test found, put back after it: the files of a run share one global scope, and
// another file's stub (installed when it was imported, before these tests run) must come back.
let before: { fetch: typeof fetch; hadLocation: boolean; location?: { href: string } } | null = null;

function setUp() {
  before = { fetch: g.fetch, hadLocation: 'location' in g, location: g.location };
  const sent: string[] = [];
  g.location = { href: 'http://app.local/dashboard' };
  g.fetch = (async (input: RequestInfo | URL) => (sent.push(`native ${urlOf(input)}`), new Response('native'))) as typeof fetch;
  let open!: () => void;
  let fail!: (e: Error) => void;
  const ready = new Promise<void>((resolve, reject) => ((open = resolve), (fail = reject)));
  holdApiCalls(ready);
  return { sent, open, fail, held: g.fetch };
}
const restore = () => {
  if (!before) return;
  g.fetch = before.fetch;
  if (before.hadLocation) g.location = before.location;
  else delete g.location;
  before = null;
};
const tick = () => new Promise((r) => setTimeout(r, 0));

test('an API call waits for the backend, then goes through the fetch installed by then', async () => {
  const { sent, open } = setUp();
  try {
    const answer = g.fetch('/api/auth/personas');
    const upload = g.fetch('http://app.local/upload/VueFile/3');
    await tick();
    assert.equal(sent, [], 'nothing sent before the backend is ready');
    g.fetch = (async (input: RequestInfo | URL) => (sent.push(`mirage ${urlOf(input)}`), new Response('mirage'))) as typeof fetch;
    open();
    assert.is(await (await answer).text(), 'mirage');
    await upload;
    assert.equal(sent, ['mirage /api/auth/personas', 'mirage http://app.local/upload/VueFile/3']);
  } finally {
    restore();
  }
});

test('other requests (config, words, assets) go at once', async () => {
  const { sent } = setUp();
  try {
    await g.fetch('/config.json');
    await g.fetch('/assets/chunks/words.json');
    await g.fetch('/apiary');
    assert.equal(sent, ['native /config.json', 'native /assets/chunks/words.json', 'native /apiary']);
  } finally {
    restore();
  }
});

test('a backend that stopped and put the hold back in place: calls go to the network, not round in a loop', async () => {
  const { sent, open, held } = setUp();
  try {
    open();
    g.fetch = held;
    await g.fetch('/api/tasks/assigned');
    assert.equal(sent, ['native /api/tasks/assigned']);
  } finally {
    restore();
  }
});

test('a backend that could not start fails the calls held, as a network error would', async () => {
  const { fail } = setUp();
  try {
    const call = g.fetch('/api/auth/login', { method: 'POST' });
    fail(new Error('boot failed'));
    await call.then(
      () => assert.unreachable('the call should fail'),
      (e: Error) => assert.is(e.message, 'boot failed'),
    );
  } finally {
    restore();
  }
});

test.run();
