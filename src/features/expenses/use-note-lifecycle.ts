import { useCurrentUser, usePermissions } from '../../kernel/services';
import type { Note } from '../../domain/expenses';
import { useLiveLifecycle } from '../../kernel/use-live-lifecycle';
import { eventForStatus, expenseNoteMachine, noteLifecycleAt, type NoteLifecycleEvent } from '../../../machines/expenses/expense-note.machine';

/**
 * The note's lifecycle (spec 3 sections 4 and 6) as a live actor standing at
 * the note's status: the footer and the expense list ask it what the
 * signed-in user may do, and it takes each move the user makes (a status
 * change once the server accepted it, an edit or a delete asked for).
 */
export function useNoteLifecycle(note: Note | null) {
  const me = useCurrentUser();
  const permissions = usePermissions() ?? [];
  const viewerId = me?.userId ?? 0;
  const input = note ? { ownerId: note.affectedUserId, viewerId, permissions } : null;
  const { snapshot, send } = useLiveLifecycle(
    expenseNoteMachine,
    note && input
      ? {
          identity: `${note.id}:${note.affectedUserId}:${viewerId}:${permissions.join(',')}`,
          status: note.status,
          input,
          snapshot: noteLifecycleAt({ ...input, status: note.status }),
          standsAt: (live) => live.context.status === note.status,
        }
      : null,
  );
  return {
    can: (e: NoteLifecycleEvent) => !!snapshot?.can(e),
    send: (e: NoteLifecycleEvent) => send(e),
    /** The server accepted a status change: the lifecycle takes the same move. */
    moved: (status: number) => {
      const e = eventForStatus(status, {});
      if (e) send(e);
    },
  };
}
