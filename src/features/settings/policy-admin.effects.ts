import { fromPromise } from 'xstate';
import { policyAdminMachine, type PolicyCommand } from '../../../machines/settings/policy-admin.machine';
import type { PolicyDetail } from '../../domain/policy';
import { changes } from '../../realtime/changes';
import { toast } from '../../ui/toast-store';
import { runPolicyCommand } from './policy-commands';
import { forcePolicyCheck } from './policy-check-service';

const words = { ns: ['settings', 'common'] };

/** The policy administration's statechart: one command run at a time, the policies' change feed told, `created` given a new policy. */
export const policyAdminLogic = (o: { created(id: number): void }) =>
  policyAdminMachine.provide({
    actors: { run: fromPromise<unknown, PolicyCommand>(async ({ input }) => runPolicyCommand(input)) },
    actions: {
      done: (_, { command, output }) => {
        toast.success('Default.succesMessage', words);
        changes.policies.push();
        if (command.kind === 'create') o.created((output as PolicyDetail).id);
        // The administrator's own acceptance is checked at once after a publication.
        if (command.kind === 'publish') forcePolicyCheck();
      },
      notifyError: (_, { message }) => toast.error(message, words),
    },
  });
