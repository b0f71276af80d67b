import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { chosenSandbox, SANDBOX_KEY } from '../../src/domain/sandbox-choice';

/** Issue 20.6: the sandbox a load opens, known before the fake backend starts (the demo bar names it from the first frame). */
const store = (v: string | null) => ({ getItem: (k: string) => (k === SANDBOX_KEY ? v : null) });

test('a sandbox deployment opens the trainer’s last choice, else its config’s, else “formation”', () => {
  assert.is(chosenSandbox({ mode: 'sandbox', sandbox: 'accueil' }, store('ete-it')), 'ete-it');
  assert.is(chosenSandbox({ mode: 'sandbox', sandbox: 'accueil' }, store(null)), 'accueil');
  assert.is(chosenSandbox({ mode: 'sandbox' }, store(null)), 'formation');
});

test('a demo deployment is a sandbox only once a trainer started one from it', () => {
  assert.is(chosenSandbox({ mode: 'demo' }, store(null)), null);
  assert.is(chosenSandbox({ mode: 'demo' }, store('atelier-rh')), 'atelier-rh');
});

test('storage that refuses to be read leaves the deployment’s default', () => {
  const denied = { getItem: () => { throw new Error('denied'); } };
  assert.is(chosenSandbox({ mode: 'sandbox', sandbox: 'accueil' }, denied), 'accueil');
  assert.is(chosenSandbox({ mode: 'demo' }, denied), null);
});

test.run();
