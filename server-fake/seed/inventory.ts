import type { SeedContext } from './context';

/** Fixture data of the inventory area (filled in by the inventory issue). */
export function seedInventory(_s: SeedContext): void {}
