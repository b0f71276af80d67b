import type { ComponentType } from 'react';

export interface PanelProps {
  panelKey: number;
  params: Record<string, unknown>;
  onClose(): void;
  /** The panel's entry in the draft store (src/ui/drafts): what a form held comes back after an ended session. */
  draftKey?: string;
}
export type PanelModule = { default: ComponentType<PanelProps> };
type Loader = () => Promise<PanelModule>;
export type PanelLoaders = Record<string, Loader>;

/**
 * Panel kinds and the loader of the area module that draws each. Areas list
 * their kinds in features/<area>/panels.ts (loaders only) and the app
 * registers them at start (src/app/area-panels.ts), so notifications,
 * quick-create and search open any area's panel without one feature
 * importing another, and the kernel imports no feature. Kinds in use:
 *   profile.card {userId} · leave.form {id?, userId?} · leave.detail {id}
 *   documents.form {id?, userId?} · documents.detail {id}
 *   expenses.noteForm {id?, userId?} · expenses.noteDetail {id}
 *   forms.fill {formId, userId?} · forms.response {id} · forms.allPublished
 *   interventions.form {userId?} · interventions.detail {id} · chat.panel {userId?, groupId?}
 */
const loaders: PanelLoaders = {};

export function registerPanels(more: PanelLoaders) {
  Object.assign(loaders, more);
}

export const hasPanel = (kind: string) => kind in loaders;
export const panelLoader = (kind: string): Loader | undefined => loaders[kind];
