/** Spec 1 section 9: task titles are cut at 35 characters. */
export const TASK_TITLE_MAX = 35;

export function truncateTitle(title: string, max = TASK_TITLE_MAX): string {
  const chars = Array.from(title);
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}…` : title;
}

/** The translation key of a remaining time ('3 days left', 'late by 2 hours'). */
export function remainingKey(r: { isObsolute: boolean; dateRepresentation: string }): string {
  const unit = r.dateRepresentation === 'hours' ? 'hours' : 'days';
  return `tasks.${r.isObsolute ? 'late' : 'left'}.${unit}`;
}
