/**
 * The organisation chart's hierarchy, built from each person's manager.
 * Nobody is dropped and nothing loops: a person whose manager is unknown
 * (absent from the list, inactive, or themselves) becomes a root, and a
 * management cycle is broken at its lowest id, who becomes a root too.
 */
export interface OrgPerson {
  value: number;
  text: string;
  managerId?: number | null;
}

export interface OrgTree<P extends OrgPerson = OrgPerson> {
  byId: ReadonlyMap<number, P>;
  roots: readonly number[];
  children: ReadonlyMap<number, readonly number[]>;
  parent: ReadonlyMap<number, number | null>;
  /** 1 for a root. */
  level: ReadonlyMap<number, number>;
}

const NONE: readonly number[] = [];

export function buildOrgTree<P extends OrgPerson>(people: readonly P[], compare: (a: P, b: P) => number = byName): OrgTree<P> {
  const byId = new Map<number, P>();
  for (const p of people) if (!byId.has(p.value)) byId.set(p.value, p);
  const parent = new Map<number, number | null>();
  for (const p of byId.values()) {
    const m = p.managerId;
    parent.set(p.value, m != null && m !== p.value && byId.has(m) ? m : null);
  }
  // Walk up from each person; 'done' marks chains already known to end at a root.
  const done = new Set<number>();
  for (const start of byId.keys()) {
    const chain: number[] = [];
    const onChain = new Set<number>();
    let at: number | null = start;
    while (at !== null && !done.has(at) && !onChain.has(at)) {
      chain.push(at);
      onChain.add(at);
      at = parent.get(at) ?? null;
    }
    if (at !== null && onChain.has(at)) {
      // A cycle: the part of the chain from `at` on. Its lowest id becomes a root.
      const cycle = chain.slice(chain.indexOf(at));
      parent.set(Math.min(...cycle), null);
    }
    for (const id of chain) done.add(id);
  }
  const children = new Map<number, number[]>();
  const roots: number[] = [];
  for (const [id, m] of parent) {
    if (m === null) roots.push(id);
    else (children.get(m) ?? children.set(m, []).get(m)!).push(id);
  }
  const sort = (ids: number[]) => ids.sort((a, b) => compare(byId.get(a)!, byId.get(b)!));
  sort(roots);
  for (const list of children.values()) sort(list);
  const level = new Map<number, number>();
  const stack: Array<[number, number]> = roots.map((id) => [id, 1]);
  while (stack.length) {
    const [id, l] = stack.pop()!;
    level.set(id, l);
    for (const c of children.get(id) ?? NONE) stack.push([c, l + 1]);
  }
  return { byId, roots, children, parent, level };
}

function byName(a: OrgPerson, b: OrgPerson) {
  return a.text.localeCompare(b.text) || a.value - b.value;
}

export const childrenOf = (tree: OrgTree, id: number) => tree.children.get(id) ?? NONE;

/** The managers above a person, from the top down (empty for a root or someone unknown). */
export function ancestorsOf(tree: OrgTree, id: number): number[] {
  const out: number[] = [];
  for (let m = tree.parent.get(id) ?? null; m !== null; m = tree.parent.get(m) ?? null) out.unshift(m);
  return out;
}

/** Who is open at first: every person above `depth` levels who has reports. */
export function openToDepth(tree: OrgTree, depth: number): Set<number> {
  const open = new Set<number>();
  for (const [id, l] of tree.level) if (l <= depth && childrenOf(tree, id).length) open.add(id);
  return open;
}

/** Every person with reports (expand all). */
export const allManagers = (tree: OrgTree) => new Set([...tree.children.keys()]);

/** The people shown, in reading order: roots, and the reports of each open person (what arrow keys walk). */
export function visibleOrder(tree: OrgTree, open: ReadonlySet<number>): number[] {
  const out: number[] = [];
  const stack = [...tree.roots].reverse();
  while (stack.length) {
    const id = stack.pop()!;
    out.push(id);
    if (open.has(id)) for (const c of [...childrenOf(tree, id)].reverse()) stack.push(c);
  }
  return out;
}
