import { createContext, useRef, type ReactNode } from 'react';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useRecordOnDemand } from '../../kernel/use-record-actor';
import { useCurrentUser, usePermissions, useCan } from '../../kernel/services';
import { openPanel } from '../../kernel/panel-store';
import { drivenBy, ReasonDialog } from '../../ui/reason-dialog';
import { drivenOnDemand, isRefusal } from '../../ui/driven-decision';
import { DecisionButtons, DecisionStatus, useFocusAfterHold, type DecisionLabels } from '../../ui/decision-buttons';
// The panels' own bindings of these statecharts to the API: each machine's effects file (the one exception to 'features do not import each other').
import { leaveRequestLogic } from '../leave/leave-request.effects';
import { requestLogic } from '../documents/request.effects';
import { expenseNoteLogic } from '../expenses/expense-note.effects';
import { formResponseLogic } from '../forms/form-response.effects';
import { interventionLogic } from '../interventions/intervention.effects';
import { selectAwaitedLevel } from '../../../machines/leave/leave-request.selectors';
import { fillPlaceholders } from '../../i18n/i18n';

/**
 * A request awaiting my decision, decided in place through the statechart and
 * the effects its panel runs (machines/shared/decided-record.ts). The row is
 * drawn from what the card's list already says (`may`: the leave's
 * canApproved, the document's isApprover…), and the record's statechart
 * starts only when the person acts (useRecordOnDemand, issue 35 item 5: no
 * read per row, so nothing to take in turns as the card shows): it reads the
 * record, its guards say whether the move is still theirs, refusing opens the
 * one reason dialog where the call carries a reason, and once decided the
 * record's change feed fires, so this list and the area's list read again. A
 * failure keeps the row; the effects say the server's message.
 */
export interface DecisionRow {
  id: number;
  /** Who asks, what, when: the row's words. */
  children: ReactNode;
  /** What the card's list says this viewer may do with the request, before anything is read. */
  may: { accept: boolean; refuse: boolean };
  /** Whom or what the row is about, in words (the person asking; an intervention's title): a failure names it. */
  about: string;
}

/** A row closes no panel. */
const noPanel = { onClose: () => {} };

/** An intervention is solved or not, where other records are accepted or refused. */
const solvedOrNot = (t: TFunction<'cards'>): DecisionLabels => ({ accept: t('decide.solved'), refuse: t('decide.unsolved'), taken: { accept: t('decide.takenSolved'), refuse: t('decide.takenUnsolved') } });

/** A leave accepted here at level 1 waits for level 2: said beside 'Acceptée', as the leave list says it. */
const awaiting = (level: number | null) => (level ? fillPlaceholders(i18next.t('decision.acceptedAwaiting', { ns: 'deferred' }), level) : null);

/** A failure's message, translated in the area's words first (Documents.NotOnHold…), then the common ones. */
const sayIn = (ns: string) => (key: string) => i18next.t(key, { ns: [ns, 'common'] });

