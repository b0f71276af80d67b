import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { setup } from 'xstate';
import { analyse } from '../model/coverage';
import { layoutMachines } from '../model/diagram-svg';
import { htmlReport } from '../model/html-report';

/**
 * Issue 24 item 6: each machine drawn above its tables. The machine below is
 * written here with what a walk of its events must cover, and the report's
 * drawing must show exactly that: a box per state, an arrow per transition,
 * each classed covered (ok) or not (no), and the guard side never taken marked.
 */
const entry = {
  id: 'drawn',
  file: 'drawn.machine.ts',
  events: ['go', 'skip', 'next', 'finish', 'ping'].map((type) => ({ type })),
  machine: setup({ guards: { allowed: () => true, blocked: () => false }, actions: { noop: () => {} } }).createMachine({
    id: 'drawn',
    initial: 'idle',
    states: {
      idle: { on: { go: { guard: 'allowed', target: 'busy', meta: { spec: ['S2.4.03'] } }, skip: { guard: 'blocked', target: 'done' } } },
      busy: {
        initial: 'a',
        states: { a: { on: { next: 'b' } }, b: {} },
        on: { finish: 'done', ping: { actions: 'noop' } },
      },
      done: {},
      unreached: { on: { back: 'idle' } },
    },
  }),
};

// Expected from the definition above: what its events reach and take.
const states = { 'drawn.idle': 'ok', 'drawn.busy': 'ok', 'drawn.busy.a': 'ok', 'drawn.busy.b': 'ok', 'drawn.done': 'ok', 'drawn.unreached': 'no' };
const transitions = {
  'drawn.idle ─go#0→': 'ok',
  'drawn.idle ─skip#0→': 'no',
  'drawn.busy.a ─next#0→': 'ok',
  'drawn.busy ─finish#0→': 'ok',
  'drawn.busy ─ping#0→': 'ok',
  'drawn.unreached ─back#0→': 'no',
};
const unesc = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');

test('the report draws every state and every transition of a machine, coloured by coverage', async () => {
  const report = analyse(entry as never);
  const html = htmlReport([report], 'transitions', undefined, undefined, await layoutMachines([entry as never]));
  const svg = /<svg class="diagram"[\s\S]*?<\/svg>/.exec(html)?.[0] ?? '';
  assert.ok(svg, 'an inline SVG in the machine section');
  assert.ok(html.indexOf('<svg class="diagram"') < html.indexOf('<table>'), 'the drawing comes above the tables');
  const drawnStates = Object.fromEntries([...svg.matchAll(/<g class="d-state (\w+)[^"]*" data-state="([^"]+)"/g)].map((m) => [unesc(m[2]!), m[1]]));
  assert.equal(drawnStates, { drawn: 'root', ...states });
  const drawnTransitions = Object.fromEntries([...svg.matchAll(/<g class="d-tr (\w+)[^"]*" data-transition="([^"]+)"/g)].map((m) => [unesc(m[2]!), m[1]]));
  assert.equal(drawnTransitions, transitions);
  // Nested states are drawn inside their parent's box.
  const box = (id: string) => {
    const m = new RegExp(`data-state="${id}"><title>[^<]*</title><rect x="([\\d.]+)" y="([\\d.]+)" width="([\\d.]+)" height="([\\d.]+)"`).exec(svg)!;
    return m.slice(1).map(Number) as [number, number, number, number];
  };
  const [px, py, pw, ph] = box('drawn.busy');
  for (const child of ['drawn.busy.a', 'drawn.busy.b']) {
    const [x, y, w, h] = box(child);
    assert.ok(x >= px && y >= py && x + w <= px + pw && y + h <= py + ph, `${child} inside busy`);
  }
});

test('arrows and transition rows name the event, the guard, the requirement id and the guard sides never taken', async () => {
  const report = analyse(entry as never);
  const html = htmlReport([report], 'transitions', undefined, undefined, await layoutMachines([entry as never]));
  const plain = unesc(html);
  const arrow = (key: string) => new RegExp(`<g class="[^"]+" data-transition="${key}">[\\s\\S]*?</g>`).exec(plain)?.[0] ?? '';
  // 'allowed' always holds: its false side is never taken; 'blocked' never holds: its true side is never taken.
  assert.match(arrow('drawn.idle ─go#0→'), /go \[allowed\] ⚠ never false/);
  assert.match(arrow('drawn.idle ─skip#0→'), /skip \[blocked\] ⚠ never true/);
  assert.match(arrow('drawn.idle ─go#0→'), /^<g class="d-tr ok side-missing"/);
  assert.match(arrow('drawn.busy ─finish#0→'), /^<g class="d-tr ok"/);
  const row = (source: string, event: string) => new RegExp(`<tr class="(ok|no)"><td>${source}</td><td>${event}</td>(.*?)</tr>`).exec(html)!;
  const go = row('drawn.idle', 'go');
  assert.is(go[1], 'ok');
  assert.match(go[2]!, /<td><code>allowed<\/code><\/td><td>drawn.busy<\/td><td>S2.4.03<\/td><td><b class="side">never false<\/b><\/td>/);
  const skip = row('drawn.idle', 'skip');
  assert.is(skip[1], 'no');
  assert.match(skip[2]!, /<code>blocked<\/code>.*never true/);
  assert.match(row('drawn.busy', 'finish')[2]!, /<td>–<\/td><td>drawn.done<\/td><td>–<\/td>/);
});

test('the report opens with a summary table: a row per machine with its walks side by side, one missing something first', async () => {
  const report = analyse(entry as never);
  const full = { ...report, id: 'complete', states: { total: 2, covered: 2, missing: [] }, transitions: { total: 1, covered: 1, missing: [] }, guards: { total: 0, covered: 0, missing: [], waived: [] }, requirements: { total: 0, covered: 0, missing: [] }, failures: [] };
  const html = htmlReport([full, report], 'transitions');
  const table = /<table class="summary">[\s\S]*?<\/table>/.exec(html)?.[0] ?? '';
  assert.ok(table && html.indexOf(table) < html.indexOf('<section'), 'the summary comes before the machines');
  const rows = [...table.matchAll(/<tr><th><a href="#m-([^"]+)">/g)].map((m) => m[1]);
  assert.equal(rows, ['drawn', 'complete'], 'the machine missing a state and transitions comes first');
  const drawnRow = /<tr><th><a href="#m-drawn">[\s\S]*?<\/tr>/.exec(table)![0];
  // From the definition: 5 of 6 states reached (not 'unreached'); 4 of 6 transitions taken (not skip, not back).
  assert.match(drawnRow, /<td class="no">5\/6<\/td><td class="no">4\/6<\/td>/);
  assert.match(drawnRow, /no UI walk/);
  assert.match(/<tr><th><a href="#m-complete">[\s\S]*?<\/tr>/.exec(table)![0], /<td class="ok">2\/2<\/td><td class="ok">1\/1<\/td>/);
});

test.run();
