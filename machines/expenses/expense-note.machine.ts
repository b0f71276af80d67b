import { and, assign, fromPromise, setup } from 'xstate';
import type { Note } from '../../src/domain/expenses';
import { errorMessageOf } from '../shared/error-message';
import { askingReason, DECISION_HOLD_MS, decidedContext, deciding, hasChoice, hasReason, holding, loadingRecord, routing, startAsking, statusIs, type DecidedContext, type HoldEvent, type ReasonEvent, recordTellers } from '../shared/decided-record';
import { NOTE, statusName } from '../../src/domain/expense-codes';

/**
 * One expense note in its detail panel, on the shared lifecycle of a decided
 * record (spec 3 sections 4 and 6): the note read from the server stands in
 * the state of its status, 0 Draft, 1 Pending, 2 Success, 3 Refund,
 * 4 Rejected, 5 Canceled; its guards say what the signed-in user may do
 * there. Submit and validate go straight to the server; cancel, reject and
 * refund ask a reason first (refund also the payer); deleting the note or one
 * of its expenses asks a confirmation. After each move the note is read
 * again; a failure goes back where it came from with the server's message,
 * keeping what was typed.
 */
export interface NoteContext extends DecidedContext<Note> {
  viewerId: number;
  permissions: readonly string[];
  /** The expense whose deletion is being confirmed. */
  expenseId: number;
}

export type NoteEvent =
  | { type: 'note.reload' }
  | { type: 'note.submit' }
  | { type: 'note.validate' }
  | { type: 'note.reject' }
  | { type: 'note.refund' }
  | { type: 'note.cancel' }
  | { type: 'note.edit' }
  | { type: 'note.editExpenses' }
  | { type: 'note.delete' }
  | { type: 'note.deleteExpense'; expenseId: number }
  | { type: 'note.confirmDelete' }
  | { type: 'note.dismiss' }
  | HoldEvent
  | ReasonEvent;

/** POST Notes/changestatus. */
export interface StatusChange {
  id: number;
  status: number;
  comment: string | null;
  refundedBy: string | null;
}

const MANAGE = 'Expenses.Edit';
const OWN = 'Profile.Expenses.Edit';
const DELETE = 'Expenses.Delete';

type Ctx = { context: NoteContext };
const holds = ({ context }: Ctx, code: string) => context.permissions.includes(code);
const isOwner = ({ context }: Ctx) => !!context.record && context.record.affectedUserId === context.viewerId;

const to = (status: number) => ({ context }: Ctx): StatusChange => ({ id: context.id, status, comment: null, refundedBy: null });
const withReason = (status: number) => ({ context }: Ctx): StatusChange => ({ id: context.id, status, comment: context.reason.trim(), refundedBy: status === NOTE.refund ? context.choice : null });
const back = 'ready.routing';
/** Draft and Pending (section 4): the note may be edited, its expenses added, changed or deleted. */
const whileOpen = {
  'note.edit': { guard: 'mayEdit', actions: 'openEdit', meta: { spec: ['S3.4.10', 'S3.6.05'] } },
  'note.editExpenses': { guard: 'mayEdit', actions: 'allowed', meta: { spec: ['S3.4.11', 'S3.4.13'] } },
  'note.deleteExpense': {
    guard: 'mayEdit',
    target: '#expenseNote.confirmingExpenseDelete',
    meta: { spec: ['S3.4.13', 'S3.8.05'] },
    actions: { type: 'keep', params: ({ event }: { event: Extract<NoteEvent, { type: 'note.deleteExpense' }> }) => ({ expenseId: event.expenseId, error: null }) },
  },
} as const;

