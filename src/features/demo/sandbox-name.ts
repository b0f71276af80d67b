/**
 * The name a new sandbox is offered: `base` ('Formation du 4 déc. 2026'), or `base (2)`, `base (3)`… , the first
 * no sandbox has. Creating under a name already taken opens that sandbox instead, its data and all.
 */
export function freeName(base: string, taken: readonly string[]): string {
  let n = base;
  for (let i = 2; taken.includes(n); i++) n = `${base} (${i})`;
  return n;
}
