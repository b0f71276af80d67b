import type { PanelLoaders } from '../../kernel/panel-registry';

/** Side panels of the chat area, loaded with the area. */
export const chatPanels: PanelLoaders = {
  'chat.panel': () => import('./chat-panel'),
};
