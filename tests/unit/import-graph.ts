import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository's own import graph, read from the sources: relative
 * imports, re-exports and dynamic imports (a lazy import closes a circle at
 * run time too), types included (a circle of types is still a circle to read).
 */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((n) => {
    const full = path.join(dir, n);
    return statSync(full).isDirectory() ? sourceFiles(full) : /\.tsx?$/.test(n) && !n.endsWith('.d.ts') ? [full] : [];
  });

const specifiers = /(?:^|\n)\s*(?:import|export)\b[^'"]*?from\s+['"](\.[^'"]+)['"]|(?:^|\n)\s*import\s+['"](\.[^'"]+)['"]|\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g;

/** Files (absolute) each file imports, kept to the files under `dirs`. */
export function importGraph(dirs: string[]): Map<string, string[]> {
  const files = dirs.flatMap(sourceFiles);
  const inside = (f: string) => dirs.some((d) => f.startsWith(d + path.sep));
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const deps: string[] = [];
    for (const m of readFileSync(file, 'utf8').matchAll(specifiers)) {
      const base = path.resolve(path.dirname(file), m[1] ?? m[2] ?? m[3]);
      const target = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(existsSync);
      if (target && inside(target)) deps.push(target);
    }
    graph.set(file, deps);
  }
  return graph;
}

/** Strongly connected groups of more than one file (Tarjan), as paths from the repository's root. */
export function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) out.push(group.map((f) => path.relative(root, f)).sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return out;
}
