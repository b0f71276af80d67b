import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { MachineModel } from './model-types';

/**
 * Every machine's test model: the files tests/model/machines/<area>/*.model.ts,
 * each exporting `model`, found by walking the folder (adding a machine
 * touches no shared list). A machine file under machines/ without a model
 * fails the runner (cli.ts).
 */
const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'machines');

function modelFiles(d: string): string[] {
  return readdirSync(d)
    .sort()
    .flatMap((name) => {
      const full = path.join(d, name);
      if (statSync(full).isDirectory()) return modelFiles(full);
      return name.endsWith('.model.ts') ? [full] : [];
    });
}

async function loadModels(): Promise<MachineModel[]> {
  const out: MachineModel[] = [];
  for (const f of modelFiles(dir)) {
    const { model } = (await import(pathToFileURL(f).href)) as { model?: MachineModel };
    const where = path.relative(dir, f);
    if (!model?.entry) throw new Error(`${where} exports no model`);
    const id = model.entry.id;
    for (const part of [model.server, model.ui]) if (part && part.machine !== id) throw new Error(`${where}: a part names '${part.machine}', the entry '${id}'`);
    out.push(model);
  }
  const ids = out.map((m) => m.entry.id);
  const twice = ids.filter((id, i) => ids.indexOf(id) !== i);
  if (twice.length) throw new Error(`two test models for ${twice.join(', ')}`);
  return out;
}

export const models: MachineModel[] = await loadModels();
export const registry = models.map((m) => m.entry);
export const modelOf = (id: string) => models.find((m) => m.entry.id === id);
