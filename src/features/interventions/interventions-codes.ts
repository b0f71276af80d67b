import type { InterventionStatus, Priority } from '../../domain/interventions';
import { offersPreview, previewLists } from '../../domain/uploads';

/** The one table translating the area's codes to keys and badge colours (spec 4 section 4). */
export const statusBadge: Record<InterventionStatus, string> = {
  Solved: 'badge-success',
  Pending: 'badge-warning',
  Progressing: 'badge-warning',
  Affected: 'badge-info',
  Closed: 'badge-danger',
};
export const statusKey = (s: string) => `status.${s}`;
export const priorityKey = (p: string) => `priority.${p}`;
export const priorityClass: Record<Priority, string> = { Urgent: 'prio-urgent', High: 'prio-high', Normal: 'prio-normal', Low: 'prio-low' };
export const typeKeys = ['type.0', 'type.1', 'type.2'] as const;
export const categoryKeys = ['category.0', 'category.1', 'category.2'] as const;
export const typeKey = (n: number) => typeKeys[n] ?? 'type.0';
export const categoryKey = (n: number) => categoryKeys[n] ?? 'category.2';
/** Spec 4 section 5: preview for png, jpg, jpeg, jfif and pdf. */
export const previewable = (name: string) => offersPreview(name, previewLists.interventions);
/** History dates as DD/MM/YYYY HH:mm:ss. */
export function formatHistoryDate(iso: string) {
  const d = new Date(iso);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${p(d.getDate())}/${p(d.getMonth() + 1)}/${d.getFullYear()} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}
