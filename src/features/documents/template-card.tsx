import { lazy, Suspense } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { cleanHtml, templateLogic } from './template.effects';
import { documentsApi } from '../../api/documents-api';
import { errorMessage } from '../../api/api-error';
import { Spinner } from '../../ui/empty-state';
import { ScrollRegion } from '../../ui/scroll-region';
import { Icon } from '../../ui/icon';
import { toast } from '../../ui/toast-store';
import { useActorRef, useLogic } from '../../kernel/actors';
import { RetryBanner } from '../../ui/retry-banner';

const TemplateEditor = lazy(() => import('./template-editor'));

/** The template card of the processing area: preview, downloads, edit. */
export function TemplateCard({ id, typeId, editable }: { id: number; typeId: number; editable: boolean }) {
  const { t } = useTranslation('documents');
  const machine = useLogic(templateLogic);
  const actor = useActorRef(machine, { input: { id, typeId } });
  const html = useSelector(actor, (s) => s.context.html);
  const error = useSelector(actor, (s) => s.context.error);
  const view = useSelector(actor, (s) => (s.matches('loading') ? 'loading' : s.matches('failure') ? 'failure' : s.hasTag('editing') ? 'editing' : 'viewing'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const download = (withHeaders: boolean) => documentsApi.downloadTemplate(id, withHeaders).catch((e) => toast.error(errorMessage(e)));
  // A download is the stored text: while the text is edited it would not hold the edit (HR review: a PDF downloaded
  // before 'Enregistrer le texte' lacked the line just typed, with no word of it). Saved first, then downloaded.
  const editing = view === 'editing';
  return (
    <section className="card template-card" aria-labelledby="template-title">
      <header className="template-card-header">
        <h3 id="template-title">{t('template.title')}</h3>
        <div className="template-card-actions">
          <button type="button" className="btn btn-small" disabled={editing} aria-describedby={editing ? 'template-save-first' : undefined} onClick={() => download(true)}>
            <Icon name="download" size={14} /> {t('template.downloadWithHeaders')}
          </button>
          <button type="button" className="btn btn-small" disabled={editing} aria-describedby={editing ? 'template-save-first' : undefined} onClick={() => download(false)}>
            <Icon name="download" size={14} /> {t('template.downloadWithoutHeaders')}
          </button>
          {editable && view === 'viewing' ? (
            <button type="button" className="btn btn-small" onClick={() => actor.send({ type: 'template.edit' })}>
              <Icon name="edit" size={14} /> {t('template.edit')}
            </button>
          ) : null}
        </div>
      </header>
      {editing ? (
        <p className="muted small" id="template-save-first">
          {t('template.saveFirst')}
        </p>
      ) : null}
      {view === 'loading' ? <Spinner label={t('state.loading')} /> : null}
      {view === 'failure' ? (
        <RetryBanner message={t(error ?? 'Error.Unknown')} onRetry={() => actor.send({ type: 'template.reload' })} />
      ) : null}
      {/* It scrolls past 420 px (a certificate at 390 px wide does): focusable and named, as every box that scrolls on its own. */}
      {view === 'viewing' ? (
        <ScrollRegion label={t('template.title')} role="document" className="template-preview" data-testid="template-preview">
          <div dir="auto" dangerouslySetInnerHTML={{ __html: cleanHtml(html) }} />
        </ScrollRegion>
      ) : null}
      {view === 'editing' ? (
        <Suspense fallback={<Spinner label={t('state.loading')} />}>
          <TemplateEditor
            html={cleanHtml(html)}
            busy={busy}
            error={error}
            onSave={(h) => actor.send({ type: 'template.save', html: cleanHtml(h) })}
            onCancel={() => actor.send({ type: 'template.cancel' })}
            onReset={() => actor.send({ type: 'template.reset' })}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
