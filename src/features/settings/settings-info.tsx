import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useConfig } from '../../kernel/services';
import { fakeRuntime } from '../../kernel/fake-runtime';
import { useResource } from '../../kernel/use-resource';
import { Loaded } from '../../ui/loaded';
import { getPolicies } from '../../api/policy-api';
import { languages } from '../../i18n/languages';
import { fillPlaceholders } from '../../i18n/i18n';

/** /settings/info: the organisation at a glance and the state of the policy in force. */
export default function SettingsInfo() {
  const { t } = useTranslation(['settings', 'common']);
  const config = useConfig();
  const policies = useResource(() => getPolicies(), null);
  return (
    <div className="settings-info">
      <section className="card" aria-labelledby="org-title">
        <h2 id="org-title">{t('info.organisation')}</h2>
        <dl className="facts">
          <dt>{t('info.client')}</dt>
          <dd>{config.clientName}</dd>
          <dt>{t('info.mode')}</dt>
          <dd>{t(`info.mode.${fakeRuntime()?.mode ?? config.mode}`)}</dd>
          <dt>{t('info.languages')}</dt>
          <dd>{languages.map((l) => l.label).join(' · ')}</dd>
        </dl>
      </section>
      <section className="card" aria-labelledby="policy-state-title">
        <h2 id="policy-state-title">{t('settings.section.policy')}</h2>
        <Loaded view={policies}>
          {(list) => {
            const current = list.find((p) => p.isPublished);
            return current ? (
              <p>
                <strong>{current.title}</strong> — {fillPlaceholders(t('policy.versionN'), current.version)} ·{' '}
                {fillPlaceholders(t('policy.acceptedOf'), current.acceptedCount, current.totalUsers)}{' '}
                {current.isEnforced ? <span className="badge badge-warning">{t('policy.enforced')}</span> : null}
              </p>
            ) : (
              <p className="muted">{t('Policy.NonePublished')}</p>
            );
          }}
        </Loaded>
        <Link className="btn" href="/settings/policy">
          {t('info.managePolicy')}
        </Link>
      </section>
    </div>
  );
}
