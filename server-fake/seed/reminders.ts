import { reminders } from '../models/reminders';
import type { SeedContext } from './context';

const MINUTE = 60_000;

/**
 * Each persona has reminders: one already due (it reaches the bell on the
 * first look), one due a few minutes after the demo opens (the timer pushes
 * it live), one next week.
 */
export function seedReminders({ db, today }: SeedContext): void {
  const at = (ms: number) => new Date(today.getTime() + ms).toISOString();
  for (const userId of [1, 2, 3, 4, 5]) {
    reminders(db).insertMany([
      { userId, title: 'Envoyer le justificatif de transport', description: 'Le scanner et le joindre à la note de frais.', dueDate: at(-60 * MINUTE), done: false, notified: false, createdDate: at(-3 * 1440 * MINUTE) },
      { userId, title: 'Point hebdomadaire avec l’équipe', description: null, dueDate: at(3 * MINUTE), done: false, notified: false, createdDate: at(-1440 * MINUTE) },
      { userId, title: 'Préparer l’entretien annuel', description: 'Relire les objectifs de l’an dernier.', dueDate: at(7 * 1440 * MINUTE), done: false, notified: false, createdDate: at(-1440 * MINUTE) },
    ]);
  }
}
