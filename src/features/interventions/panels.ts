import type { PanelLoaders } from '../../kernel/panel-registry';

/** Side panels of the interventions area, loaded with the area. */
export const interventionsPanels: PanelLoaders = {
  'interventions.form': () => import('./intervention-form-panel'),
  'interventions.detail': () => import('./intervention-detail-panel'),
  'interventions.edit': () => import('./intervention-edit-panel'),
  'interventions.users': () => import('./affected-users-panel'),
};
