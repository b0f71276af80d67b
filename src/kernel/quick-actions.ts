import type { PermissionRule } from './permissions';

/**
 * Spec 1 section 2.3: the create panels of the 'New demand' menu, each under
 * its permission. One table for the header's '+' and the dashboard's buttons,
 * so both offer the same actions to the same people.
 */
export const quickActions: ReadonlyArray<{ key: string; icon: string; panel: string; rule: PermissionRule }> = [
  { key: 'quick.leave', icon: 'sun', panel: 'leave.form', rule: ['Conge.View'] },
  { key: 'quick.document', icon: 'file', panel: 'documents.form', rule: ['DemandDocument.Profil.View.HimSelf'] },
  { key: 'quick.expense', icon: 'wallet', panel: 'expenses.noteForm', rule: ['Expenses.View'] },
  { key: 'quick.intervention', icon: 'wrench', panel: 'interventions.form', rule: ['Intervention.Create', 'Profil.Intervention.Create'] },
];
