import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './icon';

/** The words of a decision's two sides: the buttons' ('Accepter'), and what a taken one is called ('Acceptation'). */
export interface DecisionLabels {
  accept: string;
  refuse: string;
  /** What the decision taken is called while it is held and once sent; the shell's 'Acceptation' and 'Refus' otherwise. */
  taken?: { accept: string; refuse: string };
}

/** What a taken decision is called: the caller's words ('Résolue'), else the shell's 'Acceptée' and 'Refusée'. */
function useTaken(taken: DecisionLabels['taken']) {
  const { t } = useTranslation('shell');
  return { t, taken: taken ?? { accept: t('decision.accepted'), refuse: t('decision.refused') } };
}

/**
 * A decision taken and held before it is sent (issue 36 item 1), in the place of the buttons that took it: what was
 * decided, and 'Annuler' for the seconds it is held. Nothing moves under the pointer: same place, same height. The
 * second click of a double click on 'Accepter' lands on 'Annuler' (event.detail 2): it is not taken for an undo.
 */
export function HeldDecision(props: { refusal: boolean; taken?: DecisionLabels['taken']; onUndo(): void }) {
  const { t, taken } = useTaken(props.taken);
  return (
    <>
      <span className={`decision-taken ${props.refusal ? 'decision-taken-refusal' : ''}`}>{props.refusal ? taken.refuse : taken.accept}</span>
      {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the button that took the decision is gone: the keyboard's focus goes to the one that takes it back */}
      <button type="button" className="btn btn-small decision-undo" onClick={(e) => e.detail < 2 && props.onUndo()} autoFocus>
        {t('toast.undo')}
      </button>
    </>
  );
}

/** A decision sent from here: what it was, marked done, where its buttons stood (the row stays until the person moves on). */
export function SentDecision(props: { refusal: boolean; taken?: DecisionLabels['taken'] }) {
  const { t, taken } = useTaken(props.taken);
  return (
    <span className={`decision-taken decision-sent ${props.refusal ? 'decision-taken-refusal' : ''}`} title={t('decision.sent')}>
      <Icon name={props.refusal ? 'close' : 'check'} size={14} />
      {props.refusal ? taken.refuse : taken.accept}
      <span className="visually-hidden"> · {t('decision.sent')}</span>
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
  onUndo?(): void;
  labels: DecisionLabels;
}) {
  const refuse = useRef<HTMLButtonElement>(null);
  const accept = useRef<HTMLButtonElement>(null);
  const held = !!(props.held && props.onUndo);
  useFocusBackAfterUndo(held, () => (props.heldRefusal ? refuse : accept).current);
  if (held) return <HeldDecision refusal={!!props.heldRefusal} taken={props.labels.taken} onUndo={props.onUndo!} />;
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

/**
 * Taken back, the decision's buttons come again and 'Annuler' is gone: the keyboard's focus, which was on 'Annuler'
 * (or fell to the page with it), goes back to the button that took the decision. A focus elsewhere (the person moved
 * on, or undid from the toast and clicked away) is left where it is.
 */
export function useFocusBackAfterUndo(held: boolean, taker: () => HTMLElement | null | undefined) {
  const was = useRef(held);
  // Which button took it is known while it is held (the refusal or the acceptance); read then, used once undone.
  const whom = useRef(taker);
  if (held) whom.current = taker;
  useLayoutEffect(() => {
    const undone = was.current && !held;
    was.current = held;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (undone && lost) whom.current()?.focus();
  }, [held]);
}

/**
 * A panel's footer while its record's decision is held: what was decided and 'Annuler', within reach of the keyboard
 * (the toast that says it too is outside the panel's focus trap). Nothing while no decision is held.
 */
export function HeldInFooter(props: { s: { hasTag(tag: string): boolean }; send(event: { type: 'decision.undo' }): void }) {
  if (!props.s.hasTag('held')) return null;
  return <HeldDecision refusal={props.s.hasTag('refusal')} onUndo={() => props.send({ type: 'decision.undo' })} />;
}
