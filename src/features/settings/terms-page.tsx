import { formatDate } from '../../i18n/format';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '../../ui/scroll-region';
import { Link, Redirect } from 'wouter';
import { useSelector } from '@xstate/react';
import { useCurrentUser } from '../../kernel/services';
import { loginUrl, safeReturnUrl } from '../../../machines/shared/return-url';
import { termsAcceptanceLogic } from './terms-acceptance.effects';
import { fillPlaceholders } from '../../i18n/i18n';
import { Spinner } from '../../ui/empty-state';
import { useActorRef, useLogic } from '../../kernel/actors';
import { RetryBanner } from '../../ui/retry-banner';

/**
 * /account/termsacceptance?returnUrl=…: the policy in force in the user's
 * language, accepted once, then back where the user was (same origin only).
 */
export default function TermsPage() {
  const user = useCurrentUser();
  if (!user) return <Redirect to={loginUrl(`${location.pathname}${location.search}`)} replace />;
  return <Terms userId={user.userId} />;
}

function Terms({ userId }: { userId: number }) {
  const { t, i18n } = useTranslation(['settings', 'common']);
  const lang = i18n.language;
  const next = safeReturnUrl(new URLSearchParams(location.search).get('returnUrl'));
  const machine = useLogic(() => termsAcceptanceLogic({ userId, lang, next }), [userId, lang, next]);
  const actor = useActorRef(machine);
  const snap = useSelector(actor, (s) => s);
  useEffect(() => {
    document.title = `${t('terms.title')} · MintRH`;
  }, [t]);
  const loaded = snap.context.loaded;
  const already = !!loaded?.status.hasAcceptedPolicy;

  return (
    <main className="auth-page">
      <article className="auth-card card terms-card" aria-labelledby="terms-title">
        <div className="auth-brand">
          <img src="/favicon.svg" alt="" width={40} height={40} />
          <div>
            <h1 id="terms-title">{loaded?.text.title ?? t('terms.title')}</h1>
            <p className="muted small">{t('terms.intro')}</p>
          </div>
        </div>
        {snap.matches('loading') ? <Spinner label={t('state.loading')} /> : null}
        {snap.matches('failed') ? (
          <RetryBanner message={t(snap.context.error ?? 'Error.Unknown')} onRetry={() => actor.send({ type: 'terms.retry' })} />
        ) : null}
        {loaded ? (
          <>
            <p className="small muted">
              {fillPlaceholders(t('terms.version'), loaded.text.version, loaded.text.publishedDate ? formatDate(loaded.text.publishedDate, 'day', lang) : '—')}
            </p>
            {loaded.fellBack ? <p className="banner banner-info small">{t('terms.fallbackLanguage')}</p> : null}
            <ScrollRegion className="terms-text" role="document" label={loaded.text.title} dir={loaded.text.language === 'ar' ? 'rtl' : 'ltr'} lang={loaded.text.language}>
              {loaded.text.content}
            </ScrollRegion>
            {snap.context.error && snap.matches('ready') ? (
              <div className="banner banner-error" role="alert">
                {t(snap.context.error)}
              </div>
            ) : null}
            {already ? (
              <p className="terms-actions">
                <span className="badge badge-success">{t('terms.already')}</span>
                <Link className="btn btn-primary" href={next}>
                  {t('terms.continue')}
                </Link>
              </p>
            ) : (
              <form
                className="terms-actions"
                onSubmit={(e) => {
                  e.preventDefault();
                  actor.send({ type: 'terms.accept' });
                }}
              >
                <label className="check-row">
                  <input type="checkbox" checked={snap.context.read} onChange={() => actor.send({ type: 'terms.toggleRead' })} disabled={snap.hasTag('busy')} />
                  <span>{t('terms.read')}</span>
                </label>
                <div className="terms-buttons">
                  <Link className="btn" href="/account/logout">
                    {t('terms.logout')}
                  </Link>
                  <button type="submit" className="btn btn-primary" disabled={!snap.can({ type: 'terms.accept' })}>
                    {snap.matches('accepting') ? t('state.saving') : t('terms.accept')}
                  </button>
                </div>
              </form>
            )}
          </>
        ) : null}
      </article>
    </main>
  );
}
