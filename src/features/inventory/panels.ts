import type { PanelLoaders } from '../../app/panel-registry';

/** Side panels of the inventory area, loaded with the area. */
export const inventoryPanels: PanelLoaders = {};