function Line(props: {
  id: number;
  children: ReactNode;
  busy: boolean;
  /** The record was read: until then the buttons hold their place, disabled. */
  loaded: boolean;
  canAccept: boolean;
  canRefuse: boolean;
  onAccept(): void;
  onRefuse(): void;
  onOpen(): void;
  /** A decision taken here and held before it is sent (undone by onUndo), on its way, or the last one sent from here. */
  held?: boolean;
  heldRefusal?: boolean;
  /** The decision's id ('accept', 'validate'…), to name it. */
  decision?: string | null;
  sending?: boolean;
  onUndo?(): void;
  sent?: string | null;
  /** What the sent decision is called where the side's word says too little (a leave accepted at level 1 goes on to level 2). */
  sentLabel?: string | null;
  dialog?: ReactNode;
  /** The buttons' words where the moves are not an acceptance and a refusal (an intervention is solved or not). */
  labels?: DecisionLabels;
  /** The record's statechart id, for a language whose decision word agrees with the record (decision-buttons.tsx Named). */
  kind?: string;
}) {
  const { t } = useTranslation('cards');
  const open = useRef<HTMLButtonElement>(null);
  const row = useRef<HTMLLIElement>(null);
  // Sent, the keyboard goes on from this row's 'Ouvrir' (it was on 'Annuler', gone with the hold), not from the page's
  // top; a send that failed brings it back to the button that took the decision.
  useFocusAfterHold(!!props.held, !!props.sending, {
    sent: () => open.current,
    undone: () => row.current?.querySelector<HTMLElement>(props.heldRefusal ? '.btn-danger' : '.btn-primary'),
  }, !!props.sent);
  // Once a decision went from here, the row is marked sent even where the record takes a further move (a document
  // accepted by a manager may still be refused at processing): that move is the panel's, behind 'Ouvrir'.
  const deciding = props.held || (!props.sent && !props.sending && (!props.loaded || props.canAccept || props.canRefuse));
  const labels = props.labels ?? { accept: t('decide.accept'), refuse: t('decide.refuse') };
  const decision = props.sent ?? props.decision;
  const refusal = props.sent ? isRefusal(props.sent) : !!props.heldRefusal || isRefusal(props.decision);
  // Decided here, the row stays where it was, marked, until the person moves on (issue 36 item 1): nothing slides.
  // The row's element is the same from the first render to the last: focus, and whoever holds it, stay; so does the
  // live region that says the decision on its way, then sent.
  return (
    <li ref={row} className="work-row decision-row" data-id={props.id}>
      <RowOpen.Provider value={props.held || props.sending || props.busy ? null : props.onOpen}>{props.children}</RowOpen.Provider>
      <div className="work-row-actions">
        <DecisionStatus refusal={refusal} decision={decision} taken={labels.taken} kind={props.kind} sending={!!props.sending} sent={!!props.sent} label={props.sentLabel} />
        {deciding ? (
          <DecisionButtons {...props} labels={labels} />
        ) : (
          // On its way and read again the record is busy: 'Ouvrir' waits, yet keeps the keyboard (aria-disabled, not disabled).
          <button ref={open} type="button" className="btn btn-small" aria-disabled={props.busy || undefined} onClick={() => !props.busy && props.onOpen()}>
            {t('decide.open')}
          </button>
        )}
      </div>
      {props.dialog}
    </li>
  );
}

/**
 * How a row's text opens its record's panel (decisions-card.tsx, Who: the name is the way in, as a list's row is;
 * review s37: the names could not be clicked, and 'Ouvrir' showed only once decided). Null while a decision is held or
 * on its way: the panel, running its own statechart, would offer the decision again beside the row's 'Annuler'.
 */
export const RowOpen = createContext<(() => void) | null>(null);

export function LeaveDecision({ id, children, may, about }: DecisionRow) {
  const { t } = useTranslation('cards');
  const me = useCurrentUser();
  const permissions = usePermissions();
  // The panel's binding: a decision here is the same as in the leave's panel.
  const { snapshot: s, send, act } = useRecordOnDemand(() => leaveRequestLogic(noPanel), { id, userId: me?.userId ?? 0, permissions: [...(permissions ?? [])] }, about);
  return (
    <Line
      id={id}
      {...drivenOnDemand(s, send, act, { type: 'leave.accept' }, { type: 'leave.reject' }, may)}
      sentLabel={awaiting(s && selectAwaitedLevel(s))}
      kind="leaveRequest"
      onOpen={() => openPanel('leave.detail', { id })}
      dialog={s && <ReasonDialog about={children} {...drivenBy(s, send, sayIn('leave'))} title={t('decide.refuseLeave')} label={t('decide.reason')} confirmLabel={t('decide.refuse')} />}
    >
      {children}
    </Line>
  );
}

export function DocumentDecision({ id, children, may, about }: DecisionRow) {
  const { t } = useTranslation('cards');
  const me = useCurrentUser();
  const canManage = useCan(['DemandDocument.Manage']);
  const { snapshot: s, send, act } = useRecordOnDemand(() => requestLogic(noPanel), { id, canManage, userId: me?.userId ?? 0 }, about);
  return (
    <Line
      id={id}
      {...drivenOnDemand(s, send, act, { type: 'request.accept' }, { type: 'request.refuse' }, may)}
      onOpen={() => openPanel('documents.detail', { id })}
      dialog={s && <ReasonDialog about={children} {...drivenBy(s, send, sayIn('documents'))} title={t('decide.refuseDocument')} label={t('decide.reason')} confirmLabel={t('decide.refuse')} />}
    >
      {children}
    </Line>
  );
}

