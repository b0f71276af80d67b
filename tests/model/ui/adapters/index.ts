import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { UiAdapter } from '../types';

/**
 * Every UI adapter: each file of this folder (one per area, <area>.ts)
 * exports an array `<area>Adapters`. Files are discovered, so adding an area
 * touches no shared list. A registered machine without an adapter is
 * reported as not covered through the UI.
 */
const dir = path.dirname(fileURLToPath(import.meta.url));
const isAdapter = (v: unknown): v is UiAdapter => !!v && typeof v === 'object' && typeof (v as UiAdapter).machine === 'string' && typeof (v as UiAdapter).start === 'function';

export async function loadAdapters(): Promise<UiAdapter[]> {
  const files = readdirSync(dir).filter((f) => /\.ts$/.test(f) && f !== 'index.ts' && !f.endsWith('.d.ts')).sort();
  const out: UiAdapter[] = [];
  for (const f of files) {
    const mod = (await import(pathToFileURL(path.join(dir, f)).href)) as Record<string, unknown>;
    for (const v of Object.values(mod)) if (Array.isArray(v)) out.push(...v.filter(isAdapter));
  }
  const ids = out.map((a) => a.machine);
  const twice = ids.filter((id, i) => ids.indexOf(id) !== i);
  if (twice.length) throw new Error(`two UI adapters for ${twice.join(', ')}`);
  return out;
}
