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

/** A wait, announced; `shown` writes what is awaited beside the dot, for a wait long enough to read (a calendar's first drawing). */
export function Spinner({ label, shown = false }: { label: string; shown?: boolean }) {
  return (
    <div className="spinner" role="status" aria-live="polite">
      <span className="spinner-dot" aria-hidden="true" />
      <span className={shown ? 'muted' : 'visually-hidden'}>{label}</span>
    </div>
  );
}
