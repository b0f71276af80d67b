import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ConfirmDialog } from '../../src/ui/confirm-dialog';
import { useConfirm } from '../../src/kernel/use-confirm';
import { ApiError } from '../../src/api/api-error';
import { i18nReady } from './render';

/**
 * The one confirm-and-act dialog (useConfirm over machines/shared/confirm.machine.ts, issue 35 item 4): asked about
 * one thing, busy while the call runs so a second click sends nothing, the server's message in place on a failure
 * (the dialog stays, to try again), closed and told once the call succeeded; Annuler sends nothing.
 */
test.before(async () => void (await i18nReady()));
test.after.each(cleanup);

interface Thing {
  id: number;
  title: string;
}
type Settle = { resolve(): void; reject(e: unknown): void };

function Deleting(props: { act(t: Thing): Promise<unknown>; done(t: Thing): void }) {
  const c = useConfirm(props.act, { onDone: props.done, ns: 'forms' });
  return (
    <>
      <button type="button" onClick={() => c.ask({ id: 7, title: 'Satisfaction' })}>
        Supprimer le formulaire
      </button>
      <ConfirmDialog {...c.dialog}>{c.target ? `Supprimer « ${c.target.title} » ?` : null}</ConfirmDialog>
    </>
  );
}

async function setup() {
  const calls: Thing[] = [];
  const done: Thing[] = [];
  const settle: Settle[] = [];
  render(<Deleting act={(t) => (calls.push(t), new Promise<void>((resolve, reject) => settle.push({ resolve, reject })))} done={(t) => done.push(t)} />);
  // The area's words load lazily (the component suspends until they are in).
  fireEvent.click(await screen.findByRole('button', { name: 'Supprimer le formulaire' }));
  const dialog = screen.getByRole('alertdialog');
  const confirm = () => screen.getByRole('button', { name: 'Supprimer' }) as HTMLButtonElement;
  return { calls, done, settle, dialog, confirm };
}

test('asked about one thing; confirmed twice quickly, the call is made once and the dialog is busy meanwhile', async () => {
  const { calls, done, settle, dialog, confirm } = await setup();
  assert.ok(dialog.textContent?.includes('Supprimer « Satisfaction » ?'), 'it names what it asks about');
  fireEvent.click(confirm());
  fireEvent.click(confirm());
  assert.equal(calls, [{ id: 7, title: 'Satisfaction' }], 'one call');
  assert.ok(confirm().disabled, 'busy while the call runs');
  assert.is(confirm().getAttribute('aria-busy'), 'true');
  await act(async () => settle[0]!.resolve());
  assert.is(screen.queryByRole('alertdialog'), null, 'closed once done');
  assert.equal(done, [{ id: 7, title: 'Satisfaction' }], 'told once, with what was confirmed');
});

test("a failure keeps the dialog with the server's message in place, in the area's words; trying again calls again", async () => {
  const { calls, done, settle, confirm } = await setup();
  fireEvent.click(confirm());
  await act(async () => settle[0]!.reject(new ApiError('Form.StatusNotAllowed', 400, 'server')));
  const alert = screen.getByRole('alertdialog').querySelector('[role=alert]');
  assert.ok(alert, 'the message is in the dialog');
  assert.not.match(alert!.textContent!, /Form\.StatusNotAllowed/, 'translated, not a key');
  assert.not.ok(confirm().disabled, 'the person can try again');
  fireEvent.click(confirm());
  assert.is(calls.length, 2);
  await act(async () => settle[1]!.resolve());
  assert.is(screen.queryByRole('alertdialog'), null);
  assert.is(done.length, 1);
});

test('busy, Annuler waits too: the call runs to its answer, which the dialog then shows', async () => {
  const { settle, confirm } = await setup();
  const cancel = () => screen.getByRole('button', { name: 'Annuler' }) as HTMLButtonElement;
  fireEvent.click(confirm());
  assert.ok(cancel().disabled, 'Annuler is disabled while the call runs (the statechart would not take it)');
  await act(async () => settle[0]!.resolve());
});

test("the keyboard opens on Annuler, not on a step offered beside the answer (persona review: Enter on 'Exporter d'abord' downloaded a file)", async () => {
  render(
    <ConfirmDialog open title="Réinitialiser « formation » ?" confirmLabel="Réinitialiser" onConfirm={() => {}} onCancel={() => {}} extra={<button type="button">Exporter d'abord</button>}>
      <p>Tout ce qui a été fait sera perdu.</p>
    </ConfirmDialog>,
  );
  const dialog = await screen.findByRole('alertdialog');
  await act(async () => new Promise((r) => setTimeout(r, 0)));
  assert.is(document.activeElement?.textContent, 'Annuler');
  assert.ok(dialog.contains(document.activeElement));
});

test('Annuler closes it and sends nothing', async () => {
  const { calls, done } = await setup();
  fireEvent.click(screen.getByRole('button', { name: 'Annuler' }));
  assert.is(screen.queryByRole('alertdialog'), null);
  assert.equal(calls, []);
  assert.equal(done, []);
});

test.run();
