import { formatDate } from '../../i18n/format';
import { writtenAnswer } from '../../i18n/form-answer';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { PanelProps } from '../../kernel/panel-registry';
import { SidePanel } from '../../ui/side-panel';
import { Spinner } from '../../ui/empty-state';
import { Avatar } from '../../kernel/avatar';
import { toast } from '../../ui/toast-store';
import { saveFile } from '../../api/files';
import { errorMessage } from '../../api/api-error';
import { formsApi } from '../../api/forms-api';
import { FieldType, type ResponseDetail } from '../../domain/forms';
import { StatutBadge } from './badges';
import { useRecordActor } from '../../kernel/use-record-actor';
import { formResponseLogic } from './form-response.effects';
import { Field } from '../../ui/inputs/field';
import { HeldInFooter } from '../../ui/decision-buttons';
import { badgeOf, statusTones } from '../../domain/status-tones';
import { RetryBanner } from '../../ui/retry-banner';
import { shortFileName } from '../../domain/uploads';

/** Panel 'forms.response' {id}: answers, status change or approval buttons, approval timeline (spec 3 screen 11). */
export default function ResponsePanel({ params, onClose }: PanelProps) {
  const { t } = useTranslation('forms');
  const [snap, actor] = useRecordActor(() => formResponseLogic({ onClose }), { id: Number(params.id) });
  const detail = useSelector(actor, (s) => s.context.record);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const failed = useSelector(actor, (s) => s.matches('failure'));
  const error = useSelector(actor, (s) => s.context.error);
  const choices = detail?.statutList.filter((s) => snap.can({ type: 'response.changeStatus', statutId: s.value })) ?? [];
  const change = (statutId: number) => actor.send({ type: 'response.changeStatus', statutId });
  const approver = !!detail && !detail.canChangeAny && detail.activedApproval;
  // A change held before it is sent shows in the footer, whoever made it (an administrator picks it in the body).
  const footer = approver || snap.hasTag('held') ? (
    <div className="approval-buttons">
      <HeldInFooter s={snap} send={actor.send} />
      {(approver ? choices : []).map((s) => (
        <button key={s.value} type="button" className={`btn ${s.kind === 'refuse' ? 'btn-danger' : 'btn-primary'}`} disabled={busy} onClick={() => change(s.value)}>
          {s.kind === 'refuse' ? t('response.refuse') : s.kind === 'accept' ? t('response.approve') : `${t('response.approve')} → ${s.text}`}
        </button>
      ))}
    </div>
  ) : undefined;
  return (
    <SidePanel open onClose={onClose} title={detail ? detail.formTitle : t('response.title')} width="lg" footer={footer}>
      {failed ? (
        <RetryBanner message={t(error ?? 'Error.Unknown')} onRetry={() => actor.send({ type: 'response.retry' })} />
      ) : !detail ? (
        <Spinner label={t('state.loading')} />
      ) : (
        <ResponseBody detail={detail} busy={busy} choices={detail.canChangeAny ? choices : []} onChange={change} />
      )}
    </SidePanel>
  );
}

function ResponseBody({ detail, busy, choices, onChange }: { detail: ResponseDetail; busy: boolean; choices: ResponseDetail['statutList']; onChange(id: number): void }) {
  const { t } = useTranslation('forms');
  const download = (name: string, path: string) =>
    formsApi.downloadByName(path).then(
      ({ blob }) => saveFile(blob, name),
      (e) => toast.error(errorMessage(e)),
    );
  return (
    <div className="response-detail">
      <dl className="facts">
        <div>
          <dt>{t('response.user')}</dt>
          <dd>{detail.user ? detail.user.text : t('response.anonymous')}</dd>
        </div>
        <div>
          <dt>{t('response.date')}</dt>
          <dd>{formatDate(detail.createdDate)}</dd>
        </div>
        <div>
          <dt>{t('response.status')}</dt>
          <dd data-testid="response-status">
            <StatutBadge statut={detail.statut} />
          </dd>
        </div>
      </dl>
      {choices.length ? (
        <Field label={t('response.changeStatus')} className="status-change">
          <select className="input" value="" disabled={busy} onChange={(e) => e.target.value && onChange(Number(e.target.value))}>
            <option value="">{t('response.pickStatus')}</option>
            {choices.map((s) => (
              <option key={s.value} value={s.value}>
                {s.text}
              </option>
            ))}
          </select>
        </Field>
      ) : null}
      <section aria-label={t('response.answers')} className="answers">
        {detail.fields
          .filter((f) => f.fieldType !== FieldType.Description && f.fieldType !== FieldType.Hidden)
          .map((f) => (
            <div key={f.id} className="answer">
              <p className="answer-title">{f.title}</p>
              {f.fieldType === FieldType.File && f.filesNames?.length ? (
                <ul className="file-list">
                  {(f.filesNames ?? []).map((x) => (
                    <li key={x.path}>
                      <button type="button" className="btn btn-small btn-ghost" onClick={() => download(x.name, x.path)}>
                        <span title={x.name} dir="auto">
                          {shortFileName(x.name)}
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              ) : f.fieldType === FieldType.Color && f.response ? (
                <p>
                  <span className="statut-dot" style={{ background: f.response }} /> {f.response}
                </p>
              ) : (
                // An answer reads in its own direction (persona review, Arabic: '.Deux écrans…').
                // A question left unanswered says so in words (review s30: a file question showed its title alone).
                <p dir="auto">{(f.fieldType !== FieldType.File && writtenAnswer(f, f.response)) || <span className="muted">{t('response.noAnswer')}</span>}</p>
              )}
            </div>
          ))}
      </section>
      {detail.approvalList.length ? (
        <section aria-label={t('response.timeline')}>
          <h3>{t('response.timeline')}</h3>
          <ol className="approval-timeline">
            {detail.approvalList.map((a) => (
              <li key={a.statutId} className={`approval approval-${a.status}`}>
                {a.userId ? <Avatar userId={a.userId} name={a.fullName ?? ''} picturePath={a.picturePath} size={26} /> : null}
                <span className="approval-step">{a.stepName}</span>
                <span>{a.fullName ?? t('response.anyAdmin')}</span>
                <span className={`badge ${badgeOf(statusTones.approvals[a.status])}`}>{t(`approval.${a.status}`)}</span>
                {a.actionDate ? <span className="muted small">{formatDate(a.actionDate)}</span> : null}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  );
}
