import * as Menu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icon';
import { EmptyState } from '../../ui/empty-state';

/**
 * Header dropdowns. Their content (tasks, notifications, published forms)
 * belongs to the shell-features issue; until then each opens an honest empty
 * state, gated exactly as spec 1 section 2.2 says.
 */
export function HeaderDropdown({ icon, label, badge, children, testId }: { icon: string; label: string; badge?: number; children: React.ReactNode; testId: string }) {
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger className="icon-button header-button" aria-label={label} title={label} data-testid={testId}>
        <Icon name={icon} />
        {badge ? <span className="badge-count">{badge > 99 ? '99+' : badge}</span> : null}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content className="dropdown" align="end" sideOffset={6}>
          {children}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}

export function TasksShortcut() {
  const { t } = useTranslation('shell');
  return (
    <HeaderDropdown icon="tasks" label={t('header.tasks')} testId="header-tasks">
      <EmptyState icon="tasks" title={t('empty.tasks')} />
    </HeaderDropdown>
  );
}

export function NotificationBell() {
  const { t } = useTranslation('shell');
  return (
    <HeaderDropdown icon="bell" label={t('header.notifications')} testId="header-bell">
      <EmptyState icon="bell" title={t('empty.notifications')} />
    </HeaderDropdown>
  );
}

