import type { PanelLoaders } from '../../kernel/panel-registry';

/** Side panels of the shell area, loaded with the area. */
export const shellPanels: PanelLoaders = {
  'shell.reminders': () => import('./reminders-panel'),
};
