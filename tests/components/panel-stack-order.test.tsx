import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { registerPanels, type PanelModule } from '../../src/kernel/panel-registry';
import { closeAllPanels, openPanel } from '../../src/kernel/panel-store';
import { PanelHost } from '../../src/app/panel-host';
import { SidePanel } from '../../src/ui/side-panel';
import { renderWithApp } from './render';

/**
 * Panels stack in the order they were opened, whatever order their code comes in (full run 99: the expense note
 * form, still loading when the leave form was opened over it, came in after it; its dialog, mounting last, hid the
 * leave form from assistive tech and was drawn over it). A panel whose code is still coming shows 'Chargement…',
 * and the ones opened above it wait for it.
 */
test.after.each(() => {
  act(() => closeAllPanels());
  cleanup();
});

const panelOf = (title: string): PanelModule => ({ default: () => <SidePanel open title={title} onClose={() => {}}><p>{title}</p></SidePanel> });
let arrive: (m: PanelModule) => void = () => {};
registerPanels({
  'test.slow': () => new Promise<PanelModule>((r) => (arrive = r)),
  'test.fast': () => Promise.resolve(panelOf('Au-dessus')),
});

test('a panel opened over one still loading is drawn on top and read once both are in', async () => {
  await renderWithApp(<PanelHost />);
  act(() => openPanel('test.slow', {}));
  await screen.findByRole('dialog', { name: 'Chargement…' });
  act(() => openPanel('test.fast', {}));
  await new Promise((r) => setTimeout(r, 20));
  await act(async () => arrive(panelOf('En dessous')));
  await waitFor(() => assert.is(document.querySelectorAll('[role=dialog]').length, 2));
  const top = await screen.findByRole('dialog', { name: 'Au-dessus' });
  const dialogs = [...document.querySelectorAll('[role=dialog]')];
  assert.is(dialogs.at(-1), top, 'the panel opened last is drawn last, on top');
  assert.is(top.closest('[aria-hidden=true]'), null, 'the top panel is read, not hidden by the one under it');
  assert.ok(dialogs[0]!.closest('[aria-hidden=true]'), 'the panel under it is hidden from assistive tech');
});

test.run();
