import type { SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { languages, type LanguageCode } from '../i18n/languages';
import { changeLanguage } from '../i18n/i18n';

/** The interface language, each named in its own words and language; the choice is kept across visits (i18n.ts). */
export function LanguageSelect(props: Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'>) {
  const { i18n } = useTranslation();
  return (
    <select {...props} value={i18n.language} onChange={(e) => void changeLanguage(e.target.value as LanguageCode)}>
      {languages.map((l) => (
        <option key={l.code} value={l.code} lang={l.code}>
          {l.label}
        </option>
      ))}
    </select>
  );
}
