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
  /** Each manager's reports, in the order given; read them through `childrenOf`, which sorts them. */
  children: ReadonlyMap<number, readonly number[]>;
  parent: ReadonlyMap<number, number | null>;
  /** 1 for a root. */
  level: ReadonlyMap<number, number>;
  /** Orders reports (by name): applied to a team the first time it is read. */
  compare(a: number, b: number): number;
}

const NONE: readonly number[] = [];
/** One collator for every comparison: far cheaper than `localeCompare` per pair over 10,000 names. */
const collator = new Intl.Collator();

export function buildOrgTree<P extends OrgPerson>(people: readonly P[], compare: (a: P, b: P) => number = byName): OrgTree<P> {
  const byId = new Map<number, P>();
  for (const p of people) if (!byId.has(p.value)) byId.set(p.value, p);
  const parent = new Map<number, number | null>();
  for (const p of byId.values()) {
    const m = p.managerId;
    parent.set(p.value, m != null && m !== p.value && byId.has(m) ? m : null);
  }
  // Walk up from each person not yet placed: 1 marks the chain being walked, 2 a chain known to end at a root.
  const state = new Map<number, 1 | 2>();
  for (const start of byId.keys()) {
    if (state.has(start)) continue;
    const chain: number[] = [];
    let at: number | null = start;
    while (at !== null && !state.has(at)) {
      state.set(at, 1);
      chain.push(at);
      at = parent.get(at) ?? null;
    }
    if (at !== null && state.get(at) === 1) {
      // A cycle: the part of the chain from `at` on. Its lowest id becomes a root.
      const cycle = chain.slice(chain.indexOf(at));
      parent.set(Math.min(...cycle), null);
    }
    for (const id of chain) state.set(id, 2);
  }
  const children = new Map<number, number[]>();
  const roots: number[] = [];
  for (const [id, m] of parent) {
    if (m === null) roots.push(id);
    else (children.get(m) ?? children.set(m, []).get(m)!).push(id);
  }
  const order = (a: number, b: number) => compare(byId.get(a)!, byId.get(b)!);
  roots.sort(order);
  const level = new Map<number, number>();
  const stack: Array<[number, number]> = roots.map((id) => [id, 1]);
  while (stack.length) {
    const [id, l] = stack.pop()!;
    level.set(id, l);
    for (const c of children.get(id) ?? NONE) stack.push([c, l + 1]);
  }
  return { byId, roots, children, parent, level, compare: order };
}

function byName(a: OrgPerson, b: OrgPerson) {
  return collator.compare(a.text, b.text) || a.value - b.value;
}

/**
 * A person's reports by name. A team is sorted the first time it is read, not
 * when the tree is built: opening the chart of 10,000 sorts the top's teams
 * only, and a department of 1,400 when it is opened.
 */
const sortedTeams = new WeakMap<OrgTree, Set<number>>();
export function childrenOf(tree: OrgTree, id: number): readonly number[] {
  const team = tree.children.get(id);
  if (!team) return NONE;
  let sorted = sortedTeams.get(tree);
  if (!sorted) sortedTeams.set(tree, (sorted = new Set()));
  if (!sorted.has(id)) {
    (team as number[]).sort(tree.compare);
    sorted.add(id);
  }
  return team;
}

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
