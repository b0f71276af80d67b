import type { SeedContext } from './context';

/** Fixture data of the projects area (filled in by the projects issue). */
export function seedProjects(_s: SeedContext): void {}
