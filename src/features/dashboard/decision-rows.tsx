import type { ComponentType, ReactNode } from 'react';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useRecordActor } from '../../kernel/use-record-actor';
import { useTurn } from '../../kernel/turns';
import { useCurrentUser, usePermissions, useCan } from '../../kernel/services';
import { openPanel } from '../../kernel/panel-store';
import { drivenBy, ReasonDialog } from '../../ui/reason-dialog';
import { drivenDecision } from '../../ui/driven-decision';
import { DecisionButtons, SentDecision, type DecisionLabels } from '../../ui/decision-buttons';
import { isRefusal } from '../../ui/driven-decision';
// The panels' own bindings of these statecharts to the API: each machine's effects file (the one exception to 'features do not import each other').
import { leaveRequestLogic } from '../leave/leave-request.effects';
import { requestLogic } from '../documents/request.effects';
import { expenseNoteLogic } from '../expenses/expense-note.effects';
import { formResponseLogic } from '../forms/form-response.effects';
import { interventionLogic } from '../interventions/intervention.effects';

/**
 * A request awaiting my decision, decided in place through the statechart and
 * the effects its panel runs (machines/shared/decided-record.ts): the record
 * is read, its guards say whether accept and refuse are mine to send, refusing
 * opens the one reason dialog where the call carries a reason, and once
 * decided the record's change feed fires, so this list and the area's list
 * read again. A failure keeps the row; the effects say the server's message.
 */
interface Row {
  id: number;
  /** Who asks, what, when: the row's words. */
  children: ReactNode;
}

/**
 * Each kind's statechart bound once, on the first row of the kind: every row
 * runs its own actor of the one logic (a row closes no panel). Built per row,
 * each `provide` laid out the machine's whole tree again, a millisecond a row
 * on the main thread as the card first showed (issue 25).
 */
const once = <T,>(build: () => T) => {
  let built: T | undefined;
  return () => (built ??= build());
};
const leaveRow = once(() => leaveRequestLogic({ onClose: () => {} }));
const documentRow = once(() => requestLogic({ onClose: () => {} }));
const noteRow = once(() => expenseNoteLogic({ onClose: () => {} }));
const responseRow = once(() => formResponseLogic({ onClose: () => {} }));
const interventionRow = once(() => interventionLogic({ markGone: () => {}, onClose: () => {} }));

/** An intervention is solved or not, where other records are accepted or refused. */
const solvedOrNot = (t: TFunction<'dashboard'>): DecisionLabels => ({ accept: t('decide.solved'), refuse: t('decide.unsolved'), taken: { accept: t('decide.takenSolved'), refuse: t('decide.takenUnsolved') } });

/** A failure's message, translated in the area's words first (Documents.NotOnHold…), then the common ones. */
const sayIn = (ns: string) => (key: string) => i18next.t(key, { ns: [ns, 'common'] });

function Line(props: {
  children: ReactNode;
  busy: boolean;
  /** The record was read: until then the buttons hold their place, disabled. */
  loaded: boolean;
  canAccept: boolean;
  canRefuse: boolean;
  onAccept(): void;
  onRefuse(): void;
  onOpen(): void;
  /** A decision taken here and held before it is sent (undone by onUndo), or the last one sent from here. */
  held?: boolean;
  heldRefusal?: boolean;
  onUndo?(): void;
  sent?: string | null;
  dialog?: ReactNode;
  /** The buttons' words where the moves are not an acceptance and a refusal (an intervention is solved or not). */
  labels?: DecisionLabels;
}) {
  const { t } = useTranslation('dashboard');
  // Once a decision went from here, the row is marked sent even where the record takes a further move (a document
  // accepted by a manager may still be refused at processing): that move is the panel's, behind 'Ouvrir'.
  const deciding = props.held || (!props.sent && (!props.loaded || props.canAccept || props.canRefuse));
  const labels = props.labels ?? { accept: t('decide.accept'), refuse: t('decide.refuse') };
  // Decided here, the row stays where it was, marked, until the person moves on (issue 36 item 1): nothing slides.
  return (
    <>
      {props.children}
      <div className="work-row-actions">
        {deciding ? (
          <DecisionButtons {...props} labels={labels} />
        ) : (
          <>
            {props.sent ? <SentDecision refusal={isRefusal(props.sent)} taken={labels.taken} /> : null}
            <button type="button" className="btn btn-small" disabled={props.busy} onClick={props.onOpen}>
              {t('decide.open')}
            </button>
          </>
        )}
      </div>
      {props.dialog}
    </>
  );
}

const none = () => {};

/**
 * A row's statechart starts (reading its record) at the row's turn
 * (kernel/turns.ts), one row a task: until then the row shows its words and
 * its buttons held in place, disabled, as while its record is read.
 */
function startingAtItsTurn(Live: ComponentType<Row>, labels?: (t: TFunction<'dashboard'>) => DecisionLabels) {
  return function RowInTurn(row: Row) {
    const { t } = useTranslation('dashboard');
    const turn = useTurn();
    // The row's element stays when its turn comes (focus, and whoever holds it, keep it): only its content changes.
    return (
      <li className="work-row decision-row" data-id={row.id}>
        {turn ? (
          <Live {...row} />
        ) : (
          <Line busy loaded={false} canAccept={false} canRefuse={false} onAccept={none} onRefuse={none} onOpen={none} labels={labels?.(t)}>
            {row.children}
          </Line>
        )}
      </li>
    );
  };
}

