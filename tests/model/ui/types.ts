import type { RegisteredMachine } from '../registry-types';
import type { Page } from 'playwright-core';
import type { EventObject } from 'xstate';

/**
 * The contract between the model-based UI walk (executor.ts) and one UI
 * adapter per registered machine (the `ui` part of its test model, tests/model/machines/<area>/<name>.model.ts). Read ADAPTERS.md.
 * Keep this interface stable: adapters of every area are written against it.
 */
export type Persona = 'employee' | 'manager' | 'hr' | 'owner' | 'support';
export type ModelEvent = EventObject & Record<string, unknown>;

export interface UiStep {
  /** 1-based position in the path. */
  index: number;
  event: ModelEvent;
  /** 'user': the adapter's action for event.type is run. 'answer': an invoked actor's done/error, a delay, or an event the app raises itself: the executor only waits. */
  kind: 'user' | 'answer';
  /** JSON of the machine's state value after the step (what the live actor must reach). */
  value: string;
  /** Active state node ids after the step (their assertions run when the state is stable). */
  states: string[];
}

export interface UiPath {
  machine: string;
  index: number;
  start: { value: string; states: string[] };
  steps: UiStep[];
}

export interface UiContext {
  page: Page;
  /** The whole path: start() may read it to choose data (which record to open so the load answers what the path needs). */
  path: UiPath;
  /** Index of the step being run (0 while start() runs). */
  step: number;
  mode: 'demo' | 'production';
  /** Origin of the app, e.g. http://127.0.0.1:4321. */
  url: string;
  /** Client-side navigation (no reload: the fake server and the inspection log are kept). */
  navigate(to: string): Promise<void>;
  /** Full load of a route: demo data rebuilt, live actors restarted (use for machines started at boot). Failures armed before (by the executor or failNext) carry over to the new page's fake server. */
  reload(to?: string): Promise<void>;
  /** openPanel(kind, params) of src/kernel/panel-store.ts, in the page (demo only). */
  openPanel(kind: string, params?: Record<string, unknown>): Promise<void>;
  /** Arms a one-shot failure on the in-page fake server (the executor does it from `faults`; for unusual cases). */
  failNext(method: string, pathPattern: string, message?: string, status?: number): Promise<void>;
  /** Latency of the in-page fake server for the rest of the path, in ms (demo only; the walk starts each path at 0). */
  latency(ms: number | [number, number]): Promise<void>;
  /** Runs a function in the page with the in-page fake backend (demo only): seed or read data. */
  backend<T, A = undefined>(fn: (backend: any, arg: A) => T, arg?: A): Promise<T>;
}

/** The call to fail, before the action that triggers it, when the path's next answer is an error event. */
export interface FaultSpec {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'HEAD';
  /** RegExp source matched against the request path, case-insensitive, e.g. '^/api/Reminder/(Create|Edit)$'. */
  path: string;
  /** Defaults to the error event's error.message (so the registry's messages show). */
  message?: string;
  /** HTTP status answered (default 500). */
  status?: number;
}

/** Where a planned event would be sent: the model state (value, context), the event that led there (null at the start) and the adapter's world (see `track`). */
export interface UiFrom {
  value: any;
  context: any;
  event: ModelEvent | null;
  world: any;
}

export type Action = (ui: UiContext, event: ModelEvent) => Promise<void>;
export type Assertion = (ui: UiContext) => Promise<void>;

