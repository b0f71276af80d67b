/** The decisions that refuse (or close as not solved), by the ids the records' statecharts give them. */
const REFUSALS = new Set(['reject', 'refuse', 'refuseProcessing', 'closeWithRemark']);
export const isRefusal = (decision: string | null | undefined) => !!decision && REFUSALS.has(decision);

/**
 * What a decided record's statechart (machines/shared/decided-record.ts) says
 * about accepting and refusing it in place, and the events that do it: busy
 * while a call runs, read or not yet, and whether its guards let this viewer
 * accept or refuse; whether a decision is held (and undone by `onUndo`), and
 * the last one sent from here. The dashboard's rows and the leave list's rows
 * draw their buttons from it; the refusal's reason is asked by ReasonDialog
 * (drivenBy).
 */
export function drivenDecision<E extends { type: string }>(
  s: { hasTag(tag: string): boolean; can(event: E): boolean; context: { record: unknown; decided?: string | null; held?: string | null } },
  send: (event: E | { type: 'decision.undo' }) => void,
  accept: E,
  refuse: E,
) {
  return {
    busy: s.hasTag('busy'),
    loaded: s.context.record !== null,
    canAccept: s.can(accept),
    canRefuse: s.can(refuse),
    onAccept: () => send(accept),
    onRefuse: () => send(refuse),
    held: s.hasTag('held'),
    heldRefusal: s.hasTag('refusal'),
    /** The decision held, or on its way, or last sent from here, by its statechart's id ('accept', 'refund'…): to name it. */
    decision: s.context.held ?? null,
    /** On its way to the server: the row says so (a slow network would otherwise show only faded buttons). */
    sending: s.hasTag('deciding'),
    onUndo: () => send({ type: 'decision.undo' }),
    /** The decision the server took from here ('accept', 'reject'…), or null. */
    sent: s.context.decided ?? null,
  };
}

/** A move given as is, or chosen from the record once read (a form response's next status is among its own). */
type Move<S, E> = E | ((read: S) => E);
const moveOf = <S, E>(move: Move<S, E>, read: S) => (typeof move === 'function' ? (move as (read: S) => E)(read) : move);

/**
 * drivenDecision for a row whose record's statechart starts only when the person acts (useRecordOnDemand, issue 35
 * item 5): until then the row's own flags (`may`) say which buttons are offered, and a click starts the statechart
 * with the move to send once the record is read, if its guards take it then. Started, it is drivenDecision itself.
 */
export function drivenOnDemand<S extends Parameters<typeof drivenDecision<E>>[0], E extends { type: string }>(
  s: S | null,
  send: (event: E | { type: 'decision.undo' }) => void,
  act: (pick: (read: S) => E | null) => void,
  accept: Move<S, E>,
  refuse: Move<S, E>,
  may: { accept: boolean; refuse: boolean },
): ReturnType<typeof drivenDecision<E>> {
  if (s) return drivenDecision(s, send, moveOf(accept, s), moveOf(refuse, s));
  const on = (move: Move<S, E>) => () =>
    act((read) => {
      const event = moveOf(move, read);
      return read.can(event) ? event : null;
    });
  return { busy: false, loaded: true, canAccept: may.accept, canRefuse: may.refuse, onAccept: on(accept), onRefuse: on(refuse), held: false, heldRefusal: false, decision: null, sending: false, onUndo: () => {}, sent: null };
}
