import i18next from 'i18next';
import type { AnyActorRef } from 'xstate';
import { DECISION_HOLD_MS } from '../../machines/shared/decided-record';
import { doneText, toast } from '../ui/toast-store';
import { heldWords } from '../ui/decision-buttons';
import { fillPlaceholders } from '../i18n/i18n';

/** What a decision says, in the area's words: its namespace, its key ('toast.leave.accept') and who or what it names. */
export type DecisionWords<C> = (context: C, decision: string) => [ns: string | readonly string[], key: string, ...objects: Array<string | number | null | undefined>];

const named = (x: unknown): x is string | number => (typeof x === 'string' && x.trim() !== '') || typeof x === 'number';

/**
 * The on-screen side of a decision held before it is sent (machines/shared/decided-record.ts, `holding`), for a
 * record's effects file: while held, a toast names what was decided and for whom, says it goes in five seconds and
 * offers 'Annuler' (which sends the statechart 'decision.undo'); when the hold ends, the toast goes, and an undo says
 * that nothing was sent.
 * Its sending is said by the effects' `decided`, in the same words; a send that fails says the server's message
 * under the same words (`failed`), so that the person knows whose decision did not go: five seconds later, on a
 * list, the row that failed is no longer the one looked at (persona review).
 */
export function holdToasts<C extends { id: number }>(machineId: string, words: DecisionWords<C>) {
  const owner = (c: C) => `${machineId}#${c.id}`;
  return {
    held: ({ context, self }: { context: C; self: AnyActorRef }, { decision }: { decision: string }) => {
      const [ns, key, ...objects] = words(context, decision);
      const title = objects.every(named) ? doneText(ns, key, ...objects) : i18next.t('toast.heldDecision', { ns: 'deferred' });
      toast.held(owner(context), title, () => self.send({ type: 'decision.undo' }), DECISION_HOLD_MS, heldWords(decision));
    },
    // The exit's event says how the hold ended: taken back ('decision.undo'), or sent (its time, or the page left).
    unheld: ({ context, event }: { context: C; event: { type: string } }) => toast.release(owner(context), event.type === 'decision.undo'),
    // Any failure of the record's statechart: the server's message, in the area's words. The held decision's own call
    // (its invoke bears the decision's id) is named above it, quoted: 'Échec : « Congé de Karim Benali accepté » n’a
    // pas été envoyé' (a bare 'accepté' after 'non envoyée' read as a contradiction: persona review).
    failed: ({ context, event }: { context: C & { held?: string | null }; event: { type: string } }, { message }: { message: string }) => {
      const [ns, key, ...objects] = words(context, context.held ?? '');
      const ofHeld = !!context.held && event.type === `xstate.error.actor.${context.held}` && objects.every(named);
      const title = ofHeld ? fillPlaceholders(i18next.t('toast.notSent', { ns: 'deferred' }), doneText(ns, key, ...objects.filter(named))) : undefined;
      // A decision not sent stays said until the person closes it: its row went back to its buttons without a word, and
      // someone who looked away for six seconds never learnt it failed (persona review, manager). A read of the record
      // after it does not make it untrue, so it has no owner to withdraw it.
      toast.error(message, { ns: [...[ns].flat(), 'common'], title, ...(ofHeld ? { stays: true } : { owner: owner(context) }) });
    },
    // The record read after a failure said in a toast (spec 4 section 8, the detail's read): that toast is no longer true.
    recovered: ({ context }: { context: C }) => toast.withdraw(owner(context)),
  };
}
