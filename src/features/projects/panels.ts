import type { PanelLoaders } from '../../kernel/panel-registry';

/** Side panels of the projects area, loaded with the area. */
export const projectsPanels: PanelLoaders = {
  'projects.form': () => import('./project-form-panel'),
  'projects.members': () => import('./project-members-panel'),
};
