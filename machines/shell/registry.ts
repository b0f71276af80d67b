import { graphEvents, type RegisteredMachine } from '../registry-types';
import { notificationsMachine } from './notifications.machine';
import { searchMachine, userSearchMachine } from './search.machine';
import { hoverCardMachine } from './hover-card.machine';
import { reminderEditorMachine } from './reminder-editor.machine';

const { done, error, after } = graphEvents;

const unread = { id: 1, title: 'notification.birthday', parameterTitle: 'Karim', sourceName: 'Anniversary', sourceId: 2, sourceUserId: 2, isView: false, createdDate: '2026-11-20T08:00:00Z', user: null };
const live = { ...unread, id: 2, sourceName: 'Reminder' };
const user = { type: 'User', text: 'Karim Benali', value: 2, imagePath: null };
const reminder = { id: 1, userId: 1, title: 'Call', description: null, dueDate: '2026-11-21T08:00:00Z', done: false, notified: false, createdDate: '2026-11-20T08:00:00Z' };

/** The shell area's statecharts, walked by the model runner. */
export const shellMachines: RegisteredMachine[] = [
  {
    id: 'shell.notifications',
    file: 'shell/notifications.machine.ts',
    machine: notificationsMachine,
    events: [
      done('load', [unread]), error('load'), { type: 'notifications.reload' },
      done('refresh', [unread]), error('refresh'),
      { type: 'notifications.received', notification: live },
      { type: 'notifications.open', id: 1 }, { type: 'notifications.open', id: 9 }, done('markOne'), error('markOne'),
      { type: 'notifications.markAll' }, done('markAll'), error('markAll'),
    ],
  },
  {
    // The header's search (general mode): a pick opens the result.
    id: 'shell.search',
    file: 'shell/search.machine.ts',
    machine: searchMachine,
    events: [
      { type: 'search.type', value: 'ka' }, { type: 'search.type', value: ' ' }, { type: 'search.clear' },
      after('debounce', 'search.debouncing'), done('search', [user]), error('search'), { type: 'search.pick', result: user },
    ],
  },
  {
    // The organisation chart's search (users-only mode): a pick locks the field.
    id: 'shell.userSearch',
    file: 'shell/search.machine.ts',
    machine: userSearchMachine,
    events: [
      { type: 'search.type', value: 'ka' }, { type: 'search.type', value: ' ' }, { type: 'search.clear' },
      after('debounce', 'userSearch.debouncing'), done('search', [user]), error('search'),
      { type: 'search.pick', result: user }, { type: 'search.editAttempt' }, after('tooltip', 'userSearch.locked.warning'),
    ],
  },
  {
    id: 'shell.hoverCard',
    file: 'shell/hover-card.machine.ts',
    machine: hoverCardMachine,
    input: { userId: 2 },
    events: [
      { type: 'card.show' }, { type: 'card.hide' }, after('open', 'hoverCard.opening'),
      done('load', { id: 2, fullName: 'Karim Benali', departement: 'Informatique' }), error('load'),
    ],
  },
  {
    id: 'shell.reminderEditor',
    file: 'shell/reminder-editor.machine.ts',
    machine: reminderEditorMachine,
    events: [
      { type: 'reminder.new' }, { type: 'reminder.edit', reminder }, { type: 'reminder.cancel' },
      { type: 'reminder.submit', draft: { kind: 'create', body: { title: 'x', dueDate: '2026-11-21T08:00:00Z' } } },
      done('save'), error('save'), { type: 'reminder.delete', id: 1 }, { type: 'reminder.confirm' }, done('remove'), error('remove'),
    ],
  },
];
