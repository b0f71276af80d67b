import type { SeedContext } from './context';

/** Fixture data of the expenses area (filled in by the expenses issue). */
export function seedExpenses(_s: SeedContext): void {}
