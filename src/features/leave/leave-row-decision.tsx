import { useTranslation } from 'react-i18next';
import { useRecordOnDemand } from '../../kernel/use-record-actor';
import { useCurrentUser, usePermissions } from '../../kernel/services';
import { drivenBy, ReasonDialog } from '../../ui/reason-dialog';
import { drivenOnDemand, isRefusal } from '../../ui/driven-decision';
import { useEffect, useRef, type ReactNode } from 'react';
import { DecisionStatus, HeldDecision, useFocusAfterHold } from '../../ui/decision-buttons';
import { fillPlaceholders } from '../../i18n/i18n';
import { selectAwaitedLevel } from '../../../machines/leave/leave-request.selectors';
import { RowActions } from '../../ui/row-actions';
import { leaveRequestLogic } from './leave-request.effects';

/**
 * Accept and refuse in a row of the requests list (issue 26 item 3), for a
 * pending request the server says the viewer decides (the row's canApproved):
 * the request's own statechart as its panel binds it reads the record, its
 * guards enable the buttons, refusing opens the one reason dialog, and a
 * decision pushes the leave change feed, which reads the list again. A
 * decision is held five seconds in the row, with 'Annuler', before it is sent
 * (issue 36 item 1); on its way and once sent, the row says so in the buttons'
 * place (a level-1 acceptance: accepted by you, now waiting for level 2), and
 * the keyboard goes on from the row's own link to the request.
 */
export function LeaveRowDecision({ id, name, about, may, onSent }: { id: number; name: string; about: ReactNode; may: boolean; onSent?(id: number): void }) {
  const { t } = useTranslation('leave');
  const me = useCurrentUser();
  const permissions = usePermissions();
  // No panel to close here: the row leaves the pending ones when the list reads again.
  const { snapshot: s, send, act } = useRecordOnDemand(() => leaveRequestLogic({ onClose: () => {} }), { id, userId: me?.userId ?? 0, permissions: [...(permissions ?? [])] }, name);
  const d = drivenOnDemand(s, send, act, { type: 'leave.accept' }, { type: 'leave.reject' }, { accept: may, refuse: may });
  // The list keeps this row in place once it leaves the query, marked sent (requests-page.tsx).
  useEffect(() => {
    if (d.sent) onSent?.(id);
  }, [d.sent, id, onSent]);
  const bar = useRef<HTMLDivElement>(null);
  const status = useRef<HTMLSpanElement>(null);
  useFocusAfterHold(d.held, d.sending, {
    undone: () => bar.current?.querySelector<HTMLElement>(`[data-action="${d.heldRefusal ? 'refuse' : 'accept'}"]`),
    sent: () => status.current?.closest('tr')?.querySelector<HTMLElement>('[data-row-open]'),
  }, !!d.sent);
  const level = s && selectAwaitedLevel(s);
  const sent = (
    <DecisionStatus
      ref={status}
      refusal={isRefusal(d.sent ?? d.decision)}
      decision={d.sent ?? d.decision}
      kind="leaveRequest"
      sending={d.sending}
      sent={!!d.sent}
      label={level ? fillPlaceholders(t('decision.acceptedAwaiting', { ns: 'deferred' }), level) : null}
    />
  );
  const dialog = s && <ReasonDialog {...drivenBy(s, send, t)} about={about} title={t('detail.rejectTitle')} label={t('detail.reason')} confirmLabel={t('detail.reject')} />;
  // The live region that says the decision on its way, then sent, comes first in every case: the same element throughout.
  if (d.held) return <>{sent}<HeldDecision refusal={d.heldRefusal} decision={d.decision} kind="leaveRequest" onUndo={d.onUndo} />{dialog}</>;
  // Sent from here, or decided elsewhere (its panel, another tab, someone else) before any move in this row: the list
  // read again says so in its status column, and no greyed buttons stay behind (persona review s37).
  if (d.sending || (d.sent && !d.canAccept && !d.canRefuse) || (!s && !may)) return <>{sent}</>;
  return (
    <>
      {sent}
      <RowActions
        ref={bar}
        name={name}
        actions={[
          { id: 'refuse', label: t('detail.reject'), tone: 'danger', disabled: d.busy || !d.canRefuse, onSelect: d.onRefuse },
          { id: 'accept', label: t('detail.accept'), tone: 'primary', disabled: d.busy || !d.canAccept, onSelect: d.onAccept },
        ]}
      />
      {dialog}
    </>
  );
}
