import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { DemoReset } from '../../src/features/demo/demo-reset';
import type { FakeRuntime } from '../../src/domain/fake-runtime';
import { renderWithApp } from './render';

/**
 * Issue 36 item 4: 'Réinitialiser la démo' asks first, naming what goes,
 * offers 'Exporter d'abord' (a sandbox's question, on the one confirm-and-act statechart), and resets
 * only on the answer. The runtime is a stand-in that records the calls.
 */
test.after.each(() => cleanup());

function runtime() {
  const calls: string[] = [];
  const r = {
    mode: 'demo', sandbox: null, startedFromDemo: false, corrupt: false,
    reset: async () => void calls.push('reset'),
    exportData: () => (calls.push('export'), '{}'),
    sandboxes: { exportStored: async () => '{}' },
  } as unknown as FakeRuntime;
  return { r, calls };
}

test("the reset names what will be lost, exports first on demand, and resets only when confirmed", async () => {
  await i18next.loadNamespaces('demo');
  const { r, calls } = runtime();
  // The page reload after the reset is the browser's: a stand-in here.
  const reload = globalThis.location.reload;
  Object.defineProperty(globalThis.location, 'reload', { configurable: true, value: () => calls.push('reload') });
  const createObjectURL = URL.createObjectURL;
  URL.createObjectURL = () => 'blob:x';
  // The download's link: happy-dom would follow it and leave the shared window on another page for the files after.
  const click = HTMLAnchorElement.prototype.click;
  HTMLAnchorElement.prototype.click = function () {
    calls.push('download');
  };
  try {
    await renderWithApp(<DemoReset runtime={r} />);
    const open = await screen.findByRole('button', { name: 'Réinitialiser la démo' });
    await act(async () => open.click());
    const ask = await screen.findByRole('alertdialog', { name: 'Réinitialiser la démo ?' });
    assert.match(ask.textContent ?? '', /les demandes faites, les décisions prises/);
    await act(async () => screen.getByRole('button', { name: "Exporter d'abord" }).click());
    // The copy named, in the question.
    await screen.findByText('« sandbox-Démo.json » enregistré dans vos téléchargements');
    assert.equal(calls, ['export', 'download']);
    await act(async () => screen.getByRole('button', { name: 'Réinitialiser', exact: true } as never).click());
    await waitFor(() => assert.equal(calls, ['export', 'download', 'reset', 'reload']));
  } finally {
    Object.defineProperty(globalThis.location, 'reload', { configurable: true, value: reload });
    URL.createObjectURL = createObjectURL;
    HTMLAnchorElement.prototype.click = click;
  }
});

test('cancelling resets nothing', async () => {
  const { r, calls } = runtime();
  await renderWithApp(<DemoReset runtime={r} />);
  const open = await screen.findByRole('button', { name: 'Réinitialiser la démo' });
  await act(async () => open.click());
  await screen.findByRole('alertdialog');
  await act(async () => screen.getByRole('button', { name: 'Annuler' }).click());
  await waitFor(() => assert.is(screen.queryByRole('alertdialog'), null));
  assert.equal(calls, []);
});

test.run();
