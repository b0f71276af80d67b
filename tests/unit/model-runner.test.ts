import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { registry } from '../model/models';
import { analyse, meets } from '../model/coverage';
import { htmlReport } from '../model/html-report';
import { matchesMachine } from '../model/select';

const session = registry.find((r) => r.id === 'session')!;

test('the registered session machine meets the transition criterion', () => {
  const r = analyse(session);
  assert.ok(meets(r, 'transitions'));
  assert.is(r.requirements.missing.length, 0);
  assert.ok(r.paths.length >= r.states.total, 'at least a path per state');
});

test('a broken build (a guard removed) is caught: a transition is never taken', () => {
  // The copy a careless edit would produce: the guard that tells a stored session from none always says yes.
  const broken = { ...session, machine: session.machine.provide({ guards: { hasSession: () => true } }) };
  const r = analyse(broken);
  assert.not.ok(meets(r, 'transitions'));
  const caught = r.failures.some((f) => f.startsWith('traversal threw')) || r.transitions.missing.some((t) => t.startsWith('session.restoring'));
  assert.ok(caught, [...r.failures, ...r.transitions.missing].join('\n'));
});

test('guards taken both ways is a stricter criterion than transitions', () => {
  const upload = registry.find((r) => r.id === 'upload')!;
  const r = analyse(upload, { criterion: 'guards' });
  assert.ok(meets(r, 'transitions'));
  assert.ok(r.guards.missing.some((g) => g.includes('never false')));
});

test('sampled paths are stable for a seed', () => {
  const a = analyse(session, { sample: 3, seed: 7 }).paths.map((p) => p.index);
  const b = analyse(session, { sample: 3, seed: 7 }).paths.map((p) => p.index);
  assert.equal(a, b);
  assert.is(a.length, 3);
});

test('the HTML report draws each machine with covered and uncovered parts', () => {
  const html = htmlReport([analyse(session)], 'transitions');
  assert.match(html, /<h2 class="ok">session<\/h2>/);
  assert.match(html, /class="st ok"/);
});

test('--machine selects an exact id, or a prefix with a trailing *', () => {
  const ids = registry.map((r) => r.id);
  assert.equal(ids.filter((id) => matchesMachine('leaveForm', id)), ['leaveForm']);
  assert.equal(ids.filter((id) => matchesMachine('session', id)), ['session'], 'not every id containing session');
  assert.equal(ids.filter((id) => matchesMachine('shell.*', id)).sort(), ['shell.hoverCard', 'shell.notifications', 'shell.reminderEditor', 'shell.search', 'shell.userSearch']);
  assert.equal(ids.filter((id) => matchesMachine('leave', id)), []);
  assert.is(ids.filter((id) => matchesMachine(undefined, id)).length, ids.length);
});

test.run();
