import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Redirect, Route, Switch, useLocation } from 'wouter';
import { Page } from '../../ui/page';
import { Spinner } from '../../ui/empty-state';
import { Icon } from '../../ui/icon';
import { ErrorBoundary } from '../../ui/error-boundary';

const SettingsInfo = lazy(() => import('./settings-info'));
const PolicyAdmin = lazy(() => import('./policy-admin'));

const sections = [
  { key: 'info', href: '/settings/info', icon: 'gear' },
  { key: 'policy', href: '/settings/policy', icon: 'shield' },
] as const;

/** /settings/*: the settings shell (Settings.View is checked by the route table) with its sections. */
export default function SettingsPage() {
  const { t } = useTranslation(['settings', 'common']);
  const [path] = useLocation();
  return (
    <Page title={t('settings.title')}>
      <div className="settings-layout">
        <nav className="settings-nav card" aria-label={t('settings.sections')}>
          <ul>
            {sections.map((s) => (
              <li key={s.key}>
                <Link href={s.href} className="settings-nav-link" aria-current={path.startsWith(s.href) ? 'page' : undefined}>
                  <Icon name={s.icon} size={18} />
                  <span>{t(`settings.section.${s.key}`)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="settings-content">
          <ErrorBoundary resetKey={path}>
            <Suspense fallback={<Spinner label={t('state.loading')} />}>
              <Switch>
                <Route path="/settings/info" component={SettingsInfo} />
                <Route path="/settings/policy" component={PolicyAdmin} />
                <Route>
                  <Redirect to="/settings/info" replace />
                </Route>
              </Switch>
            </Suspense>
          </ErrorBoundary>
        </div>
      </div>
    </Page>
  );
}
