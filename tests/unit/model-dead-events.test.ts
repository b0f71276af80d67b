import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { deadEvents } from '../model/coverage';
import { registry } from '../model/models';

test('model: a registered event no transition listens to is reported (a typo in the registry)', () => {
  assert.equal(deadEvents(['leave.acept', 'leave.accept', 'xstate.done.actor.load'], ['leave.accept', 'xstate.done.actor.load']), ['leave.acept']);
});

test('model: wildcard listeners hear what they match, and only that', () => {
  assert.equal(deadEvents(['xstate.done.actor.save', 'other'], ['xstate.done.actor.*']), ['other']);
  assert.equal(deadEvents(['anything'], ['*']), []);
});

test('model: no machine of the registry has a registered event that matches no transition', () => {
  const dead = registry.flatMap((r) => {
    const listened = [...allTransitions(r.machine.root)];
    return deadEvents(r.events.map((e) => e.type), listened).map((e) => `${r.id}: ${e}`);
  });
  assert.equal(dead, []);
});

function* allTransitions(node: { transitions: Map<string, unknown>; states: Record<string, unknown> }): Generator<string> {
  yield* node.transitions.keys();
  for (const child of Object.values(node.states)) yield* allTransitions(child as typeof node);
}

test.run();
