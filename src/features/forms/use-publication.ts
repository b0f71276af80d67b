import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { createActor, type ActorRefFrom } from 'xstate';
import type { FormSummary } from '../../domain/forms';
import { formPublicationMachine, publicationSnapshot, type PublicationEvent } from '../../../machines/forms/form-publication.machine';
import { onFormMoved } from './forms-events';

type Publication = ActorRefFrom<typeof formPublicationMachine>;
const noSubscription = () => () => {};

/**
 * A form's publication (spec 3 section 4) as a live actor standing at the
 * form's state: its row asks it what may be done, and it takes each move the
 * server accepted (emitFormMoved, from the row or the settings panel), so the
 * statechart really runs in the page. The actor is kept while the list reads
 * back the state it stands in (its context, e.g. whether the form was ever
 * published, stays); a state changed elsewhere starts a new one there.
 */
export function usePublication(form: FormSummary) {
  const ref = useRef<Publication | null>(null);
  const [actor, setActor] = useState<Publication | null>(null);
  useEffect(() => {
    const cur = ref.current;
    if (cur && cur.getSnapshot().status === 'active' && cur.getSnapshot().value === form.state) return;
    cur?.stop();
    const a = createActor(formPublicationMachine, { input: undefined, snapshot: publicationSnapshot(form.state, form.wasPublished) }).start();
    ref.current = a;
    setActor(a);
  }, [form.id, form.state, form.wasPublished]);
  useEffect(() => () => ref.current?.stop(), []);
  useEffect(() => onFormMoved((id, type) => id === form.id && ref.current?.send({ type })), [form.id]);
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!actor) return noSubscription();
      const s = actor.subscribe(onChange);
      return () => s.unsubscribe();
    },
    [actor],
  );
  const live = useSyncExternalStore(subscribe, () => actor?.getSnapshot() ?? null);
  // Before the actor of this state starts (first render), the answer comes from the same statechart resolved at the state.
  return live && live.value === form.state ? live : publicationSnapshot(form.state, form.wasPublished);
}
export type { PublicationEvent };
