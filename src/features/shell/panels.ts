import type { PanelLoaders } from '../../app/panel-registry';

/** Side panels of the shell area, loaded with the area. */
export const shellPanels: PanelLoaders = {
  'shell.reminders': () => import('./reminders-panel'),
};
