import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from 'wouter/use-browser-location';
import { useServices } from '../../kernel/services';
import { Spinner } from '../../ui/empty-state';

/** /account/logout: runs the guarded logout; with no session it simply goes to the login page. */
export default function LogoutPage() {
  const { t } = useTranslation(['session', 'shell']);
  const { session } = useServices();
  useEffect(() => {
    if (session.getSnapshot().matches('signedIn')) session.send({ type: 'session.logout', returnUrl: new URLSearchParams(location.search).get('returnUrl') });
    else navigate('/account/login', { replace: true });
  }, [session]);
  return (
    <main className="auth-page">
      <Spinner label={t('logout.inProgress')} />
    </main>
  );
}
