/** Spec 1 section 5: options are deduplicated by value; the summary shows two labels then +N. */
export interface SelectOption<V = string | number> {
  value: V;
  label: string;
}

export function dedupeOptions<V>(options: ReadonlyArray<SelectOption<V>>): SelectOption<V>[] {
  const seen = new Set<V>();
  return options.filter((o) => (seen.has(o.value) ? false : (seen.add(o.value), true)));
}

export function summarize(labels: readonly string[], shown = 2): { text: string; more: number } {
  const head = labels.slice(0, shown).join(', ');
  const more = Math.max(0, labels.length - shown);
  return { text: more ? `${head} +${more}` : head, more };
}

export function toggleValue<V>(values: readonly V[], v: V): V[] {
  return values.includes(v) ? values.filter((x) => x !== v) : [...values, v];
}
