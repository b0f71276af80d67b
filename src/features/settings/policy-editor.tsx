import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PolicyCommand } from '../../../machines/settings/policy-admin.machine';
import { policyLanguages, type PolicyDetail, type PolicyLanguage } from '../../domain/policy';
import { languages } from '../../i18n/languages';
import { Field } from '../../ui/inputs/field';

/**
 * The texts of a policy, one tab per language; writing edits the draft of the next version.
 * The language shown is the page's (publishing may send the admin to a language left behind).
 */
export function PolicyEditor({ detail, busy, run, lang, setLang }: { detail: PolicyDetail; busy: boolean; run(c: PolicyCommand): void; lang: PolicyLanguage; setLang(l: PolicyLanguage): void }) {
  const { t } = useTranslation(['settings', 'common']);
  const stateOf = (l: string) => detail.versions.find((v) => v.language === l && v.state === 'draft') ?? detail.versions.find((v) => v.language === l && v.state === 'current');
  const draft = detail.versions.find((v) => v.language === lang && v.state === 'draft');
  const inForce = detail.versions.find((v) => v.language === lang && v.state === 'current');
  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    const i = policyLanguages.indexOf(lang);
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const dir = document.documentElement.dir === 'rtl' ? -step : step;
    const next = policyLanguages[(i + dir + policyLanguages.length) % policyLanguages.length];
    setLang(next);
    document.getElementById(`policy-tab-${next}`)?.focus();
  };
  return (
    <section className="card" aria-labelledby="policy-texts-title" id="policy-texts">
      <h3 id="policy-texts-title">{t('policy.texts')}</h3>
      <div className="policy-tabs" role="tablist" aria-label={t('policy.texts')}>
        {policyLanguages.map((l) => {
          const s = stateOf(l);
          return (
            <button key={l} id={`policy-tab-${l}`} type="button" role="tab" aria-selected={l === lang} aria-controls="policy-text-panel" tabIndex={l === lang ? 0 : -1} className="policy-tab" onClick={() => setLang(l)} onKeyDown={onTabKey}>
              <span>{languages.find((x) => x.code === l)?.label ?? l}</span>
              <span className={`badge ${!s ? 'badge-danger' : s.state === 'draft' ? 'badge-info' : 'badge-neutral'}`}>{t(!s ? 'policy.missing' : s.state === 'draft' ? 'policy.draft' : 'policy.inForce')}</span>
            </button>
          );
        })}
      </div>
      <div id="policy-text-panel" role="tabpanel" aria-labelledby={`policy-tab-${lang}`}>
        <TextForm
          key={`${detail.id}-${lang}-${draft?.updatedDate ?? inForce?.id ?? 'none'}`}
          lang={lang}
          initialTitle={draft?.title ?? inForce?.title ?? detail.title}
          initialContent={draft?.content ?? inForce?.content ?? ''}
          isDraft={!!draft}
          busy={busy}
          onSave={(content, versionTitle) => run({ kind: 'saveText', id: detail.id, language: lang, content, versionTitle })}
        />
      </div>
    </section>
  );
}

function TextForm(p: { lang: string; initialTitle: string; initialContent: string; isDraft: boolean; busy: boolean; onSave(content: string, title: string): void }) {
  const { t } = useTranslation(['settings', 'common']);
  const [title, setTitle] = useState(p.initialTitle);
  const [content, setContent] = useState(p.initialContent);
  const [touched, setTouched] = useState(false);
  const changed = title !== p.initialTitle || content !== p.initialContent;
  const dir = p.lang === 'ar' ? 'rtl' : 'ltr';
  return (
    <form
      className="form-grid policy-text-form"
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        if (content.trim() && !p.busy) p.onSave(content, title.trim());
      }}
    >
      <Field label={t('policy.textTitle')} id={`policy-title-${p.lang}`}>
        <input className="input" dir={dir} lang={p.lang} value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} />
      </Field>
      <Field label={t('policy.textContent')} id={`policy-content-${p.lang}`} error={content.trim() ? null : 'RequiredAttribute'} touched={touched}>
        <textarea className="input policy-textarea" dir={dir} lang={p.lang} rows={14} value={content} onBlur={() => setTouched(true)} onChange={(e) => setContent(e.target.value)} />
      </Field>
      <div className="policy-text-actions">
        <span className="small muted">{t(p.isDraft ? 'policy.editingDraft' : 'policy.startsDraft')}</span>
        <button type="submit" className="btn btn-primary" disabled={p.busy || !changed}>
          {t('policy.saveDraft')}
        </button>
      </div>
    </form>
  );
}
