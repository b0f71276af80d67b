import { assign, getNextSnapshot, setup } from 'xstate';
import type { FormState } from '../../src/domain/forms';

/**
 * Spec 3 section 4, form states. The legal moves live here only: the fake
 * server asks this chart whether a call may move a form, and the views enable
 * their buttons with snapshot.can(). Publishing goes through sharing (an
 * audience is chosen); editing is closed once archived; a published form
 * must be unpublished or archived before it can be deleted.
 */
export type PublicationEvent =
  | { type: 'form.publish' }
  | { type: 'form.unpublish' }
  | { type: 'form.archive' }
  | { type: 'form.unarchive' }
  | { type: 'form.delete' };

export const formPublicationMachine = setup({
  types: { events: {} as PublicationEvent, context: {} as { wasPublished: boolean }, input: {} as { wasPublished?: boolean } | undefined },
  guards: {
    wasPublished: ({ context }) => context.wasPublished,
  },
}).createMachine({
  id: 'formPublication',
  context: ({ input }) => ({ wasPublished: input?.wasPublished ?? false }),
  initial: 'Draft',
  states: {
    Draft: {
      tags: ['editable', 'deletable'],
      on: { 'form.publish': 'Published', 'form.archive': 'Archived', 'form.delete': 'Deleted' },
    },
    Published: {
      tags: ['editable', 'fillable'],
      entry: assign({ wasPublished: true }),
      on: { 'form.unpublish': 'Unpublished', 'form.archive': 'Archived' },
    },
    Unpublished: {
      tags: ['editable', 'deletable'],
      on: { 'form.publish': 'Published', 'form.archive': 'Archived', 'form.delete': 'Deleted' },
    },
    Archived: {
      tags: ['deletable'],
      on: {
        'form.unarchive': [{ guard: 'wasPublished', target: 'Unpublished' }, { target: 'Draft' }],
        'form.delete': 'Deleted',
      },
    },
    Deleted: { type: 'final' },
  },
});

/** The chart's snapshot for a stored state (wasPublished: a form that was ever published). */
export function publicationSnapshot(state: FormState, wasPublished = state !== 'Draft') {
  return formPublicationMachine.resolveState({ value: state, context: { wasPublished } });
}

/** Where an event takes a form, or null when the move is not legal. */
export function nextFormState(state: FormState, event: PublicationEvent['type'], wasPublished?: boolean): FormState | 'Deleted' | null {
  const snap = publicationSnapshot(state, wasPublished);
  if (!snap.can({ type: event } as PublicationEvent)) return null;
  const next = getNextSnapshot(formPublicationMachine, snap, { type: event } as PublicationEvent);
  return next.value as FormState | 'Deleted';
}
