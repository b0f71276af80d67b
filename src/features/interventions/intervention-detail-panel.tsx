import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PanelProps } from '../../kernel/panel-registry';
import { openPanel, replacePanel } from '../../kernel/panel-store';
import { useCan, useCurrentUser, usePermissions } from '../../kernel/services';
import { SidePanel } from '../../ui/side-panel';
import { Avatar } from '../../kernel/avatar';
import { Icon } from '../../ui/icon';
import { Spinner } from '../../ui/empty-state';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { useResource } from '../../kernel/use-resource';
import { saveStoredFile, viewFile } from '../../kernel/view-file';
import type { InterventionRead } from '../../domain/interventions';
import { interventionLogic } from './intervention.effects';
import { SOLVED } from '../../../machines/interventions/intervention.machine';
import { categoryKey, previewable, priorityClass, priorityKey, statusBadge, statusKey, typeKey } from './interventions-codes';
import { changes } from '../../realtime/changes';
import { InterventionHistory } from './intervention-history';
import { AssigneeGroup } from './assignee-group';
import { StepForm } from './intervention-actions';
import { drivenBy, ReasonDialog } from '../../ui/reason-dialog';
import { drivenDecision } from '../../ui/driven-decision';
import { DecisionButtons } from '../../ui/decision-buttons';
import { useRecordActor } from '../../kernel/use-record-actor';
import { interventionHistory } from '../../api/interventions-api';
import { ClampText } from '../../ui/inputs/clamp-text';
import { RetryBanner } from '../../ui/retry-banner';

