import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { createActor, type ActorRefFrom } from 'xstate';
import { useCurrentUser, usePermissions } from '../../app/app-context';
import type { Note } from '../../domain/expenses';
import { eventForStatus, expenseNoteMachine, noteLifecycleAt, type NoteLifecycleEvent } from '../../../machines/expenses/expense-note.machine';

type Lifecycle = ActorRefFrom<typeof expenseNoteMachine>;
const noSubscription = () => () => {};

/**
 * The note's lifecycle (spec 3 sections 4 and 6) as a live actor standing at
 * the note's status: the footer and the expense list ask it what the
 * signed-in user may do, and it takes each move the user makes (a status
 * change once the server accepted it, an edit or a delete asked for), so the
 * statechart really runs in the page. A status read afresh from the server
 * starts a new actor at that status.
 */
export function useNoteLifecycle(note: Note | null) {
  const me = useCurrentUser();
  const permissions = usePermissions();
  const viewerId = me?.userId ?? 0;
  const [actor, setActor] = useState<Lifecycle | null>(null);
  const key = note ? `${note.id}:${note.status}:${note.affectedUserId}` : '';
  useEffect(() => {
    if (!note) return;
    const input = { ownerId: note.affectedUserId, viewerId, permissions };
    const a = createActor(expenseNoteMachine, { input, snapshot: noteLifecycleAt({ ...input, status: note.status }) }).start();
    setActor(a);
    return () => {
      a.stop();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, viewerId, permissions]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return noSubscription();
      const s = actor.subscribe(onChange);
      return () => s.unsubscribe();
    },
    [actor],
  );
  const live = useSyncExternalStore(subscribe, () => actor?.getSnapshot() ?? null);
  // Before the actor of this status starts (first render), the answer comes from the same statechart resolved at the status.
  const fresh = live && live.context.status === note?.status ? live : note ? noteLifecycleAt({ ownerId: note.affectedUserId, viewerId, permissions, status: note.status }) : null;
  return {
    can: (e: NoteLifecycleEvent) => !!fresh?.can(e),
    send: (e: NoteLifecycleEvent) => actor?.send(e),
    /** The server accepted a status change: the lifecycle takes the same move. */
    moved: (status: number) => {
      const e = eventForStatus(status, {});
      if (e) actor?.send(e);
    },
  };
}
