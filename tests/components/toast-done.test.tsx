import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act, cleanup, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ToastRegion } from '../../src/ui/toast-region';
import { toast, toasts } from '../../src/ui/toast-store';
import { changeLanguage } from '../../src/i18n/i18n';
import { leaveRequestLogic } from '../../src/features/leave/leave-request.effects';
import { expenseNoteLogic } from '../../src/features/expenses/expense-note.effects';
import { requestLogic } from '../../src/features/documents/request.effects';
import type { LeaveDetail } from '../../src/domain/leave';
import type { Note } from '../../src/domain/expenses';
import type { Demand } from '../../src/domain/documents';
import { renderWithApp } from './render';

/*
 * Issue 34: a success says what was done to what, in the reader's language,
 * above the spec's message (Default.succesMessage). Driven through the areas'
 * own effects, as their panels run them, with the server's answers given.
 */
/** Closes every toast (the store outlives a test: the next file would meet them), then unmounts. */
const closeAll = () => act(async () => document.querySelectorAll<HTMLButtonElement>('.toast button.icon-button').forEach((b) => b.click()));

test.after.each(async () => {
  await closeAll();
  cleanup();
  await changeLanguage('fr');
});

/** The success toast whose first line is `title`: its two lines. */
async function successToast(title: string) {
  const region = screen.getByRole('region', { name: /./ });
  const line = await within(region).findByText(title, { normalizer: (s) => s }, { timeout: 2000 });
  const box = line.closest('.toast-success');
  assert.ok(box, `'${title}' is a success toast`);
  return box as HTMLElement;
}

/**
 * The toast of a decision held before it is sent (issue 36 item 1): what was decided for whom over 'Envoi dans 5
 * secondes.', with 'Annuler'; not a success yet.
 */
async function heldToast(title: string) {
  const region = screen.getByRole('region', { name: /./ });
  const line = await within(region).findByText(title, { normalizer: (s) => s }, { timeout: 2000 });
  const box = line.closest('.toast') as HTMLElement | null;
  assert.ok(box, `'${title}' is a toast`);
  assert.not.ok(box.classList.contains('toast-success'), 'held, not a success yet');
  return box;
}

/** What the page's `pagehide` (or the hold's five seconds) does to a held decision: it is sent now. */
const sendNow = (actor: { send(event: { type: 'decision.now' }): void }) => act(async () => void actor.send({ type: 'decision.now' }));

const leave = { id: 7, fk_User: 9, statut: 'En_Cour', canApproved: true, levelType: 1, type: 'Congé annuel', demandeUser: { id: 9, fullName: 'Karim Benali', image: null, fonctionName: null } } as unknown as LeaveDetail;

test("fr: an approver's accept says 'Congé de Karim Benali accepté', over the spec's success message", async () => {
  await renderWithApp(<ToastRegion />);
  await i18next.loadNamespaces(['leave']);
  const accepted: unknown[] = [];
  const actor = createActor(leaveRequestLogic({ onClose: () => {} }).provide({ actors: { load: fromPromise(async () => leave), acceptRequest: fromPromise(async ({ input }): Promise<unknown> => (accepted.push(input), null)) } }), { input: { id: 7, userId: 2, permissions: [] } }).start();
  await waitFor(actor, (s) => s.matches({ ready: 'pending' }));
  await act(async () => void actor.send({ type: 'leave.accept' }));
  // Held first (issue 36 item 1): the toast names the decision, says when it goes and offers to take it back; nothing sent.
  const held = await heldToast('Congé de Karim Benali accepté');
  assert.ok(held.textContent?.includes('Envoi dans 5 secondes.'), 'it says when it goes');
  assert.ok(within(held).getByRole('button', { name: 'Annuler' }), 'and offers to take it back');
  assert.is(accepted.length, 0, 'nothing sent while held');
  await sendNow(actor);
  assert.is(accepted.length, 1, 'sent once the hold ends');
  const box = await successToast('Congé de Karim Benali accepté');
  assert.ok(box.textContent?.includes('Opération effectuée avec succès'), "the spec's key still says it went well");
  actor.stop();
});

const note = { id: 3, title: 'Mission Paris', status: 0, affectedUserId: 9, currency: 'MAD' } as unknown as Note;
const noteActor = () =>
  createActor(expenseNoteLogic({ onClose: () => {} }).provide({ actors: { load: fromPromise(async () => note), changeStatus: fromPromise(async (): Promise<unknown> => null) } }), { input: { id: 3, viewerId: 9, permissions: ['Profile.Expenses.Edit'] } }).start();

test("fr: the owner's submit says 'Note « Mission Paris » envoyée'", async () => {
  await renderWithApp(<ToastRegion />);
  await i18next.loadNamespaces(['expenses']);
  const actor = noteActor();
  await waitFor(actor, (s) => s.matches({ ready: 'draft' }));
  await act(async () => void actor.send({ type: 'note.submit' }));
  await successToast('Note « Mission Paris » envoyée');
  actor.stop();
});

