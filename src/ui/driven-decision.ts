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
  s: { hasTag(tag: string): boolean; can(event: E): boolean; context: { record: unknown; decided?: string | null } },
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
    onUndo: () => send({ type: 'decision.undo' }),
    /** The decision the server took from here ('accept', 'reject'…), or null. */
    sent: s.context.decided ?? null,
  };
}
