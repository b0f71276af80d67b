import { loadHeaderTools } from './shell/deferred-tools';
import { preloadPanelStack } from './panel-host';
import { preloadToastRegion } from './toast-host';

/** What the first paint left out, fetched once the page is idle: the header's menus, the side-panel frame and the toasts' region. */
export function preloadAfterPaint() {
  void loadHeaderTools().catch(() => {});
  void preloadPanelStack().catch(() => {});
  preloadToastRegion();
}
