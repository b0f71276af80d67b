import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { useEffect, useRef, useState } from 'react';
import { act, cleanup, screen } from '@testing-library/react';
import { SidePanel } from '../../src/ui/side-panel';
import { CurrentPanel } from '../../src/ui/current-panel';
import { renderWithApp } from './render';

/**
 * Where focus lands when a side panel opens. In the demo a panel's header carries its statechart's button before
 * the close button: focus goes to the close button, as in production, not to the demo's tool (persona review: a
 * panel opened from the + menu had 'statechart' focused). A field that takes focus itself keeps it.
 */
test.after.each(() => cleanup());

const panel = (children: React.ReactNode, tools?: React.ReactNode) => (
  <CurrentPanel.Provider value={{ key: 1, kind: 'leave.form', tools }}>
    <SidePanel open title="Nouvelle demande" onClose={() => {}}>
      {children}
    </SidePanel>
  </CurrentPanel.Provider>
);

const closeButton = () => screen.getByRole('dialog', { name: 'Nouvelle demande' }).querySelector('.side-panel-header > button.icon-button:last-child');

test('with the demo tools in the header: the close button has the focus, not the tool', async () => {
  await renderWithApp(panel(<input aria-label="Motif" />, <button type="button">Diagramme</button>));
  await new Promise((r) => setTimeout(r, 0));
  assert.ok(closeButton());
  assert.is(document.activeElement, closeButton(), `focus on ${document.activeElement?.outerHTML.slice(0, 80)}`);
});

test('without tools (production): the close button, the first control of the header, as before', async () => {
  await renderWithApp(panel(<input aria-label="Motif" />));
  await new Promise((r) => setTimeout(r, 0));
  assert.is(document.activeElement, closeButton());
});

/** A field that focuses itself as it mounts (a chat composer, say). */
function SelfFocused() {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return <input ref={ref} aria-label="Motif" />;
}

test('a field that takes the focus as it mounts keeps it, tools or not', async () => {
  await renderWithApp(panel(<SelfFocused />, <button type="button">Diagramme</button>));
  await new Promise((r) => setTimeout(r, 0));
  assert.is(document.activeElement, screen.getByRole('textbox', { name: 'Motif' }));
});

/** A panel opened from inside another, as a panel slot draws it: 'Chargement…' while its code comes, then its own dialog. */
let showOver: (s: 'none' | 'loading' | 'real') => void = () => {};
const Loading = () => <SidePanel open placeholder title="Chargement…" onClose={() => showOver('none')}><p>…</p></SidePanel>;
const Request = () => <SidePanel open title="Congé annuel" onClose={() => showOver('none')}><p>2 jours</p></SidePanel>;
function FormWithRequestOver() {
  const [over, setOver] = useState<'none' | 'loading' | 'real'>('none');
  showOver = setOver;
  return (
    <>
      <button type="button">Nouveau congé</button>
      <SidePanel open title="Nouvelle demande de congé" onClose={() => {}}>
        <button type="button">Voir la demande</button>
      </SidePanel>
      {over === 'loading' ? <Loading /> : over === 'real' ? <Request /> : null}
    </>
  );
}
const ticks = () => act(() => new Promise((r) => setTimeout(r, 20)));

test("persona review s45: a panel that showed 'Chargement…' first gives focus back to its opener when it closes, not to the page behind", async () => {
  await renderWithApp(<FormWithRequestOver />);
  // The dashboard's 'Nouveau congé' had the keyboard last outside the panels; then 'Voir la demande', inside the form.
  screen.getByRole('button', { name: 'Nouveau congé', hidden: true }).focus();
  const view = screen.getByRole('button', { name: 'Voir la demande' });
  view.focus();
  act(() => showOver('loading'));
  await ticks();
  assert.ok(screen.getByRole('dialog', { name: 'Chargement…' }).contains(document.activeElement), `focus in 'Chargement…': ${document.activeElement?.outerHTML.slice(0, 60)}`);
  act(() => showOver('real'));
  await ticks();
  act(() => showOver('none'));
  await ticks();
  assert.ok(document.activeElement === view, `focus on ${document.activeElement?.outerHTML.slice(0, 80)}`);
});

test.run();
