import { useContext, useState } from 'react';
import { useActorRef as useXStateActorRef } from '@xstate/react';
import { createActor as createXStateActor, type Actor, type ActorOptions, type AnyActorLogic, type InspectionEvent, type Observer } from 'xstate';
import { CurrentPanel, CurrentPlace, type Place } from '../ui/current-panel';

/**
 * Every actor of the app is created here, so that in demo and sandbox modes
 * each one is inspected through XState's public inspection API (the
 * `inspect` option; its children inherit it through their system) and is
 * known by where it was created: the open panel it runs in, and whether it
 * is one of the kernel's generic helpers (a resource read, a submit) or the
 * panel's own lifecycle. The demo's inspector selects a panel's machine by
 * that, not by a table of panels. In production nothing is inspected.
 */
export interface ActorOrigin {
  panelKey: number | null;
  panelKind: string | null;
  helper: boolean;
  /** The part of the page it serves, as words of the interface, outermost first (ui/current-panel.ts CurrentPlace). */
  place?: ReadonlyArray<Place>;
}

type Inspector = (origin: ActorOrigin) => Observer<InspectionEvent>;
let inspector: Inspector | null = null;

/** Demo and sandbox (kernel/inspection.ts): every actor created from now on is inspected. */
export function setInspector(i: Inspector | null) {
  inspector = i;
}

const outsidePanels: ActorOrigin = { panelKey: null, panelKind: null, helper: false };

function withInspection<T extends AnyActorLogic>(options: ActorOptions<T> | undefined, origin: ActorOrigin): ActorOptions<T> | undefined {
  return inspector ? { ...options, inspect: inspector(origin) } : options;
}

type CreateRest<T extends AnyActorLogic> = Parameters<typeof createXStateActor<T>> extends [unknown, ...infer R] ? R : never;
type UseRest<T extends AnyActorLogic> = Parameters<typeof useXStateActorRef<T>> extends [unknown, ...infer R] ? R : never;

/** xstate's createActor, inspected in demo and sandbox; `origin` names the panel it serves (none by default). */
export function createActor<T extends AnyActorLogic>(logic: T, ...[options]: CreateRest<T>): Actor<T> {
  return createInspectedActor(logic, options as ActorOptions<T> | undefined, outsidePanels);
}

export function createInspectedActor<T extends AnyActorLogic>(logic: T, options: ActorOptions<T> | undefined, origin: ActorOrigin): Actor<T> {
  return createXStateActor(logic, withInspection(options, origin) as never);
}

/** Where a component draws: the open panel around it, if any. */
export function useActorOrigin(helper = false, own?: Place): ActorOrigin {
  const panel = useContext(CurrentPanel);
  const around = useContext(CurrentPlace);
  const place = [around, own].filter((p): p is Place => !!p);
  return { panelKey: panel?.key ?? null, panelKind: panel?.kind ?? null, helper, ...(place.length ? { place } : {}) };
}

/**
 * The one way a component builds the logic of its own actor (its effects closing over the mount's callbacks, refs,
 * panel, person or record): once per mount; with `inputs`, again when one of them changes (Object.is). @xstate/react
 * keeps the running actor and hands it the new logic's implementations, so its effects read the person or record of
 * now, not of the first render. Held in state, not useMemo: a cache React may drop. Hand the result to useActorRef,
 * useHelperActorRef or usePagedList.
 */
export function useLogic<T extends AnyActorLogic>(build: () => T, inputs: readonly unknown[] = []): T {
  const [held, setHeld] = useState(() => ({ inputs, logic: build() }));
  if (inputs.length === held.inputs.length && inputs.every((x, i) => Object.is(x, held.inputs[i]))) return held.logic;
  // React's pattern for what is derived from the props of the last render: set during render, drawn again at once.
  const next = { inputs, logic: build() };
  setHeld(next);
  return next.logic;
}

/** @xstate/react's useActorRef, inspected in demo and sandbox with the panel the component draws in. */
export function useActorRef<T extends AnyActorLogic>(logic: T, ...[options, observer]: UseRest<T>): Actor<T> {
  return useInspectedActorRef(logic, options as ActorOptions<T> | undefined, useActorOrigin(), observer);
}

/**
 * The kernel's own hooks (useResource, useSubmit…) mark their actors as helpers: a click in a panel selects its own
 * lifecycle first. `place` names the part of the page it serves when the component holds several (CurrentPlace).
 */
export function useHelperActorRef<T extends AnyActorLogic>(logic: T, options?: UseRest<T>[0], place?: Place): Actor<T> {
  return useInspectedActorRef(logic, options as ActorOptions<T> | undefined, useActorOrigin(true, place));
}

function useInspectedActorRef<T extends AnyActorLogic>(logic: T, options: ActorOptions<T> | undefined, origin: ActorOrigin, observer?: unknown): Actor<T> {
  // The options are read once, at creation, as @xstate/react does.
  return (useXStateActorRef as (l: T, o?: ActorOptions<T>, obs?: unknown) => Actor<T>)(logic, withInspection(options, origin), observer);
}
