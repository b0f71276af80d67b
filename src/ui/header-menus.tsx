import * as Menu from '@radix-ui/react-dropdown-menu';
import { Icon } from './icon';

/**
 * A header dropdown (tasks, notifications, chat placeholder): an icon button
 * with an optional count, opening a menu. `onOpenChange` lets the content
 * refresh each time it opens; `data` lands on the trigger for tests and styling.
 */
export function HeaderDropdown({ icon, label, badge, children, testId, onOpenChange, data, defaultOpen, className = 'icon-button header-button' }: {
  icon: string;
  label: string;
  badge?: number;
  children: React.ReactNode;
  testId: string;
  onOpenChange?(open: boolean): void;
  data?: Record<string, string | undefined>;
  /** Opened at mount: a click on its placeholder came before the code (header-tools.tsx). */
  defaultOpen?: boolean;
  /** The trigger's classes: `mobile-only` shows it below 768 px only. */
  className?: string;
}) {
  const dataAttrs = Object.fromEntries(Object.entries(data ?? {}).map(([k, v]) => [`data-${k}`, v]));
  return (
    <Menu.Root modal={false} onOpenChange={onOpenChange} defaultOpen={defaultOpen}>
      <Menu.Trigger className={className} aria-label={badge ? `${label} ${badge > 99 ? '99+' : badge}` : label} data-tip={label} data-testid={testId} {...dataAttrs}>
        <Icon name={icon} />
        {badge ? <span className="badge-count" aria-hidden="true" data-testid={`${testId}-count`}>{badge > 99 ? '99+' : badge}</span> : null}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content className="dropdown" align="end" sideOffset={6}>
          {children}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
