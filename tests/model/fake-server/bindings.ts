import { fromPromise } from 'xstate';
import { reminderEditorMachine, type ReminderDraft } from '../../../machines/shell/reminder-editor.machine';
import { policyAdminMachine, type PolicyCommand } from '../../../machines/settings/policy-admin.machine';
import { termsAcceptanceMachine, type TermsLoaded } from '../../../machines/settings/terms-acceptance.machine';
import { answer, type FakeBinding } from './walk';

/**
 * Machines bound to the fake server's logic for the machine-level walk
 * (tests/model/fake-server/walk.ts): their API actors call the dispatcher,
 * events carry ids of the seeded data. One binding per machine whose actors
 * call the API; the others keep the canned done/error events of the registry.
 */
export const fakeBindings: FakeBinding[] = [
  {
    machine: 'shell.reminderEditor',
    persona: 'employee',
    provide: (api) =>
      reminderEditorMachine.provide({
        actors: {
          save: fromPromise<unknown, ReminderDraft>(async ({ input }) => answer(api.post(input.kind === 'create' ? '/api/Reminder/Create' : '/api/Reminder/Edit', input.body))),
          remove: fromPromise<unknown, { id: number }>(async ({ input }) => answer(api.del(`/api/Reminder/Delete/${input.id}`))),
        },
      }),
    event: (e, api) => {
      // Yasmine's own reminders: edit and delete take one of hers.
      const mine = answer(api.get('/api/Reminder/GetList/1')) as Array<{ id: number; title: string; dueDate: string; description: string | null; done: boolean }>;
      if (e.type === 'reminder.delete') return { ...e, id: mine[0]!.id };
      if (e.type === 'reminder.edit') return { ...e, reminder: mine[0] };
      if (e.type === 'reminder.submit') return { ...e, draft: { kind: 'create', body: { title: 'Rappel', dueDate: new Date(Date.now() + 3600000).toISOString(), userId: 1, description: null } } };
      return e;
    },
    faults: {
      'xstate.error.actor.save': { method: 'POST', path: '^/api/Reminder/(Create|Edit)$' },
      'xstate.error.actor.remove': { method: 'DELETE', path: '^/api/Reminder/Delete/\\d+$' },
    },
  },
  {
    machine: 'policyAdmin',
    persona: 'owner',
    provide: (api) =>
      policyAdminMachine.provide({
        actors: {
          run: fromPromise<unknown, PolicyCommand>(async ({ input }) => {
            if (input.kind !== 'create') throw { message: 'not bound' };
            return answer(api.post('/api/policy/updatePolicy', { title: input.title }));
          }),
        },
      }),
    event: (e) => (e.type === 'policy.run' ? { ...e, command: { kind: 'create', title: 'Charte' } } : e),
    faults: { 'xstate.error.actor.run': { method: 'POST', path: '^/api/policy/updatePolicy$' } },
  },
  {
    // Karim's acceptance of the version in force is removed first, so the server's rule accepts it again.
    machine: 'termsAcceptance',
    persona: 'manager',
    provide: (api) => {
      const db = api.backend.db;
      const current = db.table<{ id: number; version: number; isPublished: boolean }>('policies').all().find((p) => p.isPublished)!;
      const acceptances = db.table<{ id: number; userId: number; policyId: number; version: number }>('policyAcceptances');
      for (const a of acceptances.all()) if (a.userId === 2 && a.policyId === current.id && a.version === current.version) acceptances.remove(a.id);
      return termsAcceptanceMachine.provide({
        actors: {
          loadPolicy: fromPromise<TermsLoaded>(async () => {
            const status = answer(api.get('/api/policy/checkUserAcceptance?userId=2')) as TermsLoaded['status'] & { policyId: number };
            const text = answer(api.get(`/api/policy/getPolicyByLanguage/${status.policyId}/fr`)) as TermsLoaded['text'];
            return { text, status, fellBack: false };
          }),
          acceptPolicy: fromPromise<void, { policyId: number; version: number; language: string }>(async ({ input }) => void answer(api.post('/api/policy/acceptPolicy', input))),
        },
      });
    },
    faults: {
      'xstate.error.actor.loadPolicy': { method: 'GET', path: '^/api/policy/checkUserAcceptance$' },
      'xstate.error.actor.acceptPolicy': { method: 'POST', path: '^/api/policy/acceptPolicy$' },
    },
  },
];