export function NoteDecision({ id, children, may, about }: DecisionRow) {
  const { t } = useTranslation('cards');
  const me = useCurrentUser();
  const permissions = usePermissions();
  const { snapshot: s, send, act } = useRecordOnDemand(() => expenseNoteLogic(noPanel), { id, viewerId: me?.userId ?? 0, permissions: permissions ?? [] }, about);
  return (
    <Line
      id={id}
      {...drivenOnDemand(s, send, act, { type: 'note.validate' }, { type: 'note.reject' }, may)}
      kind="expenseNote"
      onOpen={() => openPanel('expenses.noteDetail', { id })}
      dialog={
        // Refund and cancel ask their reason in the note's panel: here only the refusal does.
        s && (
          <ReasonDialog
            about={children}
            {...drivenBy(s, send, sayIn('expenses'))}
            open={s.hasTag('reject')}
            title={t('decide.refuseNote')}
            label={t('decide.reason')}
            confirmLabel={t('decide.refuse')}
          />
        )
      }
    >
      {children}
    </Line>
  );
}

/**
 * A form response at my approval step. The approver's moves are the panel's
 * footer buttons (spec 3 section 6): the status after their step, or a
 * refusal, among the statuses the response offers once read. ChangeStatutResponse
 * carries no reason (spec 3 section 7), so a refusal is sent as the panel
 * sends it, without asking one the server would drop.
 */
export function ResponseDecision({ id, children, may, about }: DecisionRow) {
  const { snapshot: s, send, act } = useRecordOnDemand(() => formResponseLogic(noPanel), { id }, about);
  type Read = NonNullable<typeof s>;
  const to = (refusal: boolean) => (read: Read) =>
    ({ type: 'response.changeStatus', statutId: (read.context.record?.statutList ?? []).find((x) => (x.kind === 'refuse') === refusal)?.value ?? 0 }) as const;
  // Its one decision ('change') is a refusal when the status asked is the form's refusal: among those offered while it
  // is held, the response's own status once it is sent and read again (the refusal is no longer offered then).
  const offered = s?.context.record?.statutList ?? [];
  const current = s?.context.record?.statut;
  const refusal = [...offered, ...(current ? [current] : [])].find((x) => x.value === s?.context.statutId)?.kind === 'refuse';
  const d = drivenOnDemand(s, send, act, to(false), to(true), may);
  return (
    <Line id={id} {...d} heldRefusal={refusal} sent={d.sent && (refusal ? 'refuse' : 'accept')} onOpen={() => openPanel('forms.response', { id })}>
      {children}
    </Line>
  );
}

/**
 * An intervention assigned to me, closed in place with the pair its panel
 * offers too (spec 4 section 2: solved or not, with a remark;
 * Intervention.Close while open): solved in one click, not solved with a
 * remark asked in the reason dialog the statechart opens (askingReason;
 * optional: the close form has no validation, section 5). After a failure the dialog stays with the remark
 * typed, showing nothing (section 8: a failed close shows nothing).
 */
export function InterventionDecision({ id, children, may, about }: DecisionRow) {
  const { t } = useTranslation('cards');
  const me = useCurrentUser();
  const permissions = usePermissions();
  const { snapshot: s, send, act } = useRecordOnDemand(() => interventionLogic({ ...noPanel, markGone: () => {} }), {
    id,
    viewerId: me?.userId ?? 0,
    permissions: [...(permissions ?? [])],
  }, about);
  return (
    <Line
      id={id}
      {...drivenOnDemand(s, send, act, { type: 'intervention.close', resolved: true, description: '' }, { type: 'intervention.askRemark' }, may)}
      labels={solvedOrNot(t)}
      onOpen={() => openPanel('interventions.detail', { id })}
      dialog={
        s && (
          <ReasonDialog
            about={children}
            {...drivenBy(s, send, sayIn('interventions'))}
            error={null}
            title={t('decide.closeUnsolved')}
            label={t('decide.remark')}
            confirmLabel={t('decide.closeConfirm')}
          />
        )
      }
    >
      {children}
    </Line>
  );
}
