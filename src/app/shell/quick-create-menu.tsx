import * as Menu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { useCan, usePermissions } from '../../kernel/services';
import { allows } from '../../kernel/permissions';
import { quickActions } from '../../kernel/quick-actions';
import { hasPanel } from '../../kernel/panel-registry';
import { openPanel } from '../../kernel/panel-store';
import { Icon } from '../../ui/icon';
import { EmptyState } from '../../ui/empty-state';
import { HeaderDropdown } from '../../ui/header-menus';
import { PublishedFormsSection } from '../../features/forms/published-forms-section';

/** Spec 1 section 2.3: the 'New demand' menu, each entry under its permission (src/kernel/quick-actions), then the published forms. */
export function QuickCreateMenu({ defaultOpen }: { defaultOpen?: boolean }) {
  const { t } = useTranslation('shell');
  const permissions = usePermissions() ?? [];
  const shown = quickActions.filter((e) => allows(permissions, e.rule));
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
