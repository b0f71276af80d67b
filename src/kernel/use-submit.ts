import { useRef } from 'react';
import { useSelector } from '@xstate/react';
import { submitLogic } from './submit.effects';
import { useHelperActorRef, useLogic } from './actors';

/** Binds a form to the submit statechart: busy while sending, the server's message on failure, values kept. */
export function useSubmit<V, R>(send: (values: V) => Promise<R>, onDone: (result: R) => void, onFailed?: (message: string) => void) {
  const ref = useRef({ send, onDone, onFailed });
  ref.current = { send, onDone, onFailed };
  const machine = useLogic(() => submitLogic<V, R>(() => ref.current));
  const actor = useHelperActorRef(machine);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const error = useSelector(actor, (s) => s.context.error);
  const showErrors = useSelector(actor, (s) => s.context.showErrors);
  // What was last sent (kept after a refusal), so a refusal can name what it refused.
  const values = useSelector(actor, (s) => s.context.values as V | null);
  return {
    busy,
    error,
    values,
    showErrors,
    submit: (values: V, valid = true) => actor.send({ type: 'form.submit', values, valid }),
    edit: () => actor.send({ type: 'form.edit' }),
    reset: () => actor.send({ type: 'form.reset' }),
  };
}
