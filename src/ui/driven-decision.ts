/**
 * What a decided record's statechart (machines/shared/decided-record.ts) says
 * about accepting and refusing it in place, and the events that do it: busy
 * while a call runs, read or not yet, and whether its guards let this viewer
 * accept or refuse. The dashboard's rows and the leave list's rows draw their
 * buttons from it; the refusal's reason is asked by ReasonDialog (drivenBy).
 */
export function drivenDecision<E extends { type: string }>(
  s: { hasTag(tag: string): boolean; can(event: E): boolean; context: { record: unknown } },
  send: (event: E) => void,
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
  };
}
