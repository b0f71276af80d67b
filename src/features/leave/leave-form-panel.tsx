import { useMemo, useRef } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { PanelProps } from '../../kernel/panel-registry';
import { useCan, useCurrentUser } from '../../kernel/services';
import { SidePanel } from '../../ui/side-panel';
import { Icon } from '../../ui/icon';
import { FilePicker } from '../../ui/files/file-picker';
import { allowedLists } from '../../domain/uploads';
import { toast } from '../../ui/toast-store';
import { countText, fillPlaceholders } from '../../i18n/i18n';
import { DateRangePicker } from '../../ui/inputs/date-range-picker';
import { UserPicker } from '../../kernel/user-picker';
import { addDays, balanceYearOf, blockedBecause, eachDay, isBlocked, LEAVE_OVERLAP, nothingCountedBecause, requestedDays } from '../../domain/leave-days';
import { useToday } from '../../ui/use-today';
import { leaveFormLogic } from './leave-form.effects';
import { isHourly, leaveDraftOf, restoreLeaveDraft } from './leave-form-draft';
import { useActorDraft } from '../../ui/drafts/use-draft';
import { changes } from '../../realtime/changes';
import { appNow } from '../../domain/clock';
import { ProjectSelect } from '../../ui/inputs/project-select';
import { useActorRef, useLogic } from '../../kernel/actors';
import { TimeInput } from '../../ui/inputs/time-input';
import type { Unreadable } from '../../domain/typed-entry';
import { Field } from '../../ui/inputs/field';
import { UploadProgress } from '../../kernel/upload-progress';
import { formatFixed2, formatNumber, formatYear } from '../../i18n/format';
import { formatHours } from '../../i18n/format-measures';
import { HOURS_UNIT, leaveStatusLabel } from '../../domain/leave';
import { RetryBanner } from '../../ui/retry-banner';
import { DaySpan, daySpanText } from '../../ui/date-range';
import { openPanel } from '../../kernel/panel-store';
import { HalfDayChoice } from './half-day-choice';

