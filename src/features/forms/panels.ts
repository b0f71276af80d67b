import type { PanelLoaders } from '../../app/panel-registry';

/** Side panels of the forms area, loaded with the area. */
export const formsPanels: PanelLoaders = {};
