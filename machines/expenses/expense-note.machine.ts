import { assign, setup } from 'xstate';
import { NOTE, statusName, type NoteStatus } from './codes';

/**
 * The expense note lifecycle (spec 3 section 4): 0 Draft, 1 Pending,
 * 2 Success, 3 Refund, 4 Rejected, 5 Canceled, with who may do what
 * (section 6) and the history each move writes. One machine answers both
 * sides: the views ask `snapshot.can(event)` to offer an action, and the
 * fake server replays the same event to accept or refuse a status change.
 * Start it at a note's status with `noteLifecycleAt(...)`.
 */
export interface LifecycleEntry {
  action: 'Submitted' | 'Validated' | 'Refunded' | 'Rejected' | 'Canceled';
  userId: number;
  actionDate: string;
  comment: string | null;
}

export interface NoteLifecycleContext {
  ownerId: number;
  viewerId: number;
  permissions: readonly string[];
  status: NoteStatus;
  history: LifecycleEntry[];
  refundedBy: string | null;
  refundComment: string | null;
  remark: string | null;
}

export type NoteLifecycleInput = Pick<NoteLifecycleContext, 'ownerId' | 'viewerId' | 'permissions'> & Partial<Pick<NoteLifecycleContext, 'status' | 'history' | 'refundedBy' | 'refundComment' | 'remark'>>;

/** `at` is the moment of the move (the server's clock); views may leave it out. */
export type NoteLifecycleEvent =
  | { type: 'note.submit'; at?: string }
  | { type: 'note.validate'; at?: string }
  | { type: 'note.reject'; comment?: string | null; at?: string }
  | { type: 'note.refund'; refundedBy: string; comment?: string | null; at?: string }
  | { type: 'note.cancel'; comment?: string | null; at?: string }
  | { type: 'note.edit' }
  | { type: 'note.delete' }
  | { type: 'note.editExpenses' };

const MANAGE = 'Expenses.Edit';
const OWN = 'Profile.Expenses.Edit';
const DELETE = 'Expenses.Delete';

type Ctx = { context: NoteLifecycleContext };
const isOwner = ({ context }: Ctx) => context.viewerId === context.ownerId;
const holds = (context: NoteLifecycleContext, code: string) => context.permissions.includes(code);

const entry = (action: LifecycleEntry['action'], userId: number, at: string | undefined, comment?: string | null): LifecycleEntry => ({ action, userId, actionDate: at ?? '', comment: comment ?? null });

