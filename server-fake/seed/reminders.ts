import type { SeedContext } from './context';

/** Fixture data of the reminders area (filled in by the reminders issue). */
export function seedReminders(_s: SeedContext): void {}
