import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { Page } from '../../ui/page';
import { openPanel } from '../../kernel/panel-store';
import { useCurrentUser } from '../../kernel/services';
import { RequestList } from './request-list';

/** /employee/{userId}/document/mydemand: one employee's requests, with the refusal reasons. */
export default function MyRequestsPage() {
  const { t } = useTranslation('documents');
  const me = useCurrentUser();
  const params = useParams<{ userId: string }>();
  const userId = Number(params.userId) || me?.userId || 0;
  return (
    <Page
      title={t('page.mine')}
      actions={
        <button type="button" className="btn btn-primary" onClick={() => openPanel('documents.form', { userId })}>
          {t('action.new')}
        </button>
      }
    >
      <RequestList userId={userId} showUser={false} />
    </Page>
  );
}
