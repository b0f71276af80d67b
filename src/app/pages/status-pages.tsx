import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { Page } from '../../ui/page';
import { Icon } from '../../ui/icon';
import { fillPlaceholders } from '../../i18n/i18n';

function StatusPage({ code, title, text, icon }: { code: string; title: string; text: string; icon: string }) {
  const { t } = useTranslation('common');
  return (
    <Page title={title}>
      <div className="status-page" data-status={code}>
        <Icon name={icon} size={48} />
        <p className="status-code">{code}</p>
        <p>{text}</p>
        <Link className="btn btn-primary" href="/">
          {t('page.backHome')}
        </Link>
      </div>
    </Page>
  );
}

export function ForbiddenPage() {
  const { t } = useTranslation('common');
  return <StatusPage code="403" icon="lock" title={t('page.forbiddenTitle')} text={t('page.forbiddenText')} />;
}

export function NotFoundPage() {
  const { t } = useTranslation('common');
  return <StatusPage code="404" icon="search" title={t('page.notFoundTitle')} text={t('page.notFoundText')} />;
}

export function NotInReleasePage({ labelKey }: { labelKey: string }) {
  const { t } = useTranslation(['common', 'shell']);
  const name = t(labelKey, { ns: 'shell' });
  return <StatusPage code="—" icon="box" title={t('page.notInReleaseTitle')} text={fillPlaceholders(t('page.notInReleaseText'), name)} />;
}
