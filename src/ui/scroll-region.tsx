import type { HTMLAttributes, ReactNode } from 'react';

/**
 * A box that scrolls on its own (a dashboard card's list, the terms, a
 * statechart's diagram): it takes keyboard focus, so someone without a mouse
 * can scroll it with the arrow keys (WCAG 2.1.1; axe's
 * scrollable-region-focusable), and is named for screen readers.
 */
export function ScrollRegion({ label, role = 'group', children, ...rest }: { label: string; role?: 'group' | 'document'; children: ReactNode } & Omit<HTMLAttributes<HTMLDivElement>, 'role' | 'tabIndex'>) {
  return (
    <div {...rest} tabIndex={0} role={role} aria-label={label}>
      {children}
    </div>
  );
}
