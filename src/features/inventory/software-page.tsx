import { useTranslation } from 'react-i18next';
import { Page } from '../../ui/page';

/** Placeholder until the inventory issue lands: the route exists and is gated. */
export default function AreaPage() {
  const { t } = useTranslation('shell');
  return <Page title={t('nav.inventory.software')} />;
}
