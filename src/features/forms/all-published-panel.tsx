import { useTranslation } from 'react-i18next';
import type { PanelProps } from '../../kernel/panel-registry';
import { SidePanel } from '../../ui/side-panel';
import { PublishedFormsList } from './published-forms-list';

/** Panel 'forms.allPublished': every published form the user may fill (the quick-create menu's 'view all forms'). */
export default function AllPublishedPanel({ onClose }: PanelProps) {
  const { t } = useTranslation('forms');
  return (
    <SidePanel open onClose={onClose} title={t('menu.allForms')}>
      <PublishedFormsList />
    </SidePanel>
  );
}