export const expenseNoteMachine = setup({
  types: { context: {} as NoteContext, events: {} as NoteEvent, input: {} as { id: number; viewerId: number; permissions: readonly string[] } },
  actors: {
    load: fromPromise<Note, number>(async () => {
      throw new Error('not provided');
    }),
    changeStatus: fromPromise<unknown, StatusChange>(async () => null),
    removeNote: fromPromise<unknown, number>(async () => null),
    removeExpense: fromPromise<unknown, number>(async () => null),
  },
  guards: {
    statusIs: statusIs((c: NoteContext) => (c.record ? statusName(c.record.status) : null)),
    /** Expenses.Edit, or the owner with Profile.Expenses.Edit (never past Success: those states don't offer it). */
    mayEdit: (a) => holds(a, MANAGE) || (isOwner(a) && holds(a, OWN)),
    /** Validating, refusing and refunding: Expenses.Edit, and nobody decides on their own note. */
    mayDecide: (a) => holds(a, MANAGE) && !isOwner(a),
    mayManage: (a) => holds(a, MANAGE),
    /** Expenses.Delete, or the owner while Draft. */
    mayDeleteDraft: (a) => holds(a, DELETE) || isOwner(a),
    mayDelete: (a) => holds(a, DELETE),
    hasReason,
    hasChoice,
  },
  actions: {
    keep: assign((_, p: Partial<NoteContext>) => p),
    ...recordTellers,
    deleted: () => {},
    openEdit: () => {},
    // Expense changes happen in their own panels; the transition makes `can()` answer for them.
    allowed: () => {},
  },
  delays: { HOLD: DECISION_HOLD_MS },
}).createMachine({
  id: 'expenseNote',
  context: ({ input }) => ({ ...decidedContext<Note>(input.id), viewerId: input.viewerId, permissions: input.permissions, expenseId: 0 }),
  initial: 'loading',
  meta: { spec: ['S3.4.04'] },
  states: {
    loading: loadingRecord<Note>({ then: 'ready.routing', failure: 'failure' }),
    failure: { on: { 'note.reload': 'loading' } },
    ready: {
      initial: 'routing',
      on: { 'note.reload': 'loading' },
      states: {
        routing: routing({ pending: 'pending', success: 'success', refund: 'refund', rejected: 'rejected', canceled: 'canceled' }, 'draft'),
        draft: {
          on: {
            ...whileOpen,
            'note.submit': { guard: 'mayEdit', target: '#expenseNote.submitting', meta: { spec: ['S3.4.05'] } },
            'note.delete': { guard: 'mayDeleteDraft', meta: { spec: ['S3.4.10', 'S3.6.06'] }, target: '#expenseNote.confirmingDelete', actions: startAsking },
          },
        },
        pending: {
          on: {
            'note.validate': { guard: 'mayDecide', target: '#expenseNote.holdingValidation', meta: { spec: ['S3.4.06'] } },
            'note.reject': { guard: 'mayDecide', target: '#expenseNote.askingRejection', actions: startAsking },
            'note.cancel': { guard: 'mayEdit', target: '#expenseNote.askingCancel', actions: startAsking, meta: { spec: ['S3.4.09'] } },
            ...whileOpen,
            'note.delete': { guard: 'mayDelete', target: '#expenseNote.confirmingDelete', actions: startAsking, meta: { spec: ['S3.4.10', 'S3.6.06'] } },
          },
        },
        success: {
          on: {
            'note.refund': { guard: 'mayDecide', target: '#expenseNote.askingRefund', actions: startAsking, meta: { spec: ['S3.4.07'] } },
            'note.cancel': { guard: 'mayManage', target: '#expenseNote.askingCancel', actions: startAsking, meta: { spec: ['S3.4.09'] } },
          },
        },
        refund: { on: { 'note.cancel': { guard: 'mayManage', target: '#expenseNote.askingCancel', actions: startAsking, meta: { spec: ['S3.4.09'] } } } },
        rejected: { on: { 'note.cancel': { guard: 'mayEdit', target: '#expenseNote.askingCancel', actions: startAsking, meta: { spec: ['S3.4.09'] } } } },
        canceled: { on: { 'note.submit': { guard: 'mayEdit', target: '#expenseNote.submitting', meta: { spec: ['S3.4.05'] } } } },
      },
    },
    // The reason dialogs (spec 3 screens 9 and 10): a comment, and for a refund the payer.
    askingCancel: askingReason({ decide: 'cancelling', back, guard: 'hasReason', tags: ['cancel'] }),
    askingRejection: askingReason({ decide: 'holdingRejection', back, guard: 'hasReason', tags: ['reject'] }),
    askingRefund: askingReason({ decide: 'holdingRefund', back, guard: and(['hasReason', 'hasChoice']), tags: ['refund'] }),
    // The approver's decisions are held five seconds, undoable, before they are sent (issue 36 item 1).
    holdingValidation: holding({ decision: 'validate', decide: 'validating', back }),
    holdingRejection: holding({ decision: 'reject', decide: 'rejecting', back, tags: ['refusal'] }),
    holdingRefund: holding({ decision: 'refund', decide: 'refunding', back }),
    submitting: deciding({ id: 'submit', src: 'changeStatus', input: to(NOTE.pending), then: 'loading', back }),
    validating: deciding({ id: 'validate', src: 'changeStatus', input: to(NOTE.success), then: 'loading', back }),
    cancelling: deciding({ id: 'cancel', src: 'changeStatus', input: withReason(NOTE.canceled), then: 'loading', back: 'askingCancel', asking: true, tags: ['cancel'] }),
    rejecting: deciding({ id: 'reject', src: 'changeStatus', input: withReason(NOTE.rejected), then: 'loading', back: 'askingRejection', asking: true, tags: ['reject'] }),
    refunding: deciding({ id: 'refund', src: 'changeStatus', input: withReason(NOTE.refund), then: 'loading', back: 'askingRefund', asking: true, tags: ['refund'] }),
    // Deleting asks first (spec 3 section 8); a refusal keeps the confirmation up with the server's message.
    confirmingDelete: { tags: ['deleteNote'], meta: { spec: ['S3.8.05'] }, on: { 'note.confirmDelete': 'deleting', 'note.dismiss': back } },
    deleting: {
      tags: ['busy', 'deleteNote'],
      invoke: {
        id: 'remove',
        src: 'removeNote',
        input: ({ context }) => context.id,
        onDone: { target: 'deleted', actions: 'deleted' },
        onError: {
          target: 'confirmingDelete',
          actions: [{ type: 'keep', params: ({ event }) => ({ error: errorMessageOf(event.error) }) }, { type: 'failed', params: ({ event }) => ({ message: errorMessageOf(event.error) }) }],
        },
      },
    },
    confirmingExpenseDelete: { tags: ['deleteExpense'], on: { 'note.confirmDelete': 'deletingExpense', 'note.dismiss': back } },
    deletingExpense: deciding({ id: 'removeExpense', src: 'removeExpense', input: ({ context }: Ctx) => context.expenseId, then: 'loading', back: 'confirmingExpenseDelete', tags: ['deleteExpense'] }),
    deleted: { type: 'final' },
  },
});
