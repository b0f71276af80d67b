import { fromPromise } from 'xstate';
import { confirmActionMachine } from '../../../machines/chat/confirm-action.machine';
import { toast } from '../../ui/toast-store';

/** The confirm-then-run statechart of the chat's destructive moves (deleting a group): `run` once confirmed, a failure said in the chat's words. */
export const confirmLogic = (run: () => Promise<unknown>) =>
  confirmActionMachine.provide({
    actors: {
      run: fromPromise<void>(async () => {
        await run();
      }),
    },
    actions: { notifyError: (_, p) => toast.error(p.message, { ns: 'chat' }) },
  });
