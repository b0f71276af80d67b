import type { FormState } from './forms';

/**
 * Spec 3 section 4, a form's publication, as a rule both sides read: the fake
 * server refuses any other move, and the statechart
 * (machines/forms/form-publication.machine.ts) offers only these to the views.
 * Publishing goes through sharing (an audience is chosen); editing is closed
 * once archived; a published form must be unpublished or archived before it
 * can be deleted.
 */
export type PublicationMove = 'form.publish' | 'form.unpublish' | 'form.archive' | 'form.unarchive' | 'form.delete';
export interface PublicationEvent {
  type: PublicationMove;
}
export type PublicationState = FormState | 'Deleted';

/** The moves that lead to one place whatever the form's past; unarchiving depends on it (nextFormState). */
export const publicationMoves = {
  Draft: { 'form.publish': 'Published', 'form.archive': 'Archived', 'form.delete': 'Deleted' },
  Published: { 'form.unpublish': 'Unpublished', 'form.archive': 'Archived' },
  Unpublished: { 'form.publish': 'Published', 'form.archive': 'Archived', 'form.delete': 'Deleted' },
  Archived: { 'form.delete': 'Deleted' },
} as const satisfies Record<FormState, Partial<Record<PublicationMove, PublicationState>>>;

/** Where a move takes a form (wasPublished: it was ever published), or null when the move is not legal. */
export function nextFormState(state: FormState, event: PublicationMove, wasPublished = state !== 'Draft'): PublicationState | null {
  // Unarchived, a form never published is a draft again: 'Unpublished' would say it once was public.
  if (state === 'Archived' && event === 'form.unarchive') return wasPublished ? 'Unpublished' : 'Draft';
  const moves: Partial<Record<PublicationMove, PublicationState>> = publicationMoves[state];
  return moves[event] ?? null;
}
