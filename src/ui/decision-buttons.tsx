import { useLayoutEffect, useRef, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon';
import { fillPlaceholders } from '../i18n/i18n';
import { focusLost } from './focus-lost';

/** The words of a decision's two sides: the buttons' ('Accepter'), and what a taken one is called ('Acceptation'). */
export interface DecisionLabels {
  accept: string;
  refuse: string;
  /** What the decision taken is called while it is held and once sent; the shell's 'Acceptation' and 'Refus' otherwise. */
  taken?: { accept: string; refuse: string };
}

/**
 * The decisions named in their own word, by the id their statechart gives them: a refunded note is not 'Acceptée'
 * (persona review, issue 36 item 1). The others read as an acceptance or a refusal.
 */
const OWN_WORD: Record<string, string> = {
  validate: 'decision.validated',
  refund: 'decision.refunded',
  cancel: 'decision.cancelled',
  process: 'decision.processed',
};

/**
 * What takes a held decision back: 'Annuler', except where the decision is itself a cancel ('Annulée'), whose undo
 * beside it read as its opposite (persona review: « Annulée [Annuler] »): 'Ne pas annuler'; undone, it says that nothing
 * was cancelled. The keys of the shell namespace, for the footer's button and the toast's (toast.held).
 */
export const heldWords = (decision?: string | null) =>
  decision === 'cancel' ? { undo: 'decision.keep', undone: 'toast.undoneCancel' } : { undo: 'toast.undo', undone: 'toast.undone' };

/**
 * What a taken decision is called: the caller's words for its two sides ('Résolue'), else the shell's word for that
 * decision ('Remboursée'), else 'Acceptée' or 'Refusée'.
 */
export function useTakenWord(taken: DecisionLabels['taken']) {
  const { t } = useTranslation('shell');
  return {
    t,
    word: (refusal: boolean, decision?: string | null, kind?: string) => {
      if (taken) return refusal ? taken.refuse : taken.accept;
      const own = decision ? OWN_WORD[decision] : undefined;
      // i18next's context: 'decision.refused_leaveRequest' where the language has it, else 'decision.refused'.
      return t(own ?? (refusal ? 'decision.refused' : 'decision.accepted'), { context: kind });
    },
  };
}

/** A decision as a row or a footer names it: which side, by which id, in whose words. */
export interface Named {
  refusal: boolean;
  /** The statechart's id of the decision ('accept', 'refund'…); without it, the side's word. */
  decision?: string | null;
  taken?: DecisionLabels['taken'];
  /**
   * The record's statechart id ('leaveRequest'), for a language whose word agrees with the record (persona review s34:
   * Arabic said 'مرفوض' in the row and the footer of a leave whose badge and chart say 'مرفوضة').
   */
  kind?: string;
}

/**
 * A decision taken and held before it is sent (issue 36 item 1), in the place of the buttons that took it: what was
 * decided, and 'Annuler' for the seconds it is held. Nothing moves under the pointer: same place, same height. The
 * second click of a double click on 'Accepter' lands on 'Annuler' (event.detail 2): it is not taken for an undo.
 */
export function HeldDecision(props: Named & { onUndo(): void }) {
  const { t, word } = useTakenWord(props.taken);
  return (
    <>
      <span className={`decision-taken ${props.refusal ? 'decision-taken-refusal' : ''}`}>{word(props.refusal, props.decision, props.kind)}</span>
      {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the button that took the decision is gone: the keyboard's focus goes to the one that takes it back */}
      <button type="button" className="btn btn-small decision-undo" onClick={(e) => e.detail < 2 && props.onUndo()} autoFocus>
        {t(heldWords(props.decision).undo)}
      </button>
    </>
  );
}

/**
 * Where a decision's way to the server is said (issue 36 item 1): on its way ('Acceptée · envoi en cours…', for as
 * long as a slow network takes), then sent. One polite live region that stays in the row from its first render, so
 * that what it says is announced, not only faded buttons seen. `label` says it in the record's own words where the
 * side's word says too little ('Acceptée par vous · en attente du niveau 2'). Empty while nothing is on its way or sent.
 */
export function DecisionStatus(props: Named & { sending: boolean; sent: boolean; label?: string | null; ref?: Ref<HTMLSpanElement> }) {
  const { t, word } = useTakenWord(props.taken);
  const said = props.label || word(props.refusal, props.decision, props.kind);
  const tone = `decision-taken ${props.refusal ? 'decision-taken-refusal' : ''}`;
  return (
    <span className="decision-status" role="status" ref={props.ref}>
      {props.sending ? (
        <span className={`${tone} decision-sending`}>
          <span className="decision-sending-dot" aria-hidden="true" />
          {fillPlaceholders(t('decision.sending'), said)}
        </span>
      ) : props.sent ? (
        <span className={`${tone} decision-sent`} title={t('decision.sent')}>
          <Icon name={props.refusal ? 'close' : 'check'} size={14} />
          {said}
          <span className="visually-hidden"> · {t('decision.sent')}</span>
        </span>
      ) : null}
    </span>
  );
}

/**
 * The pair that decides a record in place: the refusal (or 'not solved')
 * first, the acceptance (or 'solved') as the primary button, both disabled
 * while a call runs or where the record's statechart does not take them. Fed
 * by drivenDecision (src/ui/driven-decision.ts): the dashboard's decision rows
 * and the intervention's detail panel draw the same buttons from the same
 * events. While the decision is held, what was decided and 'Annuler' stand in
 * their place.
 */
export function DecisionButtons(props: {
  busy: boolean;
  canAccept: boolean;
  canRefuse: boolean;
  onAccept(): void;
  onRefuse(): void;
  held?: boolean;
  heldRefusal?: boolean;
  /** The held decision's id ('accept', 'validate'…), to name it. */
  decision?: string | null;
  sending?: boolean;
  onUndo?(): void;
  labels: DecisionLabels;
  /** The record's statechart id, for the held decision's word (Named). */
  kind?: string;
}) {
  const refuse = useRef<HTMLButtonElement>(null);
  const accept = useRef<HTMLButtonElement>(null);
  const held = !!(props.held && props.onUndo);
  useFocusAfterHold(held, !!props.sending, { undone: () => (props.heldRefusal ? refuse : accept).current });
  if (held) return <HeldDecision refusal={!!props.heldRefusal} decision={props.decision} taken={props.labels.taken} kind={props.kind} onUndo={props.onUndo!} />;
  return (
    <>
      <button ref={refuse} type="button" className="btn btn-small btn-danger" disabled={props.busy || !props.canRefuse} onClick={props.onRefuse}>
        {props.labels.refuse}
      </button>
      <button ref={accept} type="button" className="btn btn-small btn-primary" disabled={props.busy || !props.canAccept} onClick={props.onAccept}>
        {props.labels.accept}
      </button>
    </>
  );
}

type Focusable = () => HTMLElement | null | undefined;

/**
 * Where the keyboard goes when a hold ends, 'Annuler' gone with it (it fell to the page). Taken back (`undone`): the
 * button that took the decision, there again. Sent (the hold ended with the decision on its way, `sending`): what the
 * row offers next (`sent`: its 'Ouvrir'), so that a keyboard user goes on down the list from their row, not from the
 * top of the page. A send that fails brings the row's buttons back, 'Ouvrir' gone: the keyboard goes back to the
 * button that took the decision (`undone`), to try again (persona review: it fell to the page). A focus elsewhere (the
 * person moved on, or undid from the toast and clicked away) is left there.
 */
export function useFocusAfterHold(held: boolean, sending: boolean, to: { undone?: Focusable; sent?: Focusable }, sent = false) {
  const was = useRef({ held, sending });
  // Which button took it is known while it is held (the refusal or the acceptance); read then, used once undone.
  const whom = useRef(to);
  if (held) whom.current = to;
  // After a send that ended: what had the keyboard then, and until when the button is looked for.
  const back = useRef<{ from: Element | null; until: number } | null>(null);
  useLayoutEffect(() => {
    const ended = was.current.held && !held;
    const sendEnded = was.current.sending && !sending && !held;
    was.current = { held, sending };
    // Taken (`sent`), the row shows what it offers next; refused, its buttons come back, the record often read again
    // first ('Ouvrir' keeps the keyboard meanwhile, then goes): looked for below, as the row renders.
    if (sendEnded && !sent) back.current = { from: document.activeElement, until: performance.now() + 15000 };
    if (ended && focusLost()) (sending ? to.sent : whom.current.undone)?.()?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the end of a hold, and of its send, are the changes looked for; `to` and `sent` are read as they are then
  }, [held, sending]);
  // After a failed send the keyboard goes back to the button that took the decision once it can take it, unless the
  // person has gone elsewhere meanwhile (persona review: it fell to the page).
  useLayoutEffect(() => {
    const b = back.current;
    if (!b) return;
    const now = document.activeElement;
    if (held || performance.now() > b.until || (!focusLost() && now !== b.from)) {
      back.current = null;
      return;
    }
    const button = whom.current.undone?.();
    if (button && !button.matches(':disabled')) {
      button.focus();
      back.current = null;
    }
  });
}

/**
 * A panel's footer while its record's decision is held: what was decided (its own word: a refund is 'Remboursée')
 * and 'Annuler', within reach of the keyboard (the toast that says it too is outside the panel's focus trap).
 * Nothing while no decision is held.
 */
export function HeldInFooter(props: { s: { hasTag(tag: string): boolean; context: { held?: string | null }; machine: { id: string } }; send(event: { type: 'decision.undo' }): void }) {
  if (!props.s.hasTag('held')) return null;
  return <HeldDecision refusal={props.s.hasTag('refusal')} decision={props.s.context.held} kind={props.s.machine.id} onUndo={() => props.send({ type: 'decision.undo' })} />;
}
