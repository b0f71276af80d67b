import type { PanelLoaders } from '../../kernel/panel-registry';

/** Side panels of the leave area, loaded with the area. */
export const leavePanels: PanelLoaders = {
  'leave.form': () => import('./leave-form-panel'),
  'leave.detail': () => import('./leave-detail-panel'),
};
