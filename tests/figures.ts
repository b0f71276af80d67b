import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The figures of the reliability and security issue: each suite writes a
 * small JSON to tests/.output/figures/<name>.json; `npm test` prints them.
 */
export const figuresDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '.output', 'figures');

export function writeFigures(name: string, figures: Record<string, unknown>) {
  mkdirSync(figuresDir, { recursive: true });
  writeFileSync(path.join(figuresDir, `${name}.json`), `${JSON.stringify({ ...figures, writtenAt: new Date().toISOString() }, null, 2)}\n`);
}

export function readFigures(): Array<{ name: string; figures: Record<string, unknown> }> {
  let names: string[] = [];
  try {
    names = readdirSync(figuresDir).filter((n) => n.endsWith('.json')).sort();
  } catch {
    return [];
  }
  return names.flatMap((n) => {
    try {
      return [{ name: n.replace(/\.json$/, ''), figures: JSON.parse(readFileSync(path.join(figuresDir, n), 'utf8')) as Record<string, unknown> }];
    } catch {
      return [];
    }
  });
}