/** The intervention detail: facts, assignees, actions allowed by the lifecycle statechart, and the history. */
export default function InterventionDetailPanel({ params, onClose, panelKey }: PanelProps) {
  const { t } = useTranslation('interventions');
  const id = Number(params.id);
  const me = useCurrentUser();
  const permissions = usePermissions();
  const canUnassign = useCan(['Software.Affect']);
  // Once deleted, the change pushed for the list must not send this panel's history back to a record
  // that is gone (a 404) while the panel closes: the read waits for the unmount instead.
  const gone = useRef(false);
  const history = useResource((i: number) => (gone.current ? new Promise<never>(() => {}) : interventionHistory(i)), id, { refreshOn: changes.interventions });
  const [showHistory, setShowHistory] = useState(true);
  const [s, actor] = useRecordActor(() => interventionLogic({ markGone: () => void (gone.current = true), onClose }), { id, viewerId: me?.userId ?? 0, permissions: [...(permissions ?? [])] });
  const data = s.context.record as InterventionRead | null;
  const error = s.context.error;
  const busy = s.hasTag('busy');
  const can = {
    assign: s.can({ type: 'intervention.assign', userIds: [0] }),
    step: s.can({ type: 'intervention.openStep' }),
    remove: s.can({ type: 'intervention.delete' }),
    reload: s.can({ type: 'intervention.reload' }),
  };
  // Solved in one click, as the dashboard's row; or the spec's close panel (spec 4 section 2: a Solved switch and a remark).
  const closing = drivenDecision(s, actor.send, { type: 'intervention.close', resolved: true, description: '' }, { type: 'intervention.askRemark' });
  const openUsers = (replace: number | null) =>
    openPanel('interventions.users', { id, replace, assigned: data?.users ?? [], onSubmit: (userIds: number[], replaced: number | null) => actor.send({ type: 'intervention.assign', userIds, replace: replaced }) });

  return (
    <SidePanel
      open
      onClose={onClose}
      width="lg"
      title={
        data ? (
          <span className="itops-title">
            <Icon name="alert" className={priorityClass[data.priority]} label={t(priorityKey(data.priority))} /> {data.title}
          </span>
        ) : t('detail.title')
      }
    >
      {!data ? (
        error ? (
          // A failed load can be tried again without closing the panel.
          <RetryBanner message={t(error)} onRetry={() => actor.send({ type: 'intervention.reload' })} />
        ) : (
          <Spinner label={t('state.loading')} />
        )
      ) : (
        <div className="form-grid">
          <div className="itops-row">
            <span className={`badge ${statusBadge[data.statut]}`} data-testid="intervention-status">{t(statusKey(data.statut))}</span>
            <span className="badge badge-neutral">{t(typeKey(data.type))}</span>
            <span className="badge badge-neutral">{t(categoryKey(data.hardware))}</span>
            <span className="muted small">{t(priorityKey(data.priority))}</span>
          </div>
          <dl className="facts">
            <div>
              <dt>{t('field.requester')}</dt>
              <dd className="itops-row">
                <Avatar userId={data.demandeByUser.id} name={data.demandeByUser.fullName} picturePath={data.demandeByUser.picturePath} size={24} /> {data.demandeByUser.fullName}
              </dd>
            </div>
            {data.material_Title ? (
              <div>
                <dt>{t('field.item')}</dt>
                <dd>{data.material_Title}</dd>
              </div>
            ) : null}
            {data.nature ? (
              <div>
                <dt>{t('field.nature')}</dt>
                <dd>{data.nature}</dd>
              </div>
            ) : null}
            <div>
              <dt>{t('detail.assignees')}</dt>
              <dd>
                <AssigneeGroup users={data.users} busy={busy} canRemove={canUnassign && can.assign} onRemove={(userId) => actor.send({ type: 'intervention.unassign', userId })} />
              </dd>
            </div>
          </dl>
          {data.description ? <ClampText text={data.description} className="itops-pre" /> : null}
          {data.filesNames.length ? (
            <ul className="file-list" aria-label={t('field.files')}>
              {data.filesNames.map((f) => (
                <li key={f.id}>
                  <Icon name="file" size={14} />
                  <span className="file-name">{f.name}</span>
                  {previewable(f.name) ? (
                    <button type="button" className="btn btn-small" onClick={() => viewFile({ path: `/upload/VueFile/${f.id}/`, name: f.name })}>{t('detail.preview')}</button>
                  ) : null}
                  <button type="button" className="btn btn-small" onClick={() => saveStoredFile({ path: `/upload/DownloadFile/${f.id}`, name: f.name })}>{t('action.download')}</button>
                </li>
              ))}
            </ul>
          ) : null}
          {data.history_description ? (
            <div className="card itops-last-step">
              <span className="muted small">{t('detail.lastStep')}</span>
              <p className="itops-pre" data-testid="last-step">{data.history_description}</p>
              {data.whoDid ? (
                <span className="small itops-row">
                  <Avatar userId={data.whoDid.id} name={data.whoDid.fullName} picturePath={data.whoDid.picturePath} size={20} /> {data.whoDid.fullName}
                </span>
              ) : null}
            </div>
          ) : null}
          <div className="itops-row itops-wrap">
            {can.assign && data.users.length ? <button type="button" className="btn btn-small" disabled={busy} onClick={() => openUsers(data.users[0]!.id)}>{t('detail.replace')}</button> : null}
            {can.assign ? <button type="button" className="btn btn-small" disabled={busy} onClick={() => openUsers(null)}>{t('detail.addAssignee')}</button> : null}
            {can.step ? <button type="button" className="btn btn-small" disabled={busy} onClick={() => actor.send({ type: 'intervention.openStep' })}>{t('detail.addAction')}</button> : null}
            <button type="button" className="btn btn-small" aria-pressed={showHistory} onClick={() => setShowHistory(!showHistory)}>{t('detail.showHistory')}</button>
            {/* Others (support, the requester) change an intervention while it is on screen: read it and its history again. */}
            <button type="button" className="btn btn-small" disabled={busy || !can.reload} onClick={() => { actor.send({ type: 'intervention.reload' }); history.reload(); }}>{t('detail.refresh')}</button>
            {closing.held || closing.canAccept || closing.canRefuse ? <DecisionButtons {...closing} heldRefusal={s.context.choice !== SOLVED} labels={{ accept: t('close.solved'), refuse: t('detail.close'), taken: { accept: t('close.takenSolved'), refuse: t('close.takenUnsolved') } }} /> : null}
            {can.assign ? <button type="button" className="btn btn-small" onClick={() => replacePanel(panelKey, 'interventions.edit', { id })}>{t('action.edit')}</button> : null}
            {can.remove ? <button type="button" className="btn btn-small btn-danger" disabled={busy} onClick={() => actor.send({ type: 'intervention.delete' })}>{t('action.delete')}</button> : null}
          </div>
          {s.hasTag('step') ? <StepForm busy={busy} onCancel={() => actor.send({ type: 'intervention.dismiss' })} onSubmit={(description) => actor.send({ type: 'intervention.addStep', description })} /> : null}
          {showHistory ? <InterventionHistory view={history} /> : null}
        </div>
      )}
      {/* Spec 4 section 2: a Solved switch (off by default, section 4) and a remark, which is optional (section 5); a failed close shows nothing (section 8). */}
      <ReasonDialog
        {...drivenBy(s, actor.send, t)}
        error={null}
        danger={false}
        title={t('close.title')}
        label={t('close.remark')}
        choice={{ label: t('close.solved'), on: SOLVED }}
        confirmLabel={t('close.submit')}
      />
      <ConfirmDialog open={s.hasTag('confirmDelete')} busy={busy} title={t('hardware.profile.Delete_title')} onCancel={() => actor.send({ type: 'intervention.dismiss' })} onConfirm={() => actor.send({ type: 'intervention.confirmDelete' })}>
        {t('conge.Delete_description')}
      </ConfirmDialog>
    </SidePanel>
  );
}