export interface UiAdapter {
  /** The id of the machine's entry in its test model (tests/model/machines/<area>/<name>.model.ts), e.g. 'shell.reminderEditor'. */
  machine: string;
  /** Who is signed in for every path of this adapter. */
  persona: Persona;
  /**
   * Further inputs the UI produces (issue 24 item 3): the panel opened by another persona is the machine started
   * with another input (who is looking, with that persona's permissions: the other side of the guards of spec §6).
   * Each is planned from its own `input` (which must be what the view gives the machine for that persona: the live
   * actor is held to the path), walked signed in as its persona, and reported per input; `adapter` replaces what
   * differs for that persona (which record start() opens, what each state shows). Not in --production.
   */
  inputs?: UiInput[];
  /** Safe against a real system: no step of its paths writes. Only these run with --production. */
  readOnly?: boolean;
  /** User event types whose action writes (excluded from paths in --production). */
  writes?: string[];
  /**
   * The page each path rests on while the executor resets the fake server and arms the first faults ('/' by
   * default). Name a page that reads none of the calls the adapter fails: a view that reads one (the dashboard's
   * decision cards read response details) would take an armed failure meant for the machine's own call.
   */
  home?: string;
  /** Brings the UI to the machine's initial state (a fresh actor). Runs after the executor reset the fake server and closed panels. */
  start(ui: UiContext): Promise<void>;
  /** One user action per user event type: click, type, choose. */
  actions: Record<string, Action>;
  /** Per error event type (xstate.error.actor.<id>): the call to fail. An error event without one (or without `provoked`) is not feasible. */
  faults?: Record<string, FaultSpec | ((event: ModelEvent) => FaultSpec)>;
  /** Error event types the adapter's action brings about itself, nothing armed (e.g. a file the app refuses for its content). */
  provoked?: string[];
  /** Per state node id (e.g. 'reminderEditor.editing'): what the user sees. Run when the state is stable (next step is a user action, or the path ends). */
  states?: Record<string, Assertion>;
  /** Event types the app sends by itself (no user action), besides done/error/after events. */
  auto?: string[];
  /** Further restriction of the registry's events the UI can produce (e.g. only the done output the seeded data gives), given the model's context where it would be sent. */
  feasible?(event: ModelEvent, context: any, from: UiFrom): boolean;
  /**
   * What the UI's answers depend on beyond the machine's state, e.g. the record's status on the server: `world` at the
   * start (what start() opens), `track` folds each planned event into it; `feasible` reads it as `from.world` (and
   * `from.event`, the event that led to the state). Keep it finite (cap counters): the planner searches over states × worlds.
   */
  world?: unknown;
  track?(world: any, event: ModelEvent, from: UiFrom): unknown;
  /**
   * State node ids where user steps may be planned although a call or a short
   * timer is pending there (the walk runs with no latency, so by default only
   * answers are planned in such states). Make the wait real in start() with
   * ui.latency(ms), e.g. to abort an upload while it is sending.
   */
  interruptible?: string[];
  /**
   * States (node ids) and transitions (report keys, or a prefix ending in '*')
   * no view can reach, each with the reason. They are left out of the UI gate
   * but reported as waived, with the reason, in the terminal and the reports:
   * a finding to fix in the app, not a way to hide a failing path.
   */
  waived?: Record<string, string>;
  /**
   * Console errors the path expects, per event type of a step (or '(start)' for the whole path): once a step of that
   * type has run, console errors matching one of the patterns don't fail the path (e.g. the hub's 'connection lost'
   * after the walk drops the connection on purpose). Keep them narrow.
   */
  consoleErrors?: Record<string, RegExp | RegExp[]>;
  /** The paths leave the page in a state other adapters can't reuse (another persona, signed out): the executor closes it after each. */
  closeAfter?: boolean;
  /** Longest path the planner makes (default 16 steps). */
  maxLength?: number;
  /** Per-step wait for the live actor to reach the expected state (default 6000 ms). */
  timeout?: number;
}

export interface UiInput {
  name: string;
  persona: Persona;
  input: unknown;
  /** The registry's events as the server answers this persona (its own record rather than someone else's), when they differ. */
  events?: RegisteredMachine['events'];
  /** What the planner must cover from this input (default states: its paths show what this persona sees, the transitions are the main input's). */
  criterion?: 'states' | 'transitions';
  adapter?: Partial<Omit<UiAdapter, 'machine' | 'persona' | 'inputs'>>;
}

/** What the UI walk reports (executor.ts), per failing path and per machine, and how it is asked to run. */
export interface UiFailure {
  path: number;
  /** The input the path starts from (an adapter's `inputs`), when not the main one. */
  input?: string;
  step: number;
  event: string;
  message: string;
  events: string[];
  screenshot: string | null;
  replay: string;
}

export interface UiMachineReport {
  id: string;
  adapter: boolean;
  readOnly: boolean;
  paths: number;
  passed: number;
  failures: UiFailure[];
  states: { total: number; covered: number; missing: string[]; coveredIds: string[] };
  transitions: { total: number; covered: number; missing: string[]; coveredKeys: string[] };
  /** States and transitions the adapter declares unreachable from any view, with the reason (not gated, reported). */
  waived: Array<{ item: string; reason: string }>;
  /** What the adapter's feasible events can reach at all (in --production: without error and write steps). */
  planned: { states: string[]; transitions: string[] };
  /** How coverage was measured: the page's inspection (demo), or the steps of the paths that passed (production: no inspection in that build). */
  source: 'inspection' | 'assertions' | 'none';
  /** Paths that failed once and passed when run again in a fresh page: passed, and listed with their first failure. */
  flaky: UiFailure[];
  /** Per input walked (the adapter's persona first, then its `inputs`): who, its paths, how many passed, the states its paths reached in the page. */
  inputs: Array<{ name: string; persona: Persona; paths: number; passed: number; states: string[] }>;
  ms: number;
}

export interface UiWalkOptions {
  entries: RegisteredMachine[];
  adapters: UiAdapter[];
  criterion: 'states' | 'transitions';
  production?: { api: string; hub: string };
  pages?: number;
  onlyPath?: number;
  /** Runs of a failed path again in a fresh page before it counts as failed (default 1; 0 in a replay). */
  retries?: number;
  outDir: string;
  log?: (line: string) => void;
}
