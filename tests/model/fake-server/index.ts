import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FakeBinding, NoServerCalls } from './walk';

/**
 * Every binding of the walk against the fake server: each area file of this
 * folder exports an array `<area>Bindings` of FakeBinding (a machine walked
 * against the server) or NoServerCalls (a machine whose actors call no API,
 * with the reason). Files are discovered, as the UI adapters are.
 */
const dir = path.dirname(fileURLToPath(import.meta.url));
const infra = new Set(['index.ts', 'walk.ts', 'transport.ts', 'types.ts']);
export type Binding = FakeBinding | NoServerCalls;
export const isNone = (b: Binding): b is NoServerCalls => typeof (b as NoServerCalls).none === 'string';
const isBinding = (v: unknown): v is Binding => !!v && typeof v === 'object' && typeof (v as Binding).machine === 'string' && (typeof (v as FakeBinding).provide === 'function' || isNone(v as Binding));

export async function loadBindings(): Promise<Binding[]> {
  const files = readdirSync(dir).filter((f) => f.endsWith('.ts') && !infra.has(f) && !f.endsWith('.d.ts')).sort();
  const out: Binding[] = [];
  for (const f of files) {
    const mod = (await import(pathToFileURL(path.join(dir, f)).href)) as Record<string, unknown>;
    for (const [name, v] of Object.entries(mod)) if (name.endsWith('Bindings') && Array.isArray(v)) out.push(...v.filter(isBinding));
  }
  const ids = out.map((b) => b.machine);
  const twice = ids.filter((id, i) => ids.indexOf(id) !== i);
  if (twice.length) throw new Error(`two fake-server bindings for ${twice.join(', ')}`);
  return out;
}
