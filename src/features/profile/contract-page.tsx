import { useParams } from 'wouter';
import { useTranslation } from 'react-i18next';
import { getPublicProfile } from '../../api/profile-api';
import { Page } from '../../ui/page';
import { Loaded } from '../../ui/loaded';
import { useResource } from '../../kernel/use-resource';
import { formatDay } from '../../i18n/format';

/** The contract facts that trial-period and contract-end notifications lead to. */
export default function ContractPage() {
  const { userId } = useParams<{ userId: string }>();
  const { t } = useTranslation('people');
  const view = useResource(getPublicProfile, Number(userId));
  return (
    <Page title={t('page.contractTitle')}>
      <Loaded view={view}>
        {(p) => (
          <dl className="facts card">
            <div><dt>{t('profile.employee')}</dt><dd>{p.fullName}</dd></div>
            <div><dt>{t('profile.contractType')}</dt><dd>{p.contractType}</dd></div>
            <div><dt>{t('profile.hireDate')}</dt><dd>{formatDay(p.hireDate)}</dd></div>
            <div><dt>{t('profile.trialEnd')}</dt><dd>{p.trialEnd ? formatDay(p.trialEnd) : '—'}</dd></div>
            <div><dt>{t('profile.contractEnd')}</dt><dd>{p.contractEnd ? formatDay(p.contractEnd) : t('profile.noEnd')}</dd></div>
          </dl>
        )}
      </Loaded>
    </Page>
  );
}
