import type { SeedContext } from './context';

/** Fixture data of the policy area (filled in by the policy issue). */
export function seedPolicy(_s: SeedContext): void {}
