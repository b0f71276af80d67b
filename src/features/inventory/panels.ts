import type { PanelLoaders } from '../../kernel/panel-registry';

/** Side panels of the inventory area, loaded with the area. */
export const inventoryPanels: PanelLoaders = {
  'inventory.detail': () => import('./item-detail-panel'),
  'inventory.form': () => import('./item-form-panel'),
  'inventory.import': () => import('./import-panel'),
};
