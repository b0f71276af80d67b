import { useCallback, useRef } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { confirmLogic, type ConfirmCalls } from './confirm.effects';
import { useHelperActorRef, useLogic } from './actors';

/**
 * Binds a confirmation dialog to the one confirm-and-act statechart (machines/shared/confirm.machine.ts): `ask(target)`
 * opens it; `dialog` is what ConfirmDialog takes (open, busy while the call runs, the server's message in place, in the
 * area's words `ns`). `target` is what is being confirmed, for the dialog's words. `first`, where given, is the step
 * offered beside the answer ('Export first'): `runFirst` starts it, `firstDone` says it was done for this question.
 */
export function useConfirm<T>(
  act: (target: T) => Promise<unknown>,
  o: { onDone?: (target: T) => void; onError?: (target: T, error: string) => void; first?: (target: T) => Promise<unknown>; ns?: string | readonly string[] } = {},
) {
  const { t } = useTranslation(o.ns ? [...(typeof o.ns === 'string' ? [o.ns] : o.ns), 'common'] : 'common');
  const ref = useRef<ConfirmCalls<T>>({ act, first: o.first, onDone: o.onDone, onError: o.onError });
  ref.current = { act, first: o.first, onDone: o.onDone, onError: o.onError };
  const machine = useLogic(() => confirmLogic<T>(() => ref.current));
  const actor = useHelperActorRef(machine);
  const open = useSelector(actor, (s) => s.hasTag('open'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const error = useSelector(actor, (s) => s.context.error);
  const target = useSelector(actor, (s) => s.context.target) as T | null;
  const firstDone = useSelector(actor, (s) => s.context.firstDone);
  // Stable: a list's memoised rows take it (a chat message's delete button).
  const ask = useCallback((what: T) => actor.send({ type: 'confirm.ask', target: what }), [actor]);
  return {
    target,
    ask,
    firstDone,
    runFirst: () => actor.send({ type: 'confirm.first' }),
    dialog: {
      open,
      busy,
      error: error ? t(error) : null,
      onConfirm: () => actor.send({ type: 'confirm.yes' }),
      onCancel: () => actor.send({ type: 'confirm.no' }),
    },
  };
}
