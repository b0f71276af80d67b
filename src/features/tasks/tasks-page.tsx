import { useTranslation } from 'react-i18next';
import { Page } from '../../ui/page';

/** Placeholder until the shell issue lands the tasks call: the route exists. */
export default function TasksPage() {
  const { t } = useTranslation('shell');
  return <Page title={t('page.tasksTitle')} />;
}
