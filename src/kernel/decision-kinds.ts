import type { PermissionRule } from './permissions';

/**
 * Who may be asked to decide what, by the permissions the session holds (the
 * fake server answers 403 to the rest: no card calls what it may not). Leave
 * is decided by whoever the approval chain names, which no permission tells:
 * a manager's or HR's leave rights stand for it, so the employee, who decides
 * nothing, gets no card.
 */
export const decisionKinds = {
  leave: ['Conge.Create.Demand', 'Golbal.Edit.Demand'],
  documents: ['DemandDocument.View', 'DemandDocument.Manage'],
  notes: ['Expenses.Edit'],
  responses: ['Form.View', 'Form.Administrate'],
  interventions: ['Intervention.View'],
} as const satisfies Record<string, PermissionRule>;

/** The intervention statuses still open (spec 4): assigned work not yet solved or closed. */
export const OPEN_INTERVENTION: readonly string[] = ['Pending', 'Progressing', 'Affected'];

/** Where my own requests are read, by the permissions the server asks of each list. */
export const mineKinds = {
  leave: ['Conge.View'],
  documents: ['DemandDocument.Profil.View.HimSelf', 'DemandDocument.View', 'DemandDocument.Manage'],
  notes: ['Expenses.View', 'Profile.Expenses.View', 'Expenses.Edit'],
  interventions: ['Intervention.View', 'Profil.Intervention.Create', 'Intervention.Create'],
} as const satisfies Record<string, PermissionRule>;