function LeaveDecisionLive({ id, children }: Row) {
  const { t } = useTranslation('dashboard');
  const me = useCurrentUser();
  const permissions = usePermissions();
  // The panel's binding: a decision here is the same as in the leave's panel (no panel to close).
  const [s, actor] = useRecordActor(leaveRow, { id, userId: me?.userId ?? 0, permissions: [...(permissions ?? [])] });
  return (
    <Line
      {...drivenDecision(s, actor.send, { type: 'leave.accept' }, { type: 'leave.reject' })}
      onOpen={() => openPanel('leave.detail', { id })}
      dialog={<ReasonDialog about={children} {...drivenBy(s, actor.send, sayIn('leave'))} title={t('decide.refuseLeave')} label={t('decide.reason')} confirmLabel={t('decide.refuse')} />}
    >
      {children}
    </Line>
  );
}

function DocumentDecisionLive({ id, children }: Row) {
  const { t } = useTranslation('dashboard');
  const me = useCurrentUser();
  const canManage = useCan(['DemandDocument.Manage']);
  const [s, actor] = useRecordActor(documentRow, { id, canManage, userId: me?.userId ?? 0 });
  return (
    <Line
      {...drivenDecision(s, actor.send, { type: 'request.accept' }, { type: 'request.refuse' })}
      onOpen={() => openPanel('documents.detail', { id })}
      dialog={<ReasonDialog about={children} {...drivenBy(s, actor.send, sayIn('documents'))} title={t('decide.refuseDocument')} label={t('decide.reason')} confirmLabel={t('decide.refuse')} />}
    >
      {children}
    </Line>
  );
}

function NoteDecisionLive({ id, children }: Row) {
  const { t } = useTranslation('dashboard');
  const me = useCurrentUser();
  const permissions = usePermissions();
  const [s, actor] = useRecordActor(noteRow, { id, viewerId: me?.userId ?? 0, permissions: permissions ?? [] });
  // Refund and cancel ask their reason in the note's panel: here only the refusal does.
  const asking = s.hasTag('reject');
  return (
    <Line
      {...drivenDecision(s, actor.send, { type: 'note.validate' }, { type: 'note.reject' })}
      onOpen={() => openPanel('expenses.noteDetail', { id })}
      dialog={
        <ReasonDialog about={children}
          {...drivenBy(s, actor.send, sayIn('expenses'))}
          open={asking}
          title={t('decide.refuseNote')}
          label={t('decide.reason')}
          confirmLabel={t('decide.refuse')}
        />
      }
    >
      {children}
    </Line>
  );
}

/**
 * A form response at my approval step. The approver's moves are the panel's
 * footer buttons (spec 3 section 6): the status after their step, or a
 * refusal. ChangeStatutResponse carries no reason (spec 3 section 7), so a
 * refusal is sent as the panel sends it, without asking one the server would
 * drop.
 */
function ResponseDecisionLive({ id, children }: Row) {
  const [s, actor] = useRecordActor(responseRow, { id });
  const offered = s.context.record?.statutList ?? [];
  const to = (refusal: boolean) => ({ type: 'response.changeStatus', statutId: offered.find((x) => (x.kind === 'refuse') === refusal)?.value ?? 0 }) as const;
  // Its one decision ('change') is a refusal when the status asked is the form's refusal: among those offered while it
  // is held, the response's own status once it is sent and read again (the refusal is no longer offered then).
  const current = s.context.record?.statut;
  const refusal = [...offered, ...(current ? [current] : [])].find((x) => x.value === s.context.statutId)?.kind === 'refuse';
  const d = drivenDecision(s, actor.send, to(false), to(true));
  return (
    <Line {...d} heldRefusal={refusal} sent={d.sent && (refusal ? 'refuse' : 'accept')} onOpen={() => openPanel('forms.response', { id })}>
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
function InterventionDecisionLive({ id, children }: Row) {
  const { t } = useTranslation('dashboard');
  const me = useCurrentUser();
  const permissions = usePermissions();
  const [s, actor] = useRecordActor(interventionRow, { id, viewerId: me?.userId ?? 0, permissions: [...(permissions ?? [])] });
  return (
    <Line
      {...drivenDecision(s, actor.send, { type: 'intervention.close', resolved: true, description: '' }, { type: 'intervention.askRemark' })}
      labels={solvedOrNot(t)}
      onOpen={() => openPanel('interventions.detail', { id })}
      dialog={
        <ReasonDialog about={children}
          {...drivenBy(s, actor.send, sayIn('interventions'))}
          error={null}
          title={t('decide.closeUnsolved')}
          label={t('decide.remark')}
          confirmLabel={t('decide.closeConfirm')}
        />
      }
    >
      {children}
    </Line>
  );
}

export const LeaveDecision = startingAtItsTurn(LeaveDecisionLive);

export const DocumentDecision = startingAtItsTurn(DocumentDecisionLive);

export const NoteDecision = startingAtItsTurn(NoteDecisionLive);

export const ResponseDecision = startingAtItsTurn(ResponseDecisionLive);

export const InterventionDecision = startingAtItsTurn(InterventionDecisionLive, solvedOrNot);
