import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { existsSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { startApiHost } from '../../server-fake/node/http-host';
import { fireDueReminders } from '../../server-fake/rules/reminders';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { modelOf, registry } from '../model/models';
import { runUiWalk, uiMeets } from '../model/ui/executor';
import type { UiAdapter } from '../model/ui/types';

/**
 * The model-based UI walk catches what it must: a path whose live actor does
 * not go where the model says, an unexpected HTTP error, a console error. And
 * a correct adapter covers its machine in the page.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = path.join(root, 'tests/.output');
const entry = registry.find((r) => r.id === 'shell.reminderEditor')!;
const reminderEditorAdapter = modelOf('shell.reminderEditor')!.ui!;
const walk = (adapter: UiAdapter, onlyPath?: number) => runUiWalk({ entries: [entry], adapters: [adapter], criterion: 'transitions', pages: onlyPath === undefined ? 2 : 1, onlyPath, outDir });

test('a correct adapter covers every state and transition of its machine in the page', async () => {
  const [r] = await walk(reminderEditorAdapter);
  assert.equal(r!.failures, []);
  assert.is(r!.source, 'inspection');
  assert.ok(uiMeets(r!, 'transitions'), JSON.stringify({ states: r!.states.missing, transitions: r!.transitions.missing }));
});

test('a fault armed on the wrong call: the live actor never reaches the error state, with step, screenshot and replay', async () => {
  const broken: UiAdapter = { ...reminderEditorAdapter, timeout: 1500, faults: { ...reminderEditorAdapter.faults, 'xstate.error.actor.save': { method: 'POST', path: '^/api/Nowhere$' } } };
  const [r] = await walk(broken);
  const f = r!.failures.find((x) => x.event === 'xstate.error.actor.save');
  assert.ok(f, JSON.stringify(r!.failures));
  assert.match(f!.message, /did not reach/);
  assert.ok(f!.step > 0);
  assert.ok(f!.screenshot && existsSync(path.join(outDir, f!.screenshot)), 'screenshot written');
  assert.is(f!.replay, `npm run test:model -- --ui --machine shell.reminderEditor --path ${f!.path}`);
  assert.not.ok(uiMeets(r!, 'transitions'));
});

test('an HTTP error the path did not arm fails the path, even when the states are right', async () => {
  const noisy: UiAdapter = {
    ...reminderEditorAdapter,
    async start(ui) {
      await reminderEditorAdapter.start(ui);
      await ui.page.evaluate(() => fetch('/api/Reminder/GetById/999999', { headers: { Authorization: `Bearer ${(window as any).__mintrh.session.getSnapshot().context.token}` } }));
    },
  };
  const [r] = await walk(noisy, 1);
  assert.is(r!.failures.length, 1);
  assert.match(r!.failures[0]!.message, /unexpected HTTP error: GET \/api\/Reminder\/GetById\/999999 404/);
});

test('a console error fails the path', async () => {
  const loud: UiAdapter = {
    ...reminderEditorAdapter,
    actions: { ...reminderEditorAdapter.actions, 'reminder.new': async (ui) => {
      await reminderEditorAdapter.actions['reminder.new']!(ui, { type: 'reminder.new' });
      await ui.page.evaluate(() => console.error('something broke'));
    } },
  };
  const [r] = await walk(loud, 0);
  assert.is(r!.failures.length, 1);
  assert.match(r!.failures[0]!.message, /console: something broke/);
});

test('a machine without an adapter is reported as not covered through the UI', async () => {
  const [r] = await runUiWalk({ entries: [registry.find((x) => x.id === 'session')!], adapters: [], criterion: 'transitions', outDir });
  assert.is(r!.adapter, false);
  assert.is(r!.source, 'none');
  assert.not.ok(uiMeets(r!, 'transitions'));
});

test('production mode runs only read-only paths against a real API, and nothing is written there', async () => {
  const host = await startApiHost();
  try {
    // Every request that changed data on the host (sessions: signing in; online/lastSeen: presence on the hub).
    // Checked per request, so the host's own reminder clock is not taken for a write of the walk.
    const data = () => {
      const { tables } = host.backend.db.dump() as unknown as { tables: Record<string, { rows?: Array<Record<string, unknown>> }> };
      delete tables.sessions;
      // A table is made on its first read (sign-in looks up its lockout guard): an empty table is no write.
      return JSON.stringify(Object.entries(tables).filter(([, v]) => (v.rows?.length ?? 1) > 0).map(([k, v]) => [k, k === 'users' ? v.rows?.map(({ online: _online, lastSeen: _lastSeen, ...u }) => u) : v]));
    };
    // The server's own work (due reminders reaching the bell) is done first, so reading notifications changes nothing.
    fireDueReminders(host.backend.ctx);
    const writes: string[] = [];
    const dispatcher = host.backend.dispatcher;
    const original = dispatcher.handle.bind(dispatcher);
    dispatcher.handle = (req) => {
      const before = data();
      const res = original(req);
      if (data() !== before) writes.push(`${req.method} ${req.path}`);
      return res;
    };
    // The CLI in a child process (the host answers from this one, so no spawnSync).
    const cli = spawn(process.execPath, ['--import', 'tsx', 'tests/model/cli.ts', '--ui', '--production', '--api', host.url, '--hub', `${host.url}/chathub`, '--machine', 'shell.*', '--pages', '1'], { cwd: root });
    let out = '';
    cli.stdout.on('data', (d) => (out += d));
    cli.stderr.on('data', (d) => (out += d));
    const status = await new Promise<number | null>((resolve) => cli.on('close', resolve));
    assert.is(status, 0, out);
    assert.match(out, /✓ shell\.hoverCard path/);
    assert.match(out, /shell\.reminderEditor\s+not covered through the UI \(no read-only adapter\)/);
    assert.not.match(out, /shell\.reminderEditor path/);
    assert.ok(host.log.some((l) => /^POST \/api\/profile\/GetProfileUser\/\d+ 200$/.test(l)), 'the card loaded from the real API');
    assert.equal(host.log.filter((l) => /^(PUT|DELETE|PATCH) /.test(l)), []);
    assert.equal(writes, [], 'no request changed data on the API host');
  } finally {
    await host.close();
  }
});

test.run();
