import type { PanelLoaders } from '../../kernel/panel-registry';

/** Side panels of the forms area, loaded with the area. */
export const formsPanels: PanelLoaders = {
  'forms.fill': () => import('./fill-panel'),
  'forms.response': () => import('./response-panel'),
  'forms.allPublished': () => import('./all-published-panel'),
  'forms.builder': () => import('./builder-panel'),
  'forms.settings': () => import('./settings-panel'),
  'forms.responses': () => import('./responses-panel'),
};
