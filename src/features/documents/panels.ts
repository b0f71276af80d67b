import type { PanelLoaders } from '../../kernel/panel-registry';

/** Side panels of the documents area, loaded with the area. */
export const documentsPanels: PanelLoaders = {
  'documents.form': () => import('./request-form-panel'),
  'documents.detail': () => import('./request-detail-panel'),
};
