import type { SeedContext } from './context';

/** Fixture data of the chat area (filled in by the chat issue). */
export function seedChat(_s: SeedContext): void {}
