import { useTranslation } from 'react-i18next';
import { Page } from '../../ui/page';

/** Placeholder until the documents issue lands: the route exists and is gated. */
export default function AreaPage() {
  const { t } = useTranslation('shell');
  return <Page title={t('nav.documents.company')} />;
}
