import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogue } from '../mutation/catalogue';
import { registry } from '../model/models';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const occurrences = (text: string, snippet: string) => text.split(snippet).length - 1;

test('every mutant names a snippet found exactly once in its file, and changes it', () => {
  const wrong = catalogue.flatMap((m) => {
    const n = occurrences(readFileSync(path.join(root, m.file), 'utf8'), m.original);
    return [...(n === 1 ? [] : [`${m.id}: found ${n} times in ${m.file}`]), ...(m.original === m.replacement ? [`${m.id}: replacement equals original`] : [])];
  });
  assert.equal(wrong, []);
});

test('mutants are named once, mutate the tree the issue asks, and name a registered machine', () => {
  const ids = catalogue.map((m) => m.id);
  assert.equal(ids.length, new Set(ids).size, 'ids are unique');
  for (const m of catalogue) {
    assert.ok(/^(machines\/|server-fake\/rules\/|src\/domain\/)/.test(m.file), `${m.id}: ${m.file}`);
    if (m.machine) assert.ok(registry.some((r) => r.id === m.machine), `${m.id}: machine ${m.machine} is registered`);
    if (m.kind === 'guard' || m.kind === 'target' || m.kind === 'delay') assert.ok(m.machine, `${m.id}: a statechart mutant names its machine`);
  }
});

test('the main machines each have a guard and a target mutant, and the machine with delays a delay mutant', () => {
  const main = ['leaveRequest', 'leaveForm', 'expenseNote', 'documentRequest', 'formResponse', 'intervention', 'policyCheck'];
  for (const id of main)
    for (const kind of ['guard', 'target'] as const) assert.ok(catalogue.some((m) => m.machine === id && m.kind === kind), `${id}: ${kind}`);
  assert.ok(catalogue.some((m) => m.machine === 'policyCheck' && m.kind === 'delay'));
  assert.ok(catalogue.filter((m) => !m.equivalent).length >= 28, 'at least the 28 faults of the issue');
});

test.run();