/** Create (id 0) or edit a leave request; opened with a userId the employee is fixed (profile context). */
export default function LeaveFormPanel({ params, onClose, draftKey }: PanelProps) {
  const { t, i18n } = useTranslation('leave');
  const me = useCurrentUser();
  const id = Number(params.id ?? 0) || undefined;
  // Only those who may request for someone else (the server's rule) get the employee picker.
  const forOthers = useCan(['Conge.Create.Demand', 'Golbal.Edit.Demand']);
  const userId = Number(params.userId ?? 0) || (forOthers ? undefined : me?.userId);
  // The request sent, named by its type ('Demande de congé « Congé annuel » envoyée'): the form's values as sent.
  const sent = useRef<() => void>(() => {});
  const machine = useLogic(() =>
    leaveFormLogic(() => {
      sent.current();
      changes.leave.push();
      onClose();
    }, (message) => toast.error(message, { ns: 'leave' })),
  );
  const actor = useActorRef(machine, { input: { id, userId, currentUserId: me?.userId ?? 0 } });
  sent.current = () => {
    const c = actor.getSnapshot().context;
    toast.done('leave', id ? 'toast.leave.edit' : 'toast.leave.create', c.types.find((x) => x.id === c.values.fk_RegimeType)?.name);
  };
  useActorDraft(draftKey, actor, { ready: (x) => x.matches('editing'), select: (x) => leaveDraftOf(x.context.values), restore: (d) => restoreLeaveDraft(actor.send, d) });
  const s = useSelector(actor, (x) => x);
  const v = s.context.values;
  const type = s.context.types.find((x) => x.id === v.fk_RegimeType);
  const submitting = s.hasTag('submitting');
  // Before the form is read (or when that failed) it takes nothing: a field that looked open would drop what is typed.
  const closed = submitting || !s.matches('editing');
  const counting = !!v.startDate && (s.matches({ editing: 'computing' }) || s.matches({ editing: 'loadingRules' }));
  // The picker waits for the type's rules too, so blocked days are greyed before anyone can pick them.
  const datesEnabled = !submitting && !s.matches({ editing: 'loadingRules' }) && s.can({ type: 'leave.setDates', startDate: '', endDate: '' });
  const hourly = isHourly(v.fk_RegimeType);
  const title = id ? t('form.titleEdit') : params.userId ? t('form.titleProfile') : t('form.title');
  const setDates = (startDate: string, endDate: string) => actor.send({ type: 'leave.setDates', startDate, endDate: endDate && endDate < startDate ? startDate : endDate });
  // A time box that cannot be read ('25:61') is named to the machine, the times left as they were: the request waits for it.
  const unreadableTime = (box: 'start' | 'end', u: Unreadable | null) =>
    actor.send({ type: 'leave.setTimes', startTime: v.startTime, endTime: v.endTime, unreadable: [...s.context.unreadable.filter((b) => b !== box), ...(u ? [box] : [])] });
  const rules = s.context.rules;
  const holidays = useMemo(() => new Set(rules?.holidays ?? []), [rules]);
  const requested = useMemo(() => requestedDays(s.context.requested, v.id), [s.context.requested, v.id]);
  // A day a standing request of the person's covers says which (its days: two requests side by side are two lines of
  // the legend, review s47), and how it stands: marked, still pickable (a half day may fit).
  const requestedNote = (iso: string) => {
    const r = requested.get(iso);
    return r ? t('form.requestedDay', { type: `\u2068${r.type}\u2069`, period: daySpanText(r.startDate, r.endDate, i18n.language, i18n.dir() === 'rtl'), status: t(leaveStatusLabel[r.status]) }) : undefined;
  };
  const clashDay = v.startDate ? eachDay(v.startDate, v.endDate || v.startDate).find((d) => requested.has(d)) : undefined;
  const bounds = pickerBounds(v.startDate);
  const because = s.context.count?.value === 0 ? nothingCountedBecause(v.startDate, v.endDate, holidays) : null;
  // The type's notice (spec 2: notice-period days): a day sooner would be refused (Leave.Error.NoticePeriod), so it is
  // greyed with its reason, as blocked days are. Booking for someone else skips the notice on the server: not greyed then.
  const today = useToday();
  const forSelf = !v.fk_User || v.fk_User === me?.userId;
  const noticeFrom = forSelf && s.context.notice > 0 ? addDays(today, s.context.notice) : null;
  const tooSoon = (iso: string) => !!noticeFrom && iso < noticeFrom;

  const footer = (
    <>
      <UploadProgress upload={s.children.upload} onAbort={() => actor.send({ type: 'leave.abort' })} label={t('form.progress')} abortLabel={t('form.abort')} />
      <button type="button" className="btn" onClick={onClose}>
        {t('action.cancel')}
      </button>
      <button type="button" className="btn btn-primary" disabled={closed} aria-busy={submitting} onClick={() => actor.send({ type: 'leave.submit' })}>
        {t('form.submit')}
      </button>
    </>
  );

  // The request an overlap refusal met, named, and one click from its panel (opened over the form, which keeps what it holds).
  const clash = s.context.error === LEAVE_OVERLAP ? s.context.clash : null;
  return (
    <SidePanel open onClose={onClose} title={title} footer={footer}>
      <form className="leave-form" onSubmit={(e) => (e.preventDefault(), actor.send({ type: 'leave.submit' }))} aria-busy={s.hasTag('busy')}>
        {s.context.error ? (
          <RetryBanner
            message={
              clash ? (
                <>
                  {t('form.overlapWith')} <bdi>{clash.type}</bdi> · <DaySpan start={clash.startDate} end={clash.endDate} />
                </>
              ) : (
                t(s.context.error)
              )
            }
            onRetry={s.matches('loadFailed') ? () => actor.send({ type: 'leave.retry' }) : undefined}
            action={clash ? { label: t('form.overlapOpen'), run: () => openPanel('leave.detail', { id: clash.id }) } : undefined}
          />
        ) : null}
        {!s.context.fixedUser ? (
          <UserPicker label={t('form.employee')} value={v.fk_User || null} onChange={(u) => actor.send({ type: 'leave.setUser', userId: u ?? 0 })} disabled={closed} />
        ) : null}
        <Field label={t('form.type')} required error={s.context.touched && !v.fk_RegimeType ? 'RequiredAttribute' : null} ns="leave">
          <select value={v.fk_RegimeType || ''} onChange={(e) => actor.send({ type: 'leave.setType', typeId: Number(e.target.value) })} disabled={closed} aria-invalid={s.context.touched && !v.fk_RegimeType}>
            <option value="">{t('form.choose')}</option>
            {s.context.types.map((x) => (
              <option key={x.id} value={x.id}>
                {x.name}
              </option>
            ))}
          </select>
        </Field>
        {type?.IsProjectLinked ? (
          <ProjectSelect label={t('form.project')} emptyLabel={t('form.choose')} projects={s.context.projects} value={v.projectId} onChange={(id) => actor.send({ type: 'leave.setField', field: 'projectId', value: id ?? 0 })} disabled={submitting} />
        ) : null}
        {type ? (
          <dl className="facts leave-figures" aria-live="polite">
            <div>
              {/* Days say their unit in the label (hours carry theirs in the figure: spec 2 section 9's 'h'). The year is
                  always named: a period next year shows next year's entitlement (17 became 22 with nothing said). */}
              <dt>{fillPlaceholders(t(hourly ? 'form.balance' : 'form.balanceDays'), formatYear(s.context.balanceYear ?? balanceYearOf(v.startDate, appNow())))}</dt>
              <dd data-testid="leave-balance">{s.context.balance ? (hourly ? formatHours(s.context.balance.available) : formatNumber(s.context.balance.available)) : '…'}</dd>
            </div>
            <div>
              {/* The server's unit: a timed request of a day-counted type is measured in hours. */}
              <dt>{(s.context.count ? s.context.count.unit === HOURS_UNIT : hourly) ? t('form.totalHours') : t('form.totalDays')}</dt>
              {/* While the days are counted again, the count before (or a 0 before the first) would be a figure shown wrong (persona review). */}
              <dd data-testid="leave-total">{counting ? '…' : s.context.count ? (s.context.count.unit === HOURS_UNIT ? formatFixed2(s.context.count.value) : formatNumber(s.context.count.value)) : formatNumber(0)}</dd>
            </div>
          </dl>
        ) : null}
        {/* A zero said with its reason, before the person saves: a holiday is not a fault of theirs. */}
        {type && because ? (
          <p className="small muted leave-zero-why" role="status" data-testid="leave-zero-why">
            {t(because === 'holiday' ? 'form.zeroHoliday' : 'form.zeroWeekend')}
          </p>
        ) : null}
        {/* Blocked dates and weekdays of the type cannot be picked, and a greyed day says which rule greys it; public holidays are marked. */}
        {/* Sent without a period, the period says so where it is, as the type does (review s44: the banner's 'Ce champ est obligatoire' named no field). */}
        <Field label={t('form.period')} required error={s.context.touched && datesEnabled && !v.startDate ? 'RequiredAttribute' : null} ns="leave">
          <DateRangePicker
            mode="range"
            value={{ start: v.startDate || null, end: v.endDate || null }}
            onChange={(r) => setDates(r.start ?? '', r.end ?? r.start ?? '')}
            disabled={!datesEnabled}
            min={bounds.min}
            max={bounds.max}
            disabledDate={(iso) => isBlocked(iso, rules) || tooSoon(iso)}
            disabledReason={(iso) => {
              const why = blockedBecause(iso, rules);
              // A day gone by is said so: the notice is not what a person reads on yesterday (persona review).
              return why ? t(blockedReason[why]) : tooSoon(iso) ? (iso < today ? t('form.pastDay') : countText(t, 'form.notice', s.context.notice)) : undefined;
            }}
            dayNote={(iso) => (holidays.has(iso) ? t('form.holiday') : undefined)}
            dayOwn={requestedNote}
          />
        </Field>
        {!datesEnabled && !type ? <p className="small muted">{t('form.chooseTypeFirst')}</p> : null}
        {/* A period that meets a standing request is said before the send (review s47), not only by the refusal after it;
            a cue, not a block: a free half day beside the other request is accepted. */}
        {/* Once the send is refused for the overlap, its banner says it (and opens the request): not said twice (review s49). */}
        {type && clashDay && s.context.error !== LEAVE_OVERLAP ? (
          <p className="banner banner-warning small leave-period-requested" role="status" data-testid="leave-period-requested">
            <Icon name="alert" size={16} />
            <span>{t('form.periodRequested', { note: requestedNote(clashDay) })}</span>
          </p>
        ) : null}
        {type?.IsExcatTimeRequired ? (
          <div className="leave-dates">
            <Field label={t('form.startTime')}>
              <TimeInput value={v.startTime} disabled={!datesEnabled} showError={s.context.touched} onChange={(time) => actor.send({ type: 'leave.setTimes', startTime: time, endTime: v.endTime })} onUnreadable={(u) => unreadableTime('start', u)} />
            </Field>
            <Field label={t('form.endTime')}>
              <TimeInput value={v.endTime} disabled={!datesEnabled} showError={s.context.touched} onChange={(time) => actor.send({ type: 'leave.setTimes', startTime: v.startTime, endTime: time })} onUnreadable={(u) => unreadableTime('end', u)} />
            </Field>
          </div>
        ) : type ? (
          <HalfDayChoice
            startDate={v.startDate}
            endDate={v.endDate}
            morning={v.morning}
            afternoon={v.afternoon}
            disabled={!datesEnabled}
            onChange={(half) => actor.send({ type: 'leave.setHalf', ...half })}
          />
        ) : null}
        {s.context.notice > 0 ? <p className="banner banner-info small">{countText(t, 'form.notice', s.context.notice)}</p> : null}
        {s.context.existingFiles.length ? (
          <ul className="leave-files">
            {s.context.existingFiles.map((f) => (
              <li key={f.id}>
                <span className="file-name">{f.name}</span>
                <button type="button" className="icon-button" aria-label={`${t('form.removeFile')} ${f.name}`} disabled={s.hasTag('busy')} onClick={() => actor.send({ type: 'leave.removeFile', id: f.id })}>
                  <Icon name="trash" />
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        <FilePicker
          files={v.files as File[]}
          onChange={(files) => actor.send({ type: 'leave.setFiles', files })}
          allowed={allowedLists.leave}
          existingNames={s.context.existingFiles.map((f) => f.name)}
          disabled={closed}
        />
        <Field label={t('form.remark')}>
          <textarea rows={3} value={v.description} disabled={closed} onChange={(e) => actor.send({ type: 'leave.setField', field: 'description', value: e.target.value })} />
        </Field>
      </form>
    </SidePanel>
  );
}

/** What a greyed day of the picker says: the rules give dates and weekdays, no label of their own. */
const blockedReason = { date: 'form.blockedDate', weekday: 'form.blockedWeekday' } as const;

/** The picker offers this year and the next (and an edited request's own start). */
function pickerBounds(start: string) {
  const year = appNow().getFullYear();
  const min = `${year}-01-01`;
  return { min: start && start < min ? start.slice(0, 10) : min, max: `${year + 1}-12-31` };
}
