import type { AnyStateMachine, EventObject } from 'xstate';

export interface RegisteredMachine {
  id: string;
  /** Path of the machine file under machines/. */
  file: string;
  machine: AnyStateMachine;
  input?: unknown;
  /**
   * Further inputs that matter (issue 24 item 3): who is looking (the owner, a
   * validator, a colleague) with and without the permissions of spec §6 the
   * guards read. The machine is walked from each one too, paths are planned
   * per input, and every guard must be taken both ways in the default gate.
   * The fake-server and UI walks start from `input`.
   */
  inputs?: Array<{ name: string; input: unknown }>;
  /** Guard sides that cannot happen, as the report prints them ('<transition> (never false)'), each with why; a waiver of a side taken fails. */
  guardSidesWaived?: Record<string, string>;
  /**
   * The machine's named delays as the spec gives them, in ms, each with its requirement id: the traversal
   * sends `after` events whatever a delay's length, so the walk checks the lengths against these.
   */
  delays?: Record<string, { ms: number; spec: string }>;
  /** Events to try in every state; invalid ones are simply not taken. */
  events: Array<EventObject & Record<string, unknown>>;
  /** Bound for simple-path search. */
  maxDepth?: number;
  /** Most states the traversal explores (default 20,000): a machine with a further parallel region multiplies them. */
  limit?: number;
}

// Errors are plain objects: the traversal tells events apart by their JSON, and every Error serialises to {}.
const done = (id: string, output?: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as EventObject;
const error = (id: string, err: unknown = { message: 'Error.Unknown' }) => ({ type: `xstate.error.actor.${id}`, error: err }) as EventObject;
const after = (delay: string | number, stateId: string) => ({ type: `xstate.after.${delay}.${stateId}` }) as EventObject;
export const graphEvents = { done, error, after };

