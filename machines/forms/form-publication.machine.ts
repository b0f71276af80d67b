import { assign, setup } from 'xstate';
import type { FormState } from '../../src/domain/forms';
import { nextFormState, publicationMoves, type PublicationEvent } from '../../src/domain/form-publication';

/**
 * A form's publication as a live chart the views ask with snapshot.can() and
 * read tags from. Its moves are the rule of src/domain/form-publication.ts,
 * which the fake server enforces: the chart only adds what a view needs to
 * know (what may be edited, filled or deleted in each state).
 */
export const formPublicationMachine = setup({
  types: { events: {} as PublicationEvent, context: {} as { wasPublished: boolean }, input: {} as { wasPublished?: boolean } | undefined },
  guards: {
    wasPublished: ({ context }) => nextFormState('Archived', 'form.unarchive', context.wasPublished) === 'Unpublished',
  },
}).createMachine({
  id: 'formPublication',
  context: ({ input }) => ({ wasPublished: input?.wasPublished ?? false }),
  initial: 'Draft',
  states: {
    Draft: {
      tags: ['editable', 'deletable'],
      on: publicationMoves.Draft,
    },
    Published: {
      tags: ['editable', 'fillable'],
      entry: assign({ wasPublished: true }),
      on: publicationMoves.Published,
    },
    Unpublished: {
      tags: ['editable', 'deletable'],
      on: publicationMoves.Unpublished,
    },
    Archived: {
      tags: ['deletable'],
      on: {
        ...publicationMoves.Archived,
        'form.unarchive': [{ guard: 'wasPublished', target: 'Unpublished' }, { target: 'Draft' }],
      },
    },
    Deleted: { type: 'final' },
  },
});

/** The chart's snapshot for a stored state (wasPublished: a form that was ever published). */
export function publicationSnapshot(state: FormState, wasPublished = state !== 'Draft') {
  return formPublicationMachine.resolveState({ value: state, context: { wasPublished } });
}
