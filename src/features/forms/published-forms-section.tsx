import { Suspense } from 'react';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import { formsApi } from '../../api/forms-api';
import { openPanel } from '../../kernel/panel-store';
import { useResource } from '../../kernel/use-resource';
import { Icon } from '../../ui/icon';

/**
 * The published forms of the quick-create menu (spec 1 section 2.3): a short
 * list opening the fill panel, and 'all forms' when the server says there are
 * more (countSecondaryForms). Mounted only while the menu is open.
 */
export function PublishedFormsSection() {
  return (
    <Suspense fallback={null}>
      <Section />
    </Suspense>
  );
}

function Section() {
  const { t } = useTranslation('forms');
  const view = useResource(() => formsApi.published(), null);
  const list = view.data?.forms ?? [];
  if (view.error && !view.data)
    return (
      <p className="dropdown-item muted small" role="alert">
        {t(view.error)}
      </p>
    );
  if (!view.data || (!list.length && !view.data.countSecondaryForms)) return null;
  return (
    <>
      <Menu.Separator className="dropdown-separator" />
      <Menu.Label className="dropdown-title">{t('menu.publishedForms')}</Menu.Label>
      {list.map((f) => (
        <Menu.Item key={f.id} className="dropdown-item" onSelect={() => openPanel('forms.fill', { formId: f.id })} data-testid="published-form">
          <Icon name={f.iconPath ?? 'form'} />
          <span>{f.title}</span>
        </Menu.Item>
      ))}
      {view.data.countSecondaryForms ? (
        <Menu.Item className="dropdown-item" onSelect={() => openPanel('forms.allPublished', {})}>
          <Icon name="list" />
          <span>{t('menu.allForms')}</span>
          <span className="badge badge-neutral">+{view.data.countSecondaryForms}</span>
        </Menu.Item>
      ) : null}
    </>
  );
}
