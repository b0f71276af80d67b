import type { AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import type { Db } from '../../../server-fake/db/db';
import type { FakeBackend } from '../../../server-fake/make-server';
import type { fakeApi } from '../../unit/fake-api';
import type { ModelEvent, Persona, UiAdapter, UiPath } from '../ui/types';

/** The contract between the walk against the fake server (walk.ts) and the bindings of each area (<area>.ts). Read BINDINGS.md. */
export interface WalkContext {
  backend: FakeBackend;
  db: Db;
  /** Straight to the dispatcher as the persona (seeding, reading back), not through the held transport. */
  api: ReturnType<ReturnType<typeof fakeApi>['as']>;
  userId: number;
  path: UiPath;
  /** Index (1-based) of the step being run; 0 before the first. */
  step: number;
  /** What seed() chose for this path (ids), for input(), event() and checks. */
  data: Record<string, any>;
}

export type Check = (w: WalkContext, snapshot: AnyMachineSnapshot, event: ModelEvent) => void;

export interface FakeBinding {
  /** Registry id. */
  machine: string;
  persona: Persona;
  /** The UI adapter whose planning knowledge (faults, world/track/feasible, auto) the walk shares; the fields below override it. */
  like?: UiAdapter;
  /** The machine with its API actors provided by the real client functions. */
  provide(w: WalkContext): AnyStateMachine;
  /** The actor's input (default: the registry's). */
  input?(w: WalkContext): unknown;
  /** Seeds or chooses the data the path needs (the path is in w.path); runs before the actor starts. */
  seed?(w: WalkContext): void;
  /** The token the client sends, read from the machine (the session's own); default: the persona's, signed in before the path. */
  token?(snapshot: AnyMachineSnapshot): string | null;
  /** A concrete event for this database (real ids) from the model's; `snapshot` is the live actor's. */
  event?(e: ModelEvent, w: WalkContext, snapshot: AnyMachineSnapshot): ModelEvent;
  /**
   * A lifecycle chart without actors (the view calls the server, then the
   * chart takes the move): the call the view makes for a user event, awaited
   * before the event is sent. A refusal fails the path: the server must accept
   * every move the chart allows.
   */
  effect?(e: ModelEvent, w: WalkContext, snapshot: AnyMachineSnapshot): Promise<unknown> | undefined;
  faults?: UiAdapter['faults'];
  /** Error answers the server gives by its own rules with the path's data (no fault armed). */
  refusals?: string[];
  feasible?: UiAdapter['feasible'];
  world?: unknown;
  track?: UiAdapter['track'];
  auto?: string[];
  /** Per event type: after a step of that type, the server's data agrees with the machine (throw when not). */
  checks?: Record<string, Check>;
  /** Parts the server's logic can't produce, with the reason (reported, like the UI walk's waivers). */
  waived?: Record<string, string>;
  maxLength?: number;
}

/** A registered machine whose actors make no server call: reported as such, not walked. */
export interface NoServerCalls {
  machine: string;
  none: string;
}

export interface FakeWalkReport {
  id: string;
  mode: 'server' | 'none';
  /** Why a machine is not walked against the server. */
  reason?: string;
  paths: number;
  passed: number;
  failures: Array<{ path: number; step: number; event: string; message: string }>;
  states: string[];
  transitions: string[];
  total: { states: number; transitions: number };
  missing: { states: string[]; transitions: string[] };
  waived: Array<{ item: string; reason: string }>;
  /** Server calls made over all paths, and the endpoints they reached. */
  calls: number;
  endpoints: string[];
  /** Data checks passed (the server's data agreeing with the machine after a step). */
  checks: number;
  ms: number;
}

export type Binding = FakeBinding | NoServerCalls;
export const isNone = (b: Binding): b is NoServerCalls => typeof (b as NoServerCalls).none === 'string';
