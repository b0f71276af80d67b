import type { EventObject } from 'xstate';
import { errorMessageOf } from './error-message';

/**
 * One lifecycle for a record the server decides: a leave request, a document
 * request, a form response, an intervention, an expense note.
 *
 *   loading ─done→ routing ─(the server's status)→ the state of that status
 *      └─error→ failure ─(retry)→ loading
 *   a status ─decision→ deciding ─done→ loading: read again, the server says where it stands
 *   a status ─refusal→ askingReason ─reason.confirm [hasReason]→ deciding
 *   deciding ─error→ back where it came from (the status, or askingReason) with the server's message
 *   a status ─decision→ holding ─5 s (or decision.now)→ deciding;  holding ─decision.undo→ the status, nothing sent
 *
 * A failure keeps what was typed: the reason stays in context and the dialog
 * comes back with it. The blocks below are the states of that shape; each
 * record lays them out in its own `setup()` with its statuses, its guards
 * (the spec's rules) and its calls. They write context through the one action
 * every such machine names `keep`, `assign((_, p: Partial<Context>) => p)`
 * (an action shared across machines cannot be typed against each machine's
 * own context), and tell the view through `decided` (given the decision
 * taken, `{ decision }`) and `failed`.
 */
export interface DecidedContext<TRecord> {
  id: number;
  /** The record as the server last answered it. */
  record: TRecord | null;
  /** The server's message of the last failed read or decision. */
  error: string | null;
  /** The reason typed in the reason dialog, and what was chosen beside it (a refund's payer). */
  reason: string;
  choice: string;
  /** The last decision the server took from this actor ('accept', 'reject'…): a list row shows itself decided. */
  decided: string | null;
  /** The decision held now, or last held ('accept', 'refund'…): the view names it while it is held and sent. */
  held: string | null;
}

export function decidedContext<TRecord>(id: number): DecidedContext<TRecord> {
  return { id, record: null, error: null, reason: '', choice: '', decided: null, held: null };
}

/**
 * How long a decision taken from a list or a panel is held before it is sent (issue 36 item 1): long enough to see
 * whom it was for and take it back, short enough that leaving the page seldom has to send it early.
 */
export const DECISION_HOLD_MS = 5000;

/** What the view sends while a decision is held: take it back (nothing is sent), or send it now (the page is left). */
export type HoldEvent = { type: 'decision.undo' } | { type: 'decision.now' };

/** What the reason dialog sends, whatever the record. */
export type ReasonEvent = { type: 'reason.confirm'; reason: string; choice?: string } | { type: 'reason.cancel' };
type ReasonConfirm = Extract<ReasonEvent, { type: 'reason.confirm' }>;
const isConfirm = (event: EventObject): event is ReasonConfirm => event.type === 'reason.confirm';

// ── Guards every decided record may name in its setup.
/** A refusal is sent with a reason (spaces alone are none). */
export const hasReason = ({ event }: { event: EventObject }) => isConfirm(event) && event.reason.trim().length > 0;
/** Something was chosen beside the reason (a refund's payer). */
export const hasChoice = ({ event }: { event: EventObject }) => isConfirm(event) && !!event.choice?.trim();
/** A read answered 404: the record is gone. */
export const isMissing = ({ event }: { event: EventObject }) => 'error' in event && !!event.error && typeof event.error === 'object' && 'status' in event.error && event.error.status === 404;
/** The guard routing reads: the record's status, as the machine names it, is this one. */
export const statusIs =
  <TContext>(statusOf: (context: TContext) => string | null) =>
  ({ context }: { context: TContext }, params: { status: string }) =>
    statusOf(context) === params.status;

// ── Actions the blocks use: the context writes, and what the view is told.
const failedWith = ({ event }: { event: { error: unknown } }) => ({ error: errorMessageOf(event.error) });
const keepError = { type: 'keep', params: failedWith } as const;
const tell = { type: 'failed', params: ({ event }: { event: { error: unknown } }) => ({ message: errorMessageOf(event.error) }) } as const;
/** A failure told (`tell`) is no longer true once the record is read: the view takes back what it said. */
const recovered = { type: 'recovered' } as const;
const keepRecord = <TRecord>() => ({ type: 'keep', params: ({ event }: { event: { output: TRecord } }) => ({ record: event.output, error: null }) }) as const;
/** On the transition that opens a reason dialog: nothing typed yet, no failure to show. */
export const startAsking = { type: 'keep', params: { reason: '', choice: '', error: null } } as const;