test('a long name is cut with an ellipsis so the sentence still ends with what was done (persona review at 390 px)', async () => {
  await renderWithApp(<ToastRegion />);
  await i18next.loadNamespaces(['expenses']);
  const long = 'Congé exceptionnel pour événement familial (mariage, naissance, décès)';
  const actor = createActor(expenseNoteLogic({ onClose: () => {} }).provide({ actors: { load: fromPromise(async () => ({ ...note, title: long }) as Note), changeStatus: fromPromise(async (): Promise<unknown> => null) } }), { input: { id: 3, viewerId: 9, permissions: ['Profile.Expenses.Edit'] } }).start();
  await waitFor(actor, (s) => s.matches({ ready: 'draft' }));
  await act(async () => void actor.send({ type: 'note.submit' }));
  await successToast('Note « Congé exceptionnel pour événement… » envoyée');
  actor.stop();
});

test('ar: the same submit in Arabic, the title isolated so its direction does not reorder the sentence', async () => {
  await changeLanguage('ar');
  await renderWithApp(<ToastRegion />);
  await i18next.loadNamespaces(['expenses', 'common']);
  const actor = noteActor();
  await waitFor(actor, (s) => s.matches({ ready: 'draft' }));
  await act(async () => void actor.send({ type: 'note.submit' }));
  const box = await successToast('تم إرسال مذكرة المصاريف «\u2068Mission Paris\u2069»');
  assert.ok(box.textContent?.includes('تمت العملية بنجاح'), "the spec's message in Arabic");
  assert.not.ok(box.textContent?.includes('Opération'), 'no French left');
  actor.stop();
});

const demand = { id: 5, status: 0, processed: false, isApprover: true, type: 'Attestation de travail', userFullName: 'Salma Bennani', userid: 4 } as unknown as Demand;

test("ar: a document request refused names the document and the person; fr says 'Demande « Attestation de travail » de Salma Bennani refusée'", async () => {
  for (const [lng, title] of [
    ['ar', 'تم رفض طلب «\u2068Attestation de travail\u2069» الخاص بـ \u2068Salma Bennani\u2069'],
    ['fr', 'Demande « Attestation de travail » de Salma Bennani refusée'],
  ] as const) {
    await changeLanguage(lng);
    await renderWithApp(<ToastRegion />);
    await i18next.loadNamespaces(['documents', 'common']);
    const actor = createActor(requestLogic({ onClose: () => {} }).provide({ actors: { load: fromPromise(async () => demand), decide: fromPromise(async (): Promise<unknown> => null) } }), { input: { id: 5, canManage: true, userId: 2 } }).start();
    await waitFor(actor, (s) => s.hasTag('busy') === false && s.can({ type: 'request.refuse' }));
    await act(async () => void actor.send({ type: 'request.refuse' }));
    await act(async () => void actor.send({ type: 'reason.confirm', reason: 'Pièce manquante' }));
    // Held first (issue 36 item 1), in the same words, then sent.
    await heldToast(title);
    await sendNow(actor);
    await successToast(title);
    actor.stop();
    await closeAll();
    cleanup();
  }
});

test("fr: an acceptance the server refuses says whose decision did not go, over the server's message; a failed read names nothing", async () => {
  await renderWithApp(<ToastRegion />);
  await i18next.loadNamespaces(['leave', 'common']);
  let reads = 0;
  const actor = createActor(
    leaveRequestLogic({ onClose: () => {} }).provide({
      actors: {
        // The first read answers; the one after the failed send fails too.
        load: fromPromise(async () => {
          if (reads++ > 0) throw Object.assign(new Error('Error.Status.503'), { status: 503 });
          return leave;
        }),
        acceptRequest: fromPromise(async (): Promise<unknown> => {
          throw Object.assign(new Error('Error.Status.500'), { status: 500 });
        }),
      },
    }),
    { input: { id: 7, userId: 2, permissions: [] } },
  ).start();
  await waitFor(actor, (s) => s.matches({ ready: 'pending' }));
  await act(async () => void actor.send({ type: 'leave.accept' }));
  await sendNow(actor);
  const region = screen.getByRole('region', { name: /./ });
  const title = await within(region).findByText('Échec : « Congé de Karim Benali accepté » n’a pas été envoyé', { normalizer: (s) => s }, { timeout: 2000 });
  const box = title.closest('.toast-error');
  assert.ok(box, 'an error toast');
  assert.not.ok(box!.textContent?.includes('Error.Status'), "the server's message in words, not its key");
  await waitFor(actor, (s) => s.matches('failure'));
  // Persona review: it stays until closed (it went after six seconds, the row back to its buttons without a word).
  assert.is(toasts.get().find((x) => x.title?.startsWith('Échec'))?.lasts, 0, 'a decision not sent is said until the person closes it');
  assert.ok(region.textContent?.includes('n’a pas été envoyé'), 'the failed read after it did not take it away');
  assert.is(region.querySelectorAll('.toast-error strong').length, 1, 'the read that failed after it is not said as a decision not sent');
  assert.is(region.querySelectorAll('.toast-success').length, 0, 'nothing said done');
  actor.stop();
});

test('a record that gives no name: the spec message alone, never a sentence with a hole', async () => {
  await renderWithApp(<ToastRegion />);
  await i18next.loadNamespaces(['leave']);
  await act(async () => void toast.done('leave', 'toast.leave.accept', undefined));
  const region = screen.getByRole('region', { name: /./ });
  const boxes = within(region).getAllByRole('status');
  const last = boxes[boxes.length - 1]!;
  assert.is(last.querySelector('strong'), null, 'no title');
  assert.ok(last.textContent?.includes('Opération effectuée avec succès'));
  assert.not.ok(region.textContent?.includes('Congé de  accepté'));
});

test.run();
