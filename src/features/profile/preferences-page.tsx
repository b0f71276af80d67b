import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../ui/page';
import { LanguageSelect } from '../../ui/language-select';
import { applyTheme, readThemeCookie, themes } from '../../kernel/theme';
import { Field } from '../../ui/inputs/field';

/** Security and preferences: interface language and skin, kept across visits. */
export default function PreferencesPage() {
  const { t } = useTranslation(['people', 'shell']);
  const [theme, setTheme] = useState(readThemeCookie());
  return (
    <Page title={t('page.preferencesTitle')}>
      <div className="card form-grid">
        <Field label={t('prefs.language')}>
          <LanguageSelect />
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
