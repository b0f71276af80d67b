import { loadHeaderTools } from './shell/deferred-tools';
import { preloadPanelStack } from './panel-host';

/** What the first paint left out, fetched once the page is idle: the header's menus and the side-panel frame. */
export function preloadAfterPaint() {
  void loadHeaderTools().catch(() => {});
  void preloadPanelStack().catch(() => {});
}
