import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import { useConfig, useCurrentUser, useServices } from '../../kernel/services';
import { fillPlaceholders } from '../../i18n/i18n';
import { Icon } from '../../ui/icon';

/** Spec 1 section 1: while connected as another user, a banner says so and offers a way out. */
export function ImpersonationBanner() {
  const { t } = useTranslation('shell');
  const user = useCurrentUser();
  const { session } = useServices();
  const leaving = useSelector(session, (s) => s.matches({ signedIn: 'leavingConnectedUser' }));
  if (!user?.isConnectToUser) return null;
  return (
    <div className="banner banner-warning impersonation-banner" role="status">
      <Icon name="user" />
      <span>{fillPlaceholders(t('impersonation.banner'), user.fullname)}</span>
      <button type="button" className="btn btn-small" disabled={leaving} onClick={() => session.send({ type: 'session.leaveConnectedUser' })}>
        {t('impersonation.leave')}
      </button>
    </div>
  );
}

const DemoBar = lazy(() => import('../../features/demo/demo-bar'));

/** Demo and sandbox are never confusable with production: a bar says which, with its tools. */
export function ModeBanner() {
  const config = useConfig();
  if (config.mode === 'production') return null;
  return (
    <Suspense fallback={<div className="demo-bar" />}>
      <DemoBar />
    </Suspense>
  );
}
