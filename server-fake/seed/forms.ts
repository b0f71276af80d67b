import type { SeedContext } from './context';

/** Fixture data of the forms area (filled in by the forms issue). */
export function seedForms(_s: SeedContext): void {}
