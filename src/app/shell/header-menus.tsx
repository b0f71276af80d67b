import * as Menu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { useCan } from '../app-context';
import { hasPanel } from '../panel-registry';
import { openPanel } from '../panel-store';
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

interface QuickEntry {
  key: string;
  icon: string;
  panel: string;
  allowed: boolean;
}

export function QuickCreateMenu() {
  const { t } = useTranslation('shell');
  const entries: QuickEntry[] = [
    { key: 'quick.leave', icon: 'sun', panel: 'leave.form', allowed: useCan(['Conge.View']) },
    { key: 'quick.document', icon: 'file', panel: 'documents.form', allowed: useCan(['DemandDocument.Profil.View.HimSelf']) },
    { key: 'quick.expense', icon: 'wallet', panel: 'expenses.noteForm', allowed: useCan(['Expenses.View']) },
    { key: 'quick.intervention', icon: 'wrench', panel: 'interventions.form', allowed: useCan(['Intervention.Create', 'Profil.Intervention.Create']) },
  ];
  const shown = entries.filter((e) => e.allowed);
  return (
    <HeaderDropdown icon="plus" label={t('header.quickCreate')} testId="header-quick-create">
      <Menu.Label className="dropdown-title">{t('header.quickCreate')}</Menu.Label>
      {shown.length === 0 ? <EmptyState title={t('empty.quickCreate')} /> : null}
      {shown.map((e) => (
        <Menu.Item key={e.key} className="dropdown-item" disabled={!hasPanel(e.panel)} onSelect={() => openPanel(e.panel, {})}>
          <Icon name={e.icon} />
          {t(e.key)}
        </Menu.Item>
      ))}
    </HeaderDropdown>
  );
}
