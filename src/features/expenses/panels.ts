import type { PanelLoaders } from '../../app/panel-registry';

/** Side panels of the expenses area, loaded with the area. */
export const expensesPanels: PanelLoaders = {};
