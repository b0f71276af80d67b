import type { PanelLoaders } from '../../app/panel-registry';

/** Side panels of the interventions area, loaded with the area. */
export const interventionsPanels: PanelLoaders = {};
