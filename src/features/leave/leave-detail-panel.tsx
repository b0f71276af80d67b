import { useTranslation } from 'react-i18next';
import type { PanelProps } from '../../kernel/panel-registry';
import { useCurrentUser, usePermissions } from '../../kernel/services';
import { saveStoredFile, viewFile } from '../../kernel/view-file';
import { SidePanel } from '../../ui/side-panel';
import { Avatar } from '../../kernel/avatar';
import { Icon } from '../../ui/icon';
import { Spinner } from '../../ui/empty-state';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { drivenBy, ReasonDialog } from '../../ui/reason-dialog';
import { ApprovalTimeline } from './approval-timeline';
import { OverlapCarousel } from './overlap-carousel';
import { phaseOf, phaseTable } from './leave-status';
import { leaveStatusTable as statusTable, type LeaveDetail } from '../../domain/leave';
import { fillPlaceholders } from '../../i18n/i18n';
import { formatDuration } from '../../i18n/format-measures';
import { formatDay } from '../../i18n/format';
import { appNow } from '../../domain/clock';
import { changes } from '../../realtime/changes';
import { useChanges } from '../../kernel/use-changes';
import { leaveRequestLogic } from './leave-request.effects';
import { useRecordActor } from '../../kernel/use-record-actor';
import { DateRange } from '../../ui/date-range';
import { LeaveAbout } from './leave-about';
import { ClampText } from '../../ui/inputs/clamp-text';
import { HeldInFooter } from '../../ui/decision-buttons';
import { RetryBanner } from '../../ui/retry-banner';

