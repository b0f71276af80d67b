import type { PanelLoaders } from '../../kernel/panel-registry';

/**
 * Side panels of the expenses area, loaded with the area:
 *   expenses.noteForm {id?, userId?} · expenses.noteDetail {id}
 *   expenses.categoryPicker {noteId} · expenses.expenseForm {noteId, categoryId, id?} · expenses.expenseDetail {id}
 */
export const expensesPanels: PanelLoaders = {
  'expenses.noteForm': () => import('./note-form-panel'),
  'expenses.noteDetail': () => import('./note-detail-panel'),
  'expenses.categoryPicker': () => import('./category-picker-panel'),
  'expenses.expenseForm': () => import('./expense-form-panel'),
  'expenses.expenseDetail': () => import('./expense-detail-panel'),
};
