import type { SeedContext } from './context';

/** Fixture data of the leave area (filled in by the leave issue). */
export function seedLeave(_s: SeedContext): void {}
