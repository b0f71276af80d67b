import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The security figures of the run (payloads tried, fields covered, permission
 * cells, IDOR checks, violations), merged into tests/.output/figures/security.json
 * by each test file that measures some of them, so the end-of-run summary and
 * the README quote the same numbers.
 */
const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '.output', 'figures');
export const securityFiguresFile = path.join(dir, 'security.json');

export function recordSecurityFigures(part: Record<string, unknown>) {
  mkdirSync(dir, { recursive: true });
  const current = existsSync(securityFiguresFile) ? (JSON.parse(readFileSync(securityFiguresFile, 'utf8')) as Record<string, unknown>) : {};
  writeFileSync(securityFiguresFile, `${JSON.stringify({ ...current, ...part, updated: new Date().toISOString() }, null, 2)}\n`);
}
