import type { PanelLoaders } from '../../kernel/panel-registry';

/** Side panels of the settings area, loaded with the area. */
export const settingsPanels: PanelLoaders = {};
