import type { ComponentType } from 'react';

export interface PanelProps {
  panelKey: number;
  params: Record<string, unknown>;
  onClose(): void;
}
type Loader = () => Promise<{ default: ComponentType<PanelProps> }>;

/**
 * Panel kinds and the area module that draws each; areas load lazily with
 * their first panel. Kinds used across areas (notifications, quick-create,
 * search) are listed here so no feature imports another.
 */
export const panelLoaders: Record<string, Loader> = {
  'profile.card': () => import('../features/profile/profile-panel'),
};

export const hasPanel = (kind: string) => kind in panelLoaders;
