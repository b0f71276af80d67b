import type { PanelLoaders } from '../kernel/panel-registry';
import { shellPanels } from '../features/shell/panels';
import { settingsPanels } from '../features/settings/panels';
import { leavePanels } from '../features/leave/panels';
import { chatPanels } from '../features/chat/panels';
import { documentsPanels } from '../features/documents/panels';
import { expensesPanels } from '../features/expenses/panels';
import { formsPanels } from '../features/forms/panels';
import { interventionsPanels } from '../features/interventions/panels';
import { inventoryPanels } from '../features/inventory/panels';
import { projectsPanels } from '../features/projects/panels';
import { demoPanels } from '../features/demo/panels';

/** Every area's side panels (loaders only), registered with the kernel at start (start.tsx). */
export const areaPanels: PanelLoaders = {
  'profile.card': () => import('../features/profile/profile-panel'),
  ...shellPanels,
  ...settingsPanels,
  ...leavePanels,
  ...chatPanels,
  ...documentsPanels,
  ...expensesPanels,
  ...formsPanels,
  ...interventionsPanels,
  ...inventoryPanels,
  ...projectsPanels,
  ...demoPanels,
};
