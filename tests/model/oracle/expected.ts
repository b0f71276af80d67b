import { permissionTable, type Condition, type Level, type RecordKind, type Rule } from './permissions';

/** A viewer facing one record, as the table's conditions read it. */
export interface Viewer {
  permissions: readonly string[];
  role: string;
  owner: boolean;
  flags: { canApproved?: boolean; isApprover?: boolean };
}

/** The table's answer for one cell: may or may not, or a gap the spec leaves open (with why). */
export type Verdict = boolean | { gap: string };

function holds(c: Condition, v: Viewer): boolean {
  if ('holds' in c) return v.permissions.includes(c.holds);
  if ('lacks' in c) return !v.permissions.includes(c.lacks);
  if ('owner' in c) return v.owner === c.owner;
  if ('flag' in c) return !!v.flags[c.flag];
  // Spec 3 §3 spells the support role 'Support{product}'.
  return v.role === c.role || (c.role === 'Support' && v.role.startsWith('Support'));
}

export function expected(level: Level, kind: RecordKind, action: string, status: string, v: Viewer): Verdict {
  const table = permissionTable[kind];
  const gap = table.gaps.find((g) => g.action === action && g.in.includes(status) && (!g.levels || g.levels.includes(level)) && g.when.every((c) => holds(c, v)));
  if (gap) return { gap: gap.why };
  return rulesOf(kind, action).some((r) => r.in.includes(status) && r.anyOf.some((conds) => conds.every((c) => holds(c, v))));
}

const rulesOf = (kind: RecordKind, action: string): Rule[] => permissionTable[kind].rules.filter((r) => r.action === action);

/** The actions the table names for a record, and the requirement ids behind each (for test names). */
export function actionsOf(kind: RecordKind): Array<{ action: string; ids: string[] }> {
  const table = permissionTable[kind];
  const names = [...new Set(table.rules.map((r) => r.action))];
  return names.map((action) => ({ action, ids: [...new Set([...table.statusSpec, ...rulesOf(kind, action).flatMap((r) => r.spec)])].sort() }));
}

/**
 * The requirements report credits a test by the ids written in its name, as
 * the source spells it; the oracle's tests write them out, and check here
 * that they name exactly the ids of the rules they ask about.
 */
export function assertNamesIds(name: string, kind: RecordKind, asked: (action: string) => boolean) {
  const named = [...new Set(name.match(/\bS[1-4]\.[4-9]\.\d{2}\b/g) ?? [])].sort();
  const checked = [...new Set(actionsOf(kind).filter((a) => asked(a.action)).flatMap((a) => a.ids))].sort();
  if (named.join(' ') !== checked.join(' ')) throw new Error(`the test's name names ${named.join(' ')}, its cells check ${checked.join(' ')}`);
}

/** A cell the table leaves open: no level is held to an answer there. */
export const isGap = (v: Verdict): v is { gap: string } => typeof v === 'object';

/** Each action asked both ways: at least one cell where the table says may, and one where it says may not. */
export function bothSides() {
  const seen = new Map<string, Set<boolean>>();
  return {
    add(action: string, want: boolean) {
      seen.set(action, (seen.get(action) ?? new Set()).add(want));
    },
    missing: () => [...seen].flatMap(([action, sides]) => [...(sides.has(true) ? [] : [`${action}: never allowed`]), ...(sides.has(false) ? [] : [`${action}: never refused`])]),
  };
}