/** One leave request: facts, files, approval timeline, colleagues away, and the actions its state allows. */
export default function LeaveDetailPanel({ params, onClose }: PanelProps) {
  const { t, i18n } = useTranslation('leave');
  const me = useCurrentUser();
  const permissions = usePermissions();
  const id = Number(params.id);
  const [s, actor] = useRecordActor(() => leaveRequestLogic({ onClose }), { id, userId: me?.userId ?? 0, permissions: [...(permissions ?? [])] });
  // An edit saved in the form panel above shows here at once.
  useChanges(changes.leave, () => actor.send({ type: 'leave.reload' }));
  const d = s.context.record;
  const busy = s.hasTag('busy');

  const footer = d ? (
    <>
      <HeldInFooter s={s} send={actor.send} />
      {s.can({ type: 'leave.cancel' }) ? (
        <button type="button" className="btn" disabled={busy} onClick={() => actor.send({ type: 'leave.cancel' })}>
          {t('detail.cancelRequest')}
        </button>
      ) : null}
      {s.can({ type: 'leave.reject' }) ? (
        <button type="button" className="btn btn-danger" disabled={busy} onClick={() => actor.send({ type: 'leave.reject' })}>
          {t('detail.reject')}
        </button>
      ) : null}
      {s.can({ type: 'leave.accept' }) ? (
        <button type="button" className="btn btn-primary" disabled={busy} onClick={() => actor.send({ type: 'leave.accept' })}>
          {t('detail.accept')}
        </button>
      ) : null}
    </>
  ) : undefined;

  return (
    <SidePanel open onClose={onClose} title={t('detail.title')} footer={footer} width="lg">
      {s.matches('failure') ? (
        <RetryBanner message={t(s.context.error ?? 'Error.Unknown')} onRetry={() => actor.send({ type: 'leave.reload' })} />
      ) : !d ? (
        <Spinner label={t('state.loading')} />
      ) : (
        <div className="leave-detail" aria-busy={busy}>
          <header className="leave-detail-head">
            <Avatar userId={d.demandeUser.id} name={d.demandeUser.fullName} picturePath={d.demandeUser.image} size={48} />
            <div>
              <strong>{d.demandeUser.fullName}</strong>
              <div className="small muted">{d.demandeUser.fonctionName}</div>
            </div>
            <div className="leave-detail-tools">
              {s.can({ type: 'leave.edit' }) ? (
                <button type="button" className="icon-button" aria-label={t('detail.edit')} onClick={() => actor.send({ type: 'leave.edit' })}>
                  <Icon name="edit" />
                </button>
              ) : null}
              {s.can({ type: 'leave.delete' }) ? (
                <button type="button" className="icon-button" aria-label={t('detail.delete')} onClick={() => actor.send({ type: 'leave.delete' })}>
                  <Icon name="trash" />
                </button>
              ) : null}
            </div>
          </header>
          <dl className="facts">
            <div>
              <dt>{t('detail.duration')}</dt>
              <dd>{formatDuration(t, d.durationValue, d.durationUnit, i18n.language)}</dd>
            </div>
            <div>
              <dt>{t('detail.type')}</dt>
              <dd>{d.type}</dd>
            </div>
            <div>
              <dt>{t('detail.status')}</dt>
              <dd>
                <span className={`badge ${statusTable[d.statut].badge}`} data-testid="leave-status">
                  {t(statusTable[d.statut].label)}
                </span>
                {(() => {
                  const phase = phaseOf(d.statut, d.startDate, d.endDate, appNow());
                  return phase ? (
                    <span className={`badge ${phaseTable[phase].badge}`} data-testid="leave-phase">
                      {t(phaseTable[phase].label)}
                    </span>
                  ) : null;
                })()}
                {/* A pending request says whose decision it waits for: after level 1 accepts, 'En cours' alone reads as if nothing happened. */}
                <WaitingOn detail={d} />
              </dd>
            </div>
            <div>
              <dt>{t('detail.period')}</dt>
              <dd data-testid="leave-period">
                <Period detail={d} />
                {d.startTime && d.endTime ? ` (${d.startTime}–${d.endTime})` : ''}
              </dd>
            </div>
            {d.projectName ? (
              <div>
                <dt>{t('detail.project')}</dt>
                <dd>{d.projectName}</dd>
              </div>
            ) : null}
            {d.solde !== null ? (
              <div>
                <dt>{t('detail.balance')}</dt>
                <dd>{formatDuration(t, d.solde, d.durationUnit, i18n.language)}</dd>
              </div>
            ) : null}
          </dl>
          {d.description ? <ClampText text={d.description} className="leave-description" /> : null}
          {d.filesNames.length ? (
            <section>
              <h3 className="leave-subtitle">{t('detail.files')}</h3>
              <ul className="leave-files">
                {d.filesNames.map((f) => (
                  <li key={f.id}>
                    <span className="file-name">{f.name}</span>
                    <button type="button" className="icon-button" aria-label={`${t('detail.view')} ${f.name}`} onClick={() => viewFile({ path: `/upload/VueFile/${f.id}`, name: f.name })}>
                      <Icon name="eye" />
                    </button>
                    <button type="button" className="icon-button" aria-label={`${t('detail.download')} ${f.name}`} onClick={() => saveStoredFile({ path: `/upload/DownloadFile/${f.id}`, name: f.name })}>
                      <Icon name="download" />
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          <section>
            <h3 className="leave-subtitle">{t('detail.approvals')}</h3>
            <ApprovalTimeline entries={d.approval} request={d.statut} />
          </section>
          {d.demanedInSameDepartment.length ? <OverlapCarousel items={d.demanedInSameDepartment} /> : null}
        </div>
      )}
      <ConfirmDialog open={s.hasTag('confirmDelete')} busy={busy} onCancel={() => actor.send({ type: 'leave.dismiss' })} onConfirm={() => actor.send({ type: 'leave.confirmDelete' })} />
      {/* The dialog hides the panel: it says whose request it refuses, as the lists' dialog does (persona review). */}
      <ReasonDialog
        {...drivenBy(s, actor.send, t)}
        about={d ? <LeaveAbout name={d.demandeUser.fullName} type={d.type} start={d.startDate} end={d.endDate} length={d.durationValue} unit={d.durationUnit} /> : undefined}
        title={t('detail.rejectTitle')}
        label={t('detail.reason')}
        confirmLabel={t('detail.reject')}
      />
    </SidePanel>
  );
}

/** The approver (and level) a pending request waits for: the first entry of its approval list still pending. */
function WaitingOn({ detail }: { detail: LeaveDetail }) {
  const { t } = useTranslation('leave');
  const next = detail.statut === 'En_Cour' ? detail.approval.find((a) => a.status === 'En_Cour') : undefined;
  return next ? (
    <span className="small muted leave-waiting-on" data-testid="leave-waiting-on">
      {fillPlaceholders(t('detail.waitingOn'), next.fullName, next.level)}
    </span>
  ) : null;
}

/**
 * The days off, and where a half day is taken, which half (spec 2 section 3: on one day, morning or afternoon only;
 * over several, the first day from noon, the last until noon): 'Mercredi 02/12/2026, matin', not a full day.
 */
function Period({ detail: d }: { detail: LeaveDetail }) {
  const { t, i18n } = useTranslation('leave');
  const start = formatDay(d.startDate, i18n.language);
  const end = formatDay(d.endDate, i18n.language);
  if (d.startDate.slice(0, 10) === d.endDate.slice(0, 10)) {
    if (d.morning === d.afternoon) return <>{start}</>;
    return <>{fillPlaceholders(t(d.morning ? 'detail.dayMorning' : 'detail.dayAfternoon'), start)}</>;
  }
  return <DateRange start={d.afternoon ? fillPlaceholders(t('detail.dayAfternoon'), start) : start} end={d.morning ? fillPlaceholders(t('detail.dayMorning'), end) : end} />;
}
