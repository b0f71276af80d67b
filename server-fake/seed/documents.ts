import type { SeedContext } from './context';

/** Fixture data of the documents area (filled in by the documents issue). */
export function seedDocuments(_s: SeedContext): void {}
