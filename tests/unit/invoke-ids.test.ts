import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { setup, fromPromise, type AnyStateMachine } from 'xstate';
import { registry } from '../model/models';

/**
 * House rule: every invoke has an id. Without one XState names the actor after
 * its position ('0.session.restoring'), so its done and error events change
 * name whenever a state is moved, and the model runner's events, the fake-server
 * bindings and the UI adapters silently stop matching.
 */
type Node = { key: string; config: { invoke?: unknown }; states: Record<string, Node> };

function invokesWithoutId(machine: AnyStateMachine): string[] {
  const missing: string[] = [];
  const visit = (node: Node, path: string) => {
    const raw = node.config.invoke;
    const list = raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
    list.forEach((inv, i) => {
      if (typeof (inv as { id?: unknown }).id !== 'string') missing.push(`${path} invoke #${i} (src ${String((inv as { src?: unknown }).src)})`);
    });
    for (const [key, child] of Object.entries(node.states ?? {})) visit(child, `${path}.${key}`);
  };
  visit(machine.root as unknown as Node, machine.id);
  return missing;
}

test('the check finds an invoke without an id, nested or not', () => {
  const m = setup({ actors: { load: fromPromise(async () => 1) } }).createMachine({
    id: 'probe',
    initial: 'a',
    states: { a: { invoke: { id: 'load', src: 'load' } }, b: { initial: 'c', states: { c: { invoke: [{ id: 'x', src: 'load' }, { src: 'load' }] } } } },
  });
  assert.equal(invokesWithoutId(m), ['probe.b.c invoke #1 (src load)']);
});

test('every registered machine gives each invoke an id', () => {
  assert.ok(registry.length >= 36, `registry holds ${registry.length} machines`);
  const missing = registry.flatMap((r) => invokesWithoutId(r.machine).map((m) => `${r.id}: ${m}`));
  assert.equal(missing, [], missing.join('\n'));
});

test.run();