/** Reads the record (invoke id 'load', actor 'load' given the record's id); a failure keeps the server's message, and says it where the spec asks (`tell`: action 'failed', and 'recovered' once a read succeeds). */
export function loadingRecord<TRecord>(o: { then: string; failure: string; tell?: boolean }) {
  return {
    tags: ['busy'],
    invoke: {
      id: 'load',
      src: 'load',
      input: ({ context }: { context: { id: number } }) => context.id,
      onDone: { target: o.then, actions: o.tell ? [keepRecord<TRecord>(), recovered] : [keepRecord<TRecord>()] },
      onError: { target: o.failure, actions: o.tell ? [keepError, tell] : [keepError] },
    },
  } as const;
}

/** Where a read lands: the state of each status the record may be in (`statusIs`), `otherwise` for the rest. */
export function routing(routes: Record<string, string>, otherwise: string) {
  return {
    always: [...Object.entries(routes).map(([status, target]) => ({ guard: { type: 'statusIs' as const, params: { status } }, target })), { target: otherwise }],
  };
}

/**
 * The reason dialog is up: a confirmation the guard accepts (the spec's rule:
 * `hasReason`, or none where the reason is optional) is kept and decided;
 * cancelling goes back to the status.
 */
export function askingReason<const TGuard>(o: { decide: string; back: string; guard?: TGuard; tags?: string[] }) {
  return {
    tags: ['asking', ...(o.tags ?? [])],
    on: {
      'reason.confirm': {
        guard: o.guard,
        target: o.decide,
        actions: { type: 'keep', params: ({ event }: { event: EventObject }) => (isConfirm(event) ? { reason: event.reason, choice: event.choice ?? '' } : {}) },
      },
      'reason.cancel': { target: o.back },
    },
  } as const;
}

/**
 * A decision taken, not sent yet: for the delay every decided record names
 * HOLD (DECISION_HOLD_MS) the person may take it back ('decision.undo': back
 * to the status, nothing sent) or have it sent at once ('decision.now': the
 * page is left); then it is sent (`decide`, a `deciding` state). The view is
 * told when the hold starts (`held`, with the decision, to offer undo and
 * name what was decided for whom) and when it ends (`unheld`).
 */
export function holding<const TDecide extends string>(o: {
  decision: string;
  decide: TDecide;
  back: string;
  tags?: string[];
}) {
  return {
    tags: ['held', ...(o.tags ?? [])],
    entry: [{ type: 'keep', params: { held: o.decision } }, { type: 'held', params: { decision: o.decision } }],
    exit: { type: 'unheld' },
    after: { HOLD: { target: o.decide } },
    on: {
      // Taken back, the decision leaves nothing behind: a refusal asked again starts from an empty reason anyway.
      'decision.undo': { target: o.back, actions: { type: 'keep', params: { reason: '', choice: '' } } },
      'decision.now': { target: o.decide },
    },
  } as const;
}

/**
 * A decision in flight (an invoked actor): once the server took it, the view
 * is told (`decided`) and the record is read again (`then`); a failure goes
 * back where the decision came from (`back`: the status, or the reason dialog,
 * which stays up meanwhile: `asking`) with the server's message, said to the
 * user unless the spec says a failure shows nothing (`quiet`).
 */
export function deciding<const TSrc extends string, TContext, TEvent, TInput, const TAlso extends string = never>(o: {
  id: string;
  src: TSrc;
  /** The call's input, from the context and the event that asked for the decision. */
  input: (a: { context: TContext; event: TEvent }) => TInput;
  then: string;
  back: string;
  asking?: boolean;
  quiet?: boolean;
  tags?: string[];
  /** More actions on a failure (e.g. the view closes a confirmation). */
  also?: readonly TAlso[];
}) {
  return {
    // 'deciding': the decision is with the server (a read is 'busy' too, but nothing of the person's is in flight).
    tags: [...(o.asking ? ['busy', 'asking'] : ['busy']), 'deciding', ...(o.tags ?? [])],
    invoke: {
      id: o.id,
      src: o.src,
      input: o.input,
      // The view is told which decision the server took (the invoke's id: 'accept', 'refund'…), to say it.
      onDone: { target: o.then, actions: [{ type: 'keep', params: { decided: o.id } }, { type: 'decided', params: { decision: o.id } }] },
      onError: { target: o.back, actions: [keepError, ...(o.quiet ? [] : [tell]), ...(o.also ?? [])] },
    },
  } as const;
}

/**
 * What the blocks above tell the view, for a record's setup(): placeholders
 * the area's effects give (a decision made, a failure and its taking back
 * once the record is read, a decision held and let go). A machine adds its
 * own `keep` (typed by its context) and its other actions beside them.
 */
export const recordTellers = {
  decided: (_: unknown, _p: { decision: string }) => {},
  failed: (_: unknown, _p: { message: string }) => {},
  recovered: () => {},
  held: (_: unknown, _p: { decision: string }) => {},
  unheld: () => {},
};
