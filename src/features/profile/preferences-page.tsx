import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../ui/page';
import { languages, type LanguageCode } from '../../i18n/languages';
import { changeLanguage } from '../../i18n/i18n';
import { applyTheme, readThemeCookie, themes } from '../../kernel/theme';
import { Field } from '../../ui/inputs/field';

/** Security and preferences: interface language and skin, kept across visits. */
export default function PreferencesPage() {
  const { t, i18n } = useTranslation(['people', 'shell']);
  const [theme, setTheme] = useState(readThemeCookie());
  return (
    <Page title={t('page.preferencesTitle')}>
      <div className="card form-grid">
        <Field label={t('prefs.language')}>
          <select value={i18n.language} onChange={(e) => void changeLanguage(e.target.value as LanguageCode)}>
            {languages.map((l) => (
              <option key={l.code} value={l.code} lang={l.code}>
                {l.label}
              </option>
            ))}
          </select>
        </Field>
        <Field label={t('prefs.theme')}>
          <select value={theme} onChange={(e) => setTheme(applyTheme(e.target.value))}>
            {themes.map((name) => (
              <option key={name} value={name}>
                {t(`theme.${name}`, { ns: 'deferred' })}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <div className="card">
        <h2>{t('prefs.security')}</h2>
        <p>{t('prefs.securityText')}</p>
      </div>
    </Page>
  );
}
