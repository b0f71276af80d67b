import { assign, fromPromise, setup } from 'xstate';

/**
 * One intervention as the detail panel lives it. The status states mirror the
 * server's (Pending, Progressing, Affected, Solved, Closed); every action goes
 * through the server, which makes the transition, and the detail is read
 * again. Guards hold spec 4 section 6: assign with Intervention.Edit (or
 * Profil.Intervention.Edit for the requester), add a step or close only with
 * their permission and while open, delete with Intervention.Delete.
 */
export interface InterventionData {
  statut: string;
  fk_DemadeBy: number;
}
export interface InterventionContext {
  id: number;
  viewerId: number;
  permissions: string[];
  data: InterventionData | null;
  pending: unknown;
  error: string | null;
}
export type InterventionEvent =
  | { type: 'intervention.reload' }
  | { type: 'intervention.assign'; userIds: number[]; replace?: number | null }
  | { type: 'intervention.unassign'; userId: number }
  | { type: 'intervention.addStep'; description: string }
  | { type: 'intervention.close'; resolved: boolean; description: string }
  | { type: 'intervention.delete' };

/** Where a read lands: the state named after the server's statut. */
const statusTargets = [
  ['Pending', '#intervention.status.open.Pending'],
  ['Progressing', '#intervention.status.open.Progressing'],
  ['Affected', '#intervention.status.open.Affected'],
  ['Solved', '#intervention.status.Solved'],
] as const;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const toStatus = (actions: any[]) => [
  ...statusTargets.map(([statut, target]) => ({ guard: { type: 'statutIs' as const, params: { statut } }, target, actions })),
  { target: '#intervention.status.Closed', actions },
];
/** After a failed action from an open state, back to the open state it came from. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const toOpenStatus = (actions: any[]) => [
  ...statusTargets.slice(1, 3).map(([statut, target]) => ({ guard: { type: 'statutIs' as const, params: { statut } }, target, actions })),
  { target: '#intervention.status.open.Pending', actions },
];
const has = (c: InterventionContext, code: string) => c.permissions.includes(code);
const errorOf = (e: unknown) => (e as Error)?.message || 'Error.Unknown';

export const interventionMachine = setup({
  types: { context: {} as InterventionContext, events: {} as InterventionEvent, input: {} as { id: number; viewerId: number; permissions: string[] } },
  actors: {
    load: fromPromise<InterventionData, number>(async () => ({ statut: 'Pending', fk_DemadeBy: 0 })),
    assign: fromPromise<unknown, unknown>(async () => null),
    addStep: fromPromise<unknown, unknown>(async () => null),
    close: fromPromise<unknown, unknown>(async () => null),
    remove: fromPromise<unknown, number>(async () => null),
  },
  guards: {
    // The statut of a fresh read (load done) or, after a failed action, of the one on screen.
    statutIs: ({ context, event }, p: { statut: string }) => ((event as { output?: InterventionData }).output?.statut ?? context.data?.statut) === p.statut,
    canEdit: ({ context }) => has(context, 'Intervention.Edit') || (has(context, 'Profil.Intervention.Edit') && context.viewerId === context.data?.fk_DemadeBy),
    canAddStep: ({ context, event }) => has(context, 'Intervention.AddStep') && event.type === 'intervention.addStep' && event.description.trim().length > 0,
    canClose: ({ context }) => has(context, 'Intervention.Close'),
    canDelete: ({ context }) => has(context, 'Intervention.Delete'),
  },
  actions: {
    changed: () => {},
    deleted: () => {},
    /** A refused delete: the view closes its confirmation (the message comes as a toast, as the other actions' do). */
    deleteRefused: () => {},
    showError: (_, _p: { message: string }) => {},
  },
}).createMachine({
  id: 'intervention',
  context: ({ input }) => ({ id: input.id, viewerId: input.viewerId, permissions: input.permissions, data: null, pending: null, error: null }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => context.id,
        onDone: toStatus([assign(({ event }) => ({ data: event.output as InterventionData, error: null }))]),
        onError: { target: 'failed', actions: [assign(({ event }) => ({ error: errorOf(event.error) })), { type: 'showError', params: ({ event }) => ({ message: errorOf(event.error) }) }] },
      },
    },
    failed: { on: { 'intervention.reload': 'loading' } },
    status: {
      initial: 'open',
      on: {
        'intervention.reload': '#intervention.loading',
        'intervention.delete': { guard: 'canDelete', target: '#intervention.deleting' },
      },
      states: {
        open: {
          tags: ['open'],
          on: {
            'intervention.assign': { guard: 'canEdit', target: '#intervention.assigning', actions: assign(({ event }) => ({ pending: event })) },
            'intervention.unassign': { guard: 'canEdit', target: '#intervention.assigning', actions: assign(({ event }) => ({ pending: event })) },
            'intervention.addStep': { guard: 'canAddStep', target: '#intervention.stepping', actions: assign(({ event }) => ({ pending: event })) },
            'intervention.close': { guard: 'canClose', target: '#intervention.closing', actions: assign(({ event }) => ({ pending: event })) },
          },
          initial: 'Pending',
          states: { Pending: {}, Progressing: {}, Affected: {} },
        },
        Solved: { tags: ['finished'] },
        Closed: { tags: ['finished'] },
      },
    },
    assigning: {
      tags: ['busy'],
      invoke: {
        id: 'assign',
        src: 'assign',
        input: ({ context }: { context: InterventionContext }) => ({ id: context.id, event: context.pending }),
        onDone: { target: 'loading', actions: 'changed' },
        onError: toOpenStatus([{ type: 'showError', params: ({ event }: { event: { error: unknown } }) => ({ message: errorOf(event.error) }) }]),
      },
    },
    stepping: {
      tags: ['busy'],
      invoke: {
        id: 'addStep',
        src: 'addStep',
        input: ({ context }: { context: InterventionContext }) => ({ id: context.id, event: context.pending }),
        onDone: { target: 'loading', actions: 'changed' },
        onError: toOpenStatus([{ type: 'showError', params: ({ event }: { event: { error: unknown } }) => ({ message: errorOf(event.error) }) }]),
      },
    },
    closing: {
      tags: ['busy'],
      invoke: {
        id: 'close',
        src: 'close',
        input: ({ context }: { context: InterventionContext }) => ({ id: context.id, event: context.pending }),
        // Spec 4 section 8: a close failure shows nothing.
        onDone: { target: 'loading', actions: 'changed' },
        onError: toOpenStatus([]),
      },
    },
    deleting: {
      tags: ['busy'],
      invoke: {
        id: 'remove',
        src: 'remove',
        input: ({ context }) => context.id,
        onDone: { target: 'deleted', actions: 'deleted' },
        onError: toStatus(['deleteRefused', { type: 'showError', params: ({ event }: { event: { error: unknown } }) => ({ message: errorOf(event.error) }) }]),
      },
    },
    deleted: { type: 'final' },
  },
});
