import type { SeedContext } from './context';

/** Fixture data of the interventions area (filled in by the interventions issue). */
export function seedInterventions(_s: SeedContext): void {}
