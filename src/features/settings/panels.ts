import type { PanelLoaders } from '../../app/panel-registry';

/** Side panels of the settings area, loaded with the area. */
export const settingsPanels: PanelLoaders = {};
