import type { PanelLoaders } from '../../app/panel-registry';

/** Side panels of the chat area, loaded with the area. */
export const chatPanels: PanelLoaders = {
  'chat.panel': () => import('./chat-panel'),
};
