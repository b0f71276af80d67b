import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';

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
  /**
   * What the spec decides an event leads to (issue 24 item 7), judged on every edge of the traversal, from
   * each input, where the event is sent: a call made (an invoke of that id starts) or an effect run (an
   * action of that type). The expected answer reads the event and the record or form data through a rule
   * transcribed from the spec (tests/model/oracle/outcomes.ts), never the machine's guards.
   */
  outcomes?: SpecOutcome[];
  /** Further oracles of the walk that drive the machine themselves (a timeline on a simulated clock): each returns its disagreements with the spec. */
  judges?: Array<{ name: string; spec: string[]; judge(entry: RegisteredMachine): Promise<{ cells: number; wrong: string[] }> }>;
  /** Events to try in every state; invalid ones are simply not taken. */
  events: Array<EventObject & Record<string, unknown>>;
  /** Bound for simple-path search. */
  maxDepth?: number;
  /** Most states the traversal explores (default 20,000): a machine with a further parallel region multiplies them. */
  limit?: number;
}

export interface SpecOutcome {
  /** Requirement ids of tests/model/requirements.ts the rule transcribes. */
  spec: string[];
  /** The rule, in the spec's words. */
  rule: string;
  event: string;
  /** Where the rule applies (the screen the event comes from), by the snapshot before the event; default everywhere. */
  where?: (snapshot: AnyMachineSnapshot) => boolean;
  /** What follows when the rule says yes: a call (the invoke's id) or an effect (an action's type). */
  follows: { call: string } | { effect: string };
  /** Whether it must follow: a constant, or the spec's rule over the event and the machine's data (judged both ways then). */
  expect: boolean | ((event: EventObject & Record<string, unknown>, context: any) => boolean | 'gap');
}

// Errors are plain objects: the traversal tells events apart by their JSON, and every Error serialises to {}.
const done = (id: string, output?: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as EventObject;
const error = (id: string, err: unknown = { message: 'Error.Unknown' }) => ({ type: `xstate.error.actor.${id}`, error: err }) as EventObject;
const after = (delay: string | number, stateId: string) => ({ type: `xstate.after.${delay}.${stateId}` }) as EventObject;
/**
 * A decided record's held decisions (machines/shared/decided-record.ts, `holding`): taken back, sent at once, or
 * sent when the hold ends, from each of its holding states (their ids).
 */
const held = (...stateIds: string[]) => [{ type: 'decision.undo' }, { type: 'decision.now' }, ...stateIds.map((id) => after('HOLD', id))] as EventObject[];
export const graphEvents = { done, error, after, held };

