/** Access is decided by permission codes held by the signed-in user (spec 1 section 6). */
export type PermissionRule = 'always' | readonly string[];

export function allows(held: readonly string[] | ReadonlySet<string>, rule: PermissionRule): boolean {
  if (rule === 'always') return true;
  const set = held instanceof Set ? held : new Set(held as readonly string[]);
  return rule.some((p) => set.has(p));
}
