import type { ReactNode } from 'react';
import { Icon } from './icon';

export function EmptyState({ icon = 'info', title, children }: { icon?: string; title: string; children?: ReactNode }) {
  return (
    <div className="empty-state">
      <Icon name={icon} size={36} />
      <p className="empty-title">{title}</p>
      {children}
    </div>
  );
}

export function Spinner({ label }: { label: string }) {
  return (
    <div className="spinner" role="status" aria-live="polite">
      <span className="spinner-dot" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
