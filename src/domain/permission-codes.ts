/** The consolidated permission catalogue of spec 4 (and spec 1 section 6). */
export const permissionCodes = {
  navigation: [
    'Conge.View', 'DemandDocument.Profil.View.HimSelf', 'DemandDocument.View', 'DemandDocument.Manage.Distribution', 'CompanyDocument.View',
    'Hardware.View', 'Software.View', 'Intervention.View', 'Intervention.Create', 'Profil.Intervention.Create', 'Expenses.View',
    'Profile.Expenses.View', 'ProfileNote.View', 'Training.View', 'Annonce.View', 'Job.View', 'Reporting.View', 'ExportationsDynamic.View',
    'Form.View', 'Form.User.View', 'Settings.View', 'Settings.Integration.Manage_ZKBiotime', 'Evp.Payment.View', 'ProjectManage.View',
    'ShiftUser.View', 'TimeCard.View', 'Shift.View', 'Shift.ManageReplaceRequest', 'Shift.ManageChangeRequest', 'Chat.View', 'Notifications.View',
  ],
  leave: ['Golbal.Edit.Demand', 'Conge.Delete.Demand', 'Conge.Cancel.Demand', 'Conge.Create.Demand'],
  documents: ['DemandDocument.Manage'],
  expensesAndForms: ['Expenses.Edit', 'Profile.Expenses.Edit', 'Expenses.Delete', 'Form.Administrate'],
  interventions: ['Intervention.Edit', 'Profil.Intervention.Edit', 'Intervention.Delete', 'Intervention.AddStep', 'Intervention.Close', 'Software.Affect'],
} as const;

export const allPermissionCodes: readonly string[] = Object.values(permissionCodes).flat();
