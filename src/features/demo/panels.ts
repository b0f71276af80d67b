import type { PanelLoaders } from '../../kernel/panel-registry';

/** Demo and sandbox panels: they only ever open outside production. */
export const demoPanels: PanelLoaders = {
  'demo.control': () => import('./demo-control-panel'),
  'demo.sandboxes': () => import('./sandbox-panel'),
};
