import { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useSelector } from '@xstate/react';
import { waitFor, type Actor, type ActorOptions, type AnyActorLogic, type EventFrom, type InputFrom, type SnapshotFrom } from 'xstate';
import { createActor, createInspectedActor, useActorOrigin, useActorRef, useLogic } from './actors';
import i18next from 'i18next';
import { toast } from '../ui/toast-store';
import { focusLost } from '../ui/focus-lost';
import { fillPlaceholders } from '../i18n/i18n';
import { inHand, isHeld, isSettled, type Held } from './decisions-in-hand';

/** At rest (not reading, not sending, no decision held, no reason dialog up) on a failure, nothing decided from here. */
const failedAtRest = (s: unknown) => {
  const x = s as Held & { context: { error?: string | null; decided?: string | null } };
  return x.status === 'active' && !!x.context.error && !x.context.decided && !['busy', 'held', 'asking'].some((tag) => x.hasTag?.(tag));
};
/**
 * A decision held in a record's statechart (machines/shared/decided-record.ts, `holding`) is sent at once when its
 * row or panel goes (issue 36 item 1: the page is left). The actor that held it is stopped with its component, so an
 * heir takes over: the same logic from the held snapshot (XState's persisted snapshots), told 'decision.now', and
 * stopped once the decision is sent and the record read again; its effects say it and tell the change feeds, as the
 * first actor's would have. A page that unloads sends it from the actor itself.
 */
function useSendHeldOnLeave<T extends AnyActorLogic>(logic: T, actor: Actor<T> | null, input: InputFrom<T>) {
  useLayoutEffect(() => {
    if (!actor) return;
    const now = () => isHeld(actor.getSnapshot()) && actor.send({ type: 'decision.now' } as never);
    window.addEventListener('pagehide', now);
    inHand.add(actor);
    return () => {
      window.removeEventListener('pagehide', now);
      inHand.delete(actor);
      if (!isHeld(actor.getSnapshot())) return;
      const heir = (createActor as (l: T, o: ActorOptions<T>) => Actor<T>)(logic, { snapshot: actor.getPersistedSnapshot(), input } as ActorOptions<T>);
      const done = heir.subscribe((s) => {
        if (isSettled(s)) {
          done.unsubscribe();
          inHand.delete(heir);
          heir.stop();
        }
      });
      inHand.add(heir);
      heir.start();
      heir.send({ type: 'decision.now' } as never);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the input of the mount: the heir carries the held snapshot, which holds what the decision needs
  }, [logic, actor]);
}

/**
 * A record's statechart where a panel or a list row drives it: the logic its
 * effects file builds, built once per mount (the callbacks it closes over are
 * the mount's; a panel's onClose closes the same panel from any render), the
 * actor started with `input`, and its whole snapshot, as drivenDecision and
 * drivenBy read it. A decision still held when it goes is sent then.
 */
export function useRecordActor<T extends AnyActorLogic>(build: () => T, input: InputFrom<T>): [SnapshotFrom<T>, Actor<T>] {
  const logic = useLogic(build);
  const actor = (useActorRef as (l: T, o: ActorOptions<T>) => Actor<T>)(logic, { input });
  useSendHeldOnLeave(logic, actor, input);
  const snapshot = useSelector(actor, (s) => s as SnapshotFrom<T>);
  return [snapshot, actor];
}

/**
 * A record's statechart for a row of a list that already says whether the viewer decides it (the leave row's
 * canApproved, the document's isApprover…): nothing runs, and nothing is read, until the person acts (issue 35
 * item 5). `act` starts the actor, which reads the record as its panel would, and once read sends the move `pick`
 * chooses from that reading, if its guards still take it (someone else may have decided meanwhile: the row then shows
 * where the record stands). Until then `snapshot` is null and the row draws from its own flags. A decision held when
 * the row goes is sent, as with useRecordActor.
 */
/** A read slower than this sends nothing: the row then offers the moves its statechart takes, to be clicked again. */
const READ_WAIT_MS = 15000;

export interface OnDemand<T extends AnyActorLogic> {
  /** The statechart's snapshot once the person acted; null before. */
  snapshot: SnapshotFrom<T> | null;
  send(event: EventFrom<T>): void;
  /** Starts the statechart, and sends what `pick` chooses once the record is read. */
  act(pick: (read: SnapshotFrom<T>) => EventFrom<T> | null): void;
}

/** `about` names the row's subject (the person asking, an intervention's title) in what a failure says. */
export function useRecordOnDemand<T extends AnyActorLogic>(build: () => T, input: InputFrom<T>, about: string): OnDemand<T> {
  const logic = useLogic(build);
  const origin = useActorOrigin();
  // The actor this row started, once it did: created in the person's click, not in a render, so there is no
  // mount to replay; the row's whole lifecycle is the statechart's.
  const [actor, setActor] = useState<Actor<T> | null>(null);
  // The button the person pressed: disabled while the record is read, it loses the keyboard's focus.
  const pressed = useRef<HTMLElement | null>(null);
  useSendHeldOnLeave(logic, actor, input);
  useEffect(() => (actor ? () => void actor.stop() : undefined), [actor]);
  const subscribe = useCallback((onChange: () => void) => (actor ? actor.subscribe(onChange).unsubscribe : () => {}), [actor]);
  const snapshot = useSyncExternalStore(subscribe, () => (actor?.getSnapshot() as SnapshotFrom<T> | undefined) ?? null);
  // A statechart at rest on a failure, with nothing decided from here (its first read failed; or its decision was
  // refused, or sent and the record could not be read again): the row goes back to its own flags, its buttons there
  // to try again, the keyboard where it was. Greyed buttons, or 'Ouvrir' alone, left the person stuck (persona review).
  // The failure is said: a decision's by its effects, naming whose it was; a first read's here.
  useEffect(() => {
    if (!actor || !snapshot || !failedAtRest(snapshot)) return;
    const { record, error } = (snapshot as { context: { record?: unknown; error?: string | null } }).context;
    // Read failing before any decision: it says that nothing was decided, over why (persona review: a bare 'Service
    // indisponible' left the manager unsure whether the acceptance went).
    // Whose: the review after found 'Rien n'a été décidé' alone, the manager unsure which row it meant.
    if (record === null) toast.error(error || 'Error.Unknown', { title: fillPlaceholders(i18next.t('toast.nothingDecidedFor', { ns: 'deferred' }), about) });
    setActor(null);
    requestAnimationFrame(() => {
      if (focusLost() && pressed.current?.isConnected) pressed.current.focus();
    });
  }, [actor, snapshot, about]);
  const send = (event: EventFrom<T>) => actor?.send(event);
  const act = (pick: (read: SnapshotFrom<T>) => EventFrom<T> | null) => {
    if (actor) return;
    pressed.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const started = createInspectedActor(logic, { input } as ActorOptions<T>, origin);
    setActor(started);
    started.start();
    waitFor(started, (s) => !(s as { hasTag(tag: string): boolean }).hasTag('busy'), { timeout: READ_WAIT_MS })
      .then((read) => {
        // Not read: nothing to decide on (said above, as the row goes back to its flags).
        if ((read as { context: { record?: unknown } }).context.record === null) return;
        // Read, the move goes.
        const event = pick(read as SnapshotFrom<T>);
        if (event) started.send(event);
      })
      .catch(() => {});
  };
  return { snapshot, send, act };
}
