import type { InterventionStatus, Priority } from '../../domain/interventions';
import { offersPreview, previewLists } from '../../domain/uploads';
import { badgeOf, statusTones } from '../../domain/status-tones';

/** The one table translating the area's codes to keys and badge colours (spec 4 section 4). */
export const statusBadge: Record<InterventionStatus, string> = {
  Solved: badgeOf(statusTones.interventions.Solved),
  Pending: badgeOf(statusTones.interventions.Pending),
  Progressing: badgeOf(statusTones.interventions.Progressing),
  Affected: badgeOf(statusTones.interventions.Affected),
  Closed: badgeOf(statusTones.interventions.Closed),
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
