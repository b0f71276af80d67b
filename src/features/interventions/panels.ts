import type { PanelLoaders } from '../../app/panel-registry';

/** Side panels of the interventions area, loaded with the area. */
export const interventionsPanels: PanelLoaders = {
  'interventions.form': () => import('./intervention-form-panel'),
  'interventions.detail': () => import('./intervention-detail-panel'),
  'interventions.edit': () => import('./intervention-edit-panel'),
  'interventions.users': () => import('./affected-users-panel'),
};
