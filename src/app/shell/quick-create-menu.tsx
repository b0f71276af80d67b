import * as Menu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../kernel/services';
import { hasPanel } from '../../kernel/panel-registry';
import { openPanel } from '../../kernel/panel-store';
import { Icon } from '../../ui/icon';
import { EmptyState } from '../../ui/empty-state';
import { HeaderDropdown } from '../../ui/header-menus';
import { PublishedFormsSection } from '../../features/forms/published-forms-section';

/** Spec 1 section 2.3: the 'New demand' menu, each entry under its permission, then the published forms. */
interface QuickEntry {
  key: string;
  icon: string;
  panel: string;
  allowed: boolean;
}

export function QuickCreateMenu({ defaultOpen }: { defaultOpen?: boolean }) {
  const { t } = useTranslation('shell');
  const entries: QuickEntry[] = [
    { key: 'quick.leave', icon: 'sun', panel: 'leave.form', allowed: useCan(['Conge.View']) },
    { key: 'quick.document', icon: 'file', panel: 'documents.form', allowed: useCan(['DemandDocument.Profil.View.HimSelf']) },
    { key: 'quick.expense', icon: 'wallet', panel: 'expenses.noteForm', allowed: useCan(['Expenses.View']) },
    { key: 'quick.intervention', icon: 'wrench', panel: 'interventions.form', allowed: useCan(['Intervention.Create', 'Profil.Intervention.Create']) },
  ];
  const shown = entries.filter((e) => e.allowed);
  const canForms = useCan(['Form.User.View']);
  return (
    <HeaderDropdown icon="plus" label={t('header.quickCreate')} testId="header-quick-create" defaultOpen={defaultOpen}>
      <Menu.Label className="dropdown-title">{t('header.quickCreate')}</Menu.Label>
      {shown.length === 0 && !canForms ? <EmptyState title={t('empty.quickCreate')} /> : null}
      {shown.map((e) => (
        <Menu.Item key={e.key} className="dropdown-item" disabled={!hasPanel(e.panel)} onSelect={() => openPanel(e.panel, {})}>
          <Icon name={e.icon} />
          {t(e.key)}
        </Menu.Item>
      ))}
      {canForms ? <PublishedFormsSection /> : null}
    </HeaderDropdown>
  );
}
