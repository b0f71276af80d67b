import { defaultPaths, type PathKey, type PathOverrides } from '../domain/paths';

/**
 * The paths this client calls for what the spec leaves out: the defaults of
 * src/domain/paths.ts, with config.json's overrides laid over them at start
 * (configureApi). Read at each call, so the overrides reach every call made
 * after the config is read.
 */
let current: Record<PathKey, string> = { ...defaultPaths };

export const pathOf = (key: PathKey): string => current[key];

export function overridePaths(overrides: PathOverrides = {}): void {
  current = { ...defaultPaths, ...overrides };
}
