import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig, useServices, useSessionSelector } from '../../kernel/services';
import { loadPersonas } from '../../api/personas-api';
import { useResource } from '../../kernel/use-resource';
import { Avatar } from '../../kernel/avatar';
import { Icon } from '../../ui/icon';
import { selectIsLoggingOut, selectIsSigningIn, selectSignInError } from '../../../machines/shared/session.selectors';
import { Field } from '../../ui/inputs/field';
import { LanguageSelect } from '../../ui/language-select';

const noPersonas = async () => [];
/** The demo's inspector names the persona list's read by the page's word for it. */
const personasPlace = { ns: 'session', key: 'login.personas' };
const personaUserIds: Record<string, number> = { employee: 1, manager: 2, hr: 3, owner: 4, support: 5 };

function useReturnUrl() {
  return new URLSearchParams(location.search).get('returnUrl');
}

/** /account/login: user name and password, and in demo and sandbox the ready personas. */
export default function LoginPage() {
  const { t } = useTranslation(['session', 'shell', 'common']);
  const config = useConfig();
  const { session } = useServices();
  // The page shows as soon as the session leaves signedIn; a sign-in waits until the logout call is over.
  const isSigningIn = useSessionSelector(selectIsSigningIn);
  const isLoggingOut = useSessionSelector(selectIsLoggingOut);
  const signingIn = isSigningIn || isLoggingOut;
  const error = useSessionSelector(selectSignInError);
  const returnUrl = useReturnUrl();
  const [userName, setUserName] = useState('');
  const [password, setPassword] = useState('');
  // Production has no demo accounts to offer.
  const personasView = useResource(config.mode === 'production' ? noPersonas : loadPersonas, null, { place: personasPlace });
  const personas = personasView.data ?? [];

  useEffect(() => {
    document.title = `${t('login.title')} · MintRH`;
  }, [t]);

  const signIn = (credentials: { userName: string; password: string }) => session.send({ type: 'session.signIn', credentials, returnUrl });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!signingIn) signIn({ userName, password });
  };

  return (
    <main className="auth-page">
      <div className="auth-card card">
        <div className="auth-brand">
          <img src="/favicon.svg" alt="" width={40} height={40} />
          <div>
            <h1>{t('login.title')}</h1>
            <p className="muted">{t('login.subtitle')}</p>
          </div>
        </div>
        {error ? (
          <div className="banner banner-error" role="alert">
            {t(error, { ns: 'common' })}
          </div>
        ) : null}
        <form onSubmit={submit} className="form-grid" aria-busy={signingIn}>
          <Field label={t('login.userName')}>
            <input className="input" name="userName" autoComplete="username" required value={userName} onChange={(e) => setUserName(e.target.value)} />
          </Field>
          <Field label={t('login.password')}>
            <input className="input" name="password" type="password" autoComplete="current-password" required value={password} onChange={(e) => setPassword(e.target.value)} />
          </Field>
          <button type="submit" className="btn btn-primary btn-block" disabled={signingIn}>
            {/* While the last session's logout call is on its way the form waits for it, and says so (persona review: 'Connexion…' after a sign-out). */}
            {isLoggingOut ? t('logout.inProgress') : signingIn ? t('login.signingIn') : t('login.submit')}
          </button>
        </form>
        {config.mode !== 'production' && !personasView.failed ? (
          <section className="personas" aria-labelledby="personas-title" aria-busy={!personas.length}>
            <h2 id="personas-title">{t('login.personas')}</h2>
            <p className="muted small">{t('login.personasHint')}</p>
            <ul>
              {personas.length
                ? personas.map((p) => (
                    <li key={p.key}>
                      <button type="button" className="persona" data-persona={p.key} disabled={signingIn} onClick={() => signIn({ userName: p.userName, password: p.password })}>
                        <Avatar userId={personaUserIds[p.key] ?? 0} name={p.fullname} picturePath={null} size={36} />
                        <span className="persona-text">
                          <strong>{t(`persona.${p.key}`)}</strong>
                          <span className="muted small persona-name">{p.fullname}</span>
                          <span className="muted small">{t(p.description)}</span>
                        </span>
                        <Icon name="chevronEnd" size={16} />
                      </button>
                    </li>
                  ))
                : // Until the demo's server has started (after this page paints): the same buttons, the names to come on a
                  // line of their own (one line, whatever the name), so nothing moves when they do (issue 25).
                  Object.keys(personaUserIds).map((key) => (
                    <li key={key}>
                      <button type="button" className="persona" disabled aria-hidden="true" tabIndex={-1}>
                        <span className="avatar avatar-initials persona-placeholder-avatar" />
                        <span className="persona-text">
                          <strong>{t(`persona.${key}`)}</strong>
                          <span className="muted small persona-name">
                            <span className="persona-placeholder-name" />
                          </span>
                          <span className="muted small">{t(`persona.${key}.description`)}</span>
                        </span>
                        <Icon name="chevronEnd" size={16} />
                      </button>
                    </li>
                  ))}
            </ul>
          </section>
        ) : null}
        {/* Below the card, out of its flow: the card stands where the loading screen drew it (first-paint.css). */}
        <label className="auth-language small">
          <Icon name="globe" size={16} />
          <span className="visually-hidden">{t('login.language')}</span>
          <LanguageSelect className="input" data-testid="login-language" />
        </label>
      </div>
    </main>
  );
}
