import { useTranslation } from 'react-i18next';
import type { PanelProps } from '../../kernel/panel-registry';
import { useCan, useCurrentUser } from '../../kernel/services';
import { SidePanel } from '../../ui/side-panel';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { drivenBy, ReasonDialog } from '../../ui/reason-dialog';
import { Avatar } from '../../kernel/avatar';
import { Spinner } from '../../ui/empty-state';
import { changes } from '../../realtime/changes';
import { useChanges } from '../../kernel/use-changes';
import { requestLogic } from './request.effects';
import { StatusBadge, versionLabel } from './status';
import { formatDate } from '../../i18n/format';
import { FileLinks } from './file-links';
import { TemplateCard } from './template-card';
import { UploadBox, unsentFiles, useUploadBox } from './upload-box';
import { useRecordActor } from '../../kernel/use-record-actor';
import { HeldInFooter } from '../../ui/decision-buttons';
import { ClampText } from '../../ui/inputs/clamp-text';
import { RetryBanner } from '../../ui/retry-banner';

/** Spec 3 section 2, item 2: who asked, status, details, files and the processing area. */
export default function RequestDetailPanel({ params, onClose }: PanelProps) {
  const { t } = useTranslation('documents');
  const me = useCurrentUser();
  const canManage = useCan(['DemandDocument.Manage']);
  const id = Number(params.id);
  const [snap, actor] = useRecordActor(() => requestLogic({ onClose }), { id, canManage, userId: me?.userId ?? 0 });
  // An edit saved in the form above, or a live notification, brings the request up to date
  // (looked at once the move that announced it has settled: a request being read is not read twice).
  // Read again unless a call runs or a decision is held (a reload would drop it unsaid: issue 36 item 1).
  const reload = () => {
    const now = actor.getSnapshot();
    if (!now.hasTag('busy') && !now.hasTag('held')) actor.send({ type: 'request.reload' });
  };
  useChanges(changes.documents, () => queueMicrotask(reload));
  const box = useUploadBox(id, reload);
  const r = snap.context.record;
  const busy = snap.hasTag('busy');
  const waiting = snap.matches('onHold') || snap.matches({ accepted: 'awaitingProcessing' });
  // Spec 3 §2: documents are uploaded while the request is on hold only (the server refuses them after).
  const onHold = snap.matches('onHold');
  const can = (type: 'request.accept' | 'request.refuse' | 'request.process' | 'request.edit' | 'request.delete') => snap.can({ type });
  // Documents chosen and not sent would go with the hold once accepted (persona review: dropped without a word).
  const unsent = onHold && unsentFiles(box) > 0;

  const footer = r ? (
    <div className="documents-footer">
      <HeldInFooter s={snap} send={actor.send} />
      {can('request.delete') ? (
        <button type="button" className="btn btn-danger" onClick={() => actor.send({ type: 'request.delete' })}>
          {t('action.delete')}
        </button>
      ) : null}
      {can('request.edit') ? (
        <button type="button" className="btn" onClick={() => actor.send({ type: 'request.edit' })}>
          {t('action.edit')}
        </button>
      ) : null}
      {can('request.refuse') ? (
        <button type="button" className="btn" disabled={busy} onClick={() => actor.send({ type: 'request.refuse' })}>
          {t('action.refuse')}
        </button>
      ) : null}
      {can('request.accept') && unsent ? (
        <p className="small muted documents-send-first" role="status">
          {t('upload.sendFirst')}
        </p>
      ) : null}
      {can('request.accept') ? (
        <button type="button" className="btn btn-primary" disabled={busy || unsent} onClick={() => actor.send({ type: 'request.accept' })}>
          {t('action.accept')}
        </button>
      ) : null}
      {can('request.process') ? (
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => actor.send({ type: 'request.process' })}>
          {t('action.process')}
        </button>
      ) : null}
    </div>
  ) : undefined;

  return (
    <SidePanel open onClose={onClose} title={t('detail.title')} width="lg" footer={footer}>
      {snap.matches('failure') ? (
        <RetryBanner message={t(snap.context.error ?? 'Error.Unknown')} onRetry={() => actor.send({ type: 'request.reload' })} />
      ) : null}
      {!r ? snap.matches('failure') ? null : <Spinner label={t('state.loading')} /> : (
        <div className="documents-detail" aria-busy={busy}>
          <div className="documents-requester">
            <Avatar userId={r.userid} name={r.userFullName} picturePath={r.pathImg} size={44} />
            <div>
              <strong>{r.userFullName}</strong>
              <div className="muted small">{formatDate(r.createdDate)}</div>
            </div>
            <StatusBadge status={r.status} processed={r.processed} />
          </div>
          {snap.matches('refused') && r.raison ? (
            <p className="banner banner-error" data-testid="refusal-reason">
              <strong>{t('detail.reason')}</strong> <bdi>{r.raison}</bdi>
            </p>
          ) : null}
          <dl className="facts">
            <div><dt>{t('field.type')}</dt><dd>{r.type}</dd></div>
            <div><dt>{t('field.version')}</dt><dd>{versionLabel(t, r.version)}</dd></div>
            <div><dt>{t('field.date')}</dt><dd>{formatDate(r.createdDate)}</dd></div>
            {r.processingDate ? <div><dt>{t('field.processingDate')}</dt><dd>{formatDate(r.processingDate)}</dd></div> : null}
            {r.projectName ? <div><dt>{t('field.project')}</dt><dd>{r.projectName}</dd></div> : null}
          </dl>
          <section>
            <h3 className="documents-subtitle">{t('field.remark')}</h3>
            <ClampText text={r.remark || t('detail.noRemark')} className="documents-remark" />
          </section>
          <section>
            <h3 className="documents-subtitle">{t('detail.attachments')}</h3>
            <FileLinks files={r.filesNames.filter((f) => !f.document)} empty={t('detail.noAttachment')} />
          </section>
          <section>
            <h3 className="documents-subtitle">{t('detail.documents')}</h3>
            <FileLinks files={r.filesNames.filter((f) => f.document)} empty={t('detail.noDocument')} />
          </section>
          {/* A refused request gets no document: nothing to process, no template to download (review: HR could issue one). */}
          {canManage && !snap.matches('refused') ? (
            <section className="documents-processing" aria-label={t('detail.processing')}>
              <h3 className="documents-subtitle">{t('detail.processing')}</h3>
              {r.template ? <TemplateCard key={`${r.id}-${r.typeId}`} id={r.id} typeId={r.typeId} editable={waiting} /> : null}
              {onHold ? <UploadBox box={box} existingNames={r.filesNames.map((f) => f.name)} /> : null}
            </section>
          ) : null}
        </div>
      )}
      <ReasonDialog {...drivenBy(snap, actor.send, t)} title={t('refuse.title')} label={t('refuse.reason')} confirmLabel={t('action.refuse')} />
      <ConfirmDialog
        open={snap.matches({ onHold: 'confirmingDelete' }) || snap.matches({ onHold: 'deleting' })}
        busy={busy}
        onCancel={() => actor.send({ type: 'request.cancel' })}
        onConfirm={() => actor.send({ type: 'request.confirmDelete' })}
      />
    </SidePanel>
  );
}
