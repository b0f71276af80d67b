import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from 'wouter/use-browser-location';
import { useServices } from '../../kernel/services';
import { sendHeldDecisions } from '../../kernel/decisions-in-hand';
import { Spinner } from '../../ui/empty-state';

/** /account/logout: runs the guarded logout; with no session it simply goes to the login page. */
export default function LogoutPage() {
  const { t } = useTranslation(['session', 'shell']);
  const { session } = useServices();
  useEffect(() => {
    // After a reload the session first renews its access token (the logout revokes it): the logout waits for it.
    let done = false;
    const act = () => {
      const s = session.getSnapshot();
      if (done || s.matches('restoring') || s.matches({ signedIn: 'refreshing' })) return;
      done = true;
      // What the person decided and still holds is sent with their session first (issue 36 item 1).
      const returnUrl = new URLSearchParams(location.search).get('returnUrl');
      if (s.matches('signedIn')) void sendHeldDecisions().then(() => session.send({ type: 'session.logout', returnUrl }));
      else navigate('/account/login', { replace: true });
    };
    const sub = session.subscribe(act);
    act();
    return () => sub.unsubscribe();
  }, [session]);
  return (
    <main className="auth-page">
      <Spinner label={t('logout.inProgress')} />
    </main>
  );
}
