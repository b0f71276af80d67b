import type { Mutant } from '../catalogue';

/** The mutants of the reminders area (tests/mutation/catalogue.ts says what a mutant is). */
export const reminders: Mutant[] = [
  {
    id: 'reminders-done-fires',
    file: 'server-fake/rules/reminders.ts',
    original: 'export const isDue = (r: ReminderRow, now: Date) => !r.done && !r.notified &&',
    replacement: 'export const isDue = (r: ReminderRow, now: Date) => !r.notified &&',
    kind: 'rule',
    area: 'reminders',
    fault: 'a reminder marked done still rings',
  },
  {
    id: 'reminders-fire-again',
    file: 'server-fake/rules/reminders.ts',
    original: 'export const isDue = (r: ReminderRow, now: Date) => !r.done && !r.notified &&',
    replacement: 'export const isDue = (r: ReminderRow, now: Date) => !r.done &&',
    kind: 'rule',
    area: 'reminders',
    fault: 'a due reminder rings again on every check',
  },
];
