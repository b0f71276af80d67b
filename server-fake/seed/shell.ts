import type { SeedContext } from './context';

/** Fixture data of the shell area (filled in by the shell issue). */
export function seedShell(_s: SeedContext): void {}
