import { useTranslation } from 'react-i18next';
import { Page } from '../../ui/page';
import { openPanel } from '../../kernel/panel-store';
import { useCan } from '../../kernel/services';
import { RequestList } from './request-list';

/** /document (DemandDocument.View): every request the caller may see. */
export default function RequestsPage() {
  const { t } = useTranslation('documents');
  const canManage = useCan(['DemandDocument.Manage']);
  return (
    <Page
      title={t('page.requests')}
      actions={
        canManage ? (
          <button type="button" className="btn btn-primary" onClick={() => openPanel('documents.form', {})}>
            {t('action.new')}
          </button>
        ) : null
      }
    >
      <RequestList userId={null} showUser />
    </Page>
  );
}
