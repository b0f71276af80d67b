import type { ComponentType } from 'react';
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

export interface PanelProps {
  panelKey: number;
  params: Record<string, unknown>;
  onClose(): void;
  /** The panel's entry in the draft store (src/ui/drafts): what a form held comes back after an ended session. */
  draftKey?: string;
}
type Loader = () => Promise<{ default: ComponentType<PanelProps> }>;
export type PanelLoaders = Record<string, Loader>;

/**
 * Panel kinds and the area module that draws each; areas load lazily with
 * their first panel. Each area lists its kinds in features/<area>/panels.ts
 * (loaders only), so notifications, quick-create and search open any area's
 * panel without one feature importing another. Kinds in use:
 *   profile.card {userId} · leave.form {id?, userId?} · leave.detail {id}
 *   documents.form {id?, userId?} · documents.detail {id}
 *   expenses.noteForm {id?, userId?} · expenses.noteDetail {id}
 *   forms.fill {formId, userId?} · forms.response {id} · forms.allPublished
 *   interventions.form {userId?} · interventions.detail {id} · chat.panel {userId?, groupId?}
 */
export const panelLoaders: PanelLoaders = {
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

export const hasPanel = (kind: string) => kind in panelLoaders;