export const expenseNoteMachine = setup({
  types: { context: {} as NoteLifecycleContext, events: {} as NoteLifecycleEvent, input: {} as NoteLifecycleInput },
  guards: {
    /** Expenses.Edit, or the owner with Profile.Expenses.Edit (never past Success: those states don't offer it). */
    mayEdit: (a: Ctx) => holds(a.context, MANAGE) || (isOwner(a) && holds(a.context, OWN)),
    /** Validating, refusing and refunding: Expenses.Edit, and nobody decides on their own note. */
    mayDecide: (a: Ctx) => holds(a.context, MANAGE) && !isOwner(a),
    mayManage: (a: Ctx) => holds(a.context, MANAGE),
    /** Expenses.Delete, or the owner while Draft. */
    mayDeleteDraft: (a: Ctx) => holds(a.context, DELETE) || isOwner(a),
    mayDelete: (a: Ctx) => holds(a.context, DELETE),
  },
  actions: {
    // Permission-only moves (edit, delete, expense changes) stay in place; an action makes `can()` answer for them.
    allowed: () => {},
    submitted: assign(({ context, event }) => ({ status: NOTE.pending, history: [...context.history, entry('Submitted', context.viewerId, (event as { at?: string }).at)] })),
    validated: assign(({ context, event }) => ({ status: NOTE.success, history: [...context.history, entry('Validated', context.viewerId, (event as { at?: string }).at)] })),
    rejected: assign(({ context, event }) => {
      const e = event as Extract<NoteLifecycleEvent, { type: 'note.reject' }>;
      return { status: NOTE.rejected, remark: e.comment ?? null, history: [...context.history, entry('Rejected', context.viewerId, e.at, e.comment)] };
    }),
    refunded: assign(({ context, event }) => {
      const e = event as Extract<NoteLifecycleEvent, { type: 'note.refund' }>;
      return { status: NOTE.refund, refundedBy: e.refundedBy, refundComment: e.comment ?? null, history: [...context.history, entry('Refunded', context.viewerId, e.at, e.comment)] };
    }),
    canceled: assign(({ context, event }) => {
      const e = event as Extract<NoteLifecycleEvent, { type: 'note.cancel' }>;
      return { status: NOTE.canceled, remark: e.comment ?? null, history: [...context.history, entry('Canceled', context.viewerId, e.at, e.comment)] };
    }),
  },
}).createMachine({
  id: 'expenseNote',
  context: ({ input }) => ({
    ownerId: input.ownerId,
    viewerId: input.viewerId,
    permissions: input.permissions,
    status: input.status ?? NOTE.draft,
    history: input.history ?? [],
    refundedBy: input.refundedBy ?? null,
    refundComment: input.refundComment ?? null,
    remark: input.remark ?? null,
  }),
  initial: 'draft',
  meta: { spec: 'spec 3 sections 4 and 6' },
  states: {
    draft: {
      tags: ['editable', 'awaitingSubmit'],
      on: {
        'note.submit': { guard: 'mayEdit', target: 'pending', actions: 'submitted' },
        'note.edit': { guard: 'mayEdit', actions: 'allowed' },
        'note.editExpenses': { guard: 'mayEdit', actions: 'allowed' },
        'note.delete': { guard: 'mayDeleteDraft', actions: 'allowed' },
      },
    },
    pending: {
      tags: ['editable', 'waitingValidation'],
      on: {
        'note.validate': { guard: 'mayDecide', target: 'success', actions: 'validated' },
        'note.reject': { guard: 'mayDecide', target: 'rejected', actions: 'rejected' },
        'note.cancel': { guard: 'mayEdit', target: 'canceled', actions: 'canceled' },
        'note.edit': { guard: 'mayEdit', actions: 'allowed' },
        'note.editExpenses': { guard: 'mayEdit', actions: 'allowed' },
        'note.delete': { guard: 'mayDelete', actions: 'allowed' },
      },
    },
    success: {
      tags: ['waitingValidation'],
      on: {
        'note.refund': { guard: 'mayDecide', target: 'refund', actions: 'refunded' },
        'note.cancel': { guard: 'mayManage', target: 'canceled', actions: 'canceled' },
      },
    },
    refund: {
      tags: ['waitingValidation'],
      on: { 'note.cancel': { guard: 'mayManage', target: 'canceled', actions: 'canceled' } },
    },
    rejected: {
      tags: ['waitingValidation'],
      on: { 'note.cancel': { guard: 'mayEdit', target: 'canceled', actions: 'canceled' } },
    },
    canceled: {
      tags: ['awaitingSubmit'],
      on: { 'note.submit': { guard: 'mayEdit', target: 'pending', actions: 'submitted' } },
    },
  },
});

/** A snapshot of the lifecycle standing at a note's current status. */
export function noteLifecycleAt(input: Omit<NoteLifecycleInput, 'status'> & { status: number }) {
  const status = input.status as NoteStatus;
  const context: NoteLifecycleContext = {
    ownerId: input.ownerId,
    viewerId: input.viewerId,
    permissions: input.permissions,
    status,
    history: input.history ?? [],
    refundedBy: input.refundedBy ?? null,
    refundComment: input.refundComment ?? null,
    remark: input.remark ?? null,
  };
  return expenseNoteMachine.resolveState({ value: statusName(status), context });
}

/** Which status each change-status code asks for, as a lifecycle event. */
export function eventForStatus(status: number, o: { refundedBy?: string | null; comment?: string | null; at?: string }): NoteLifecycleEvent | null {
  switch (status) {
    case NOTE.pending:
      return { type: 'note.submit', at: o.at };
    case NOTE.success:
      return { type: 'note.validate', at: o.at };
    case NOTE.refund:
      return { type: 'note.refund', refundedBy: o.refundedBy ?? '', comment: o.comment, at: o.at };
    case NOTE.rejected:
      return { type: 'note.reject', comment: o.comment, at: o.at };
    case NOTE.canceled:
      return { type: 'note.cancel', comment: o.comment, at: o.at };
    default:
      return null;
  }
}
