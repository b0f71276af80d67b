import { useTranslation } from 'react-i18next';
import { useRecordOnDemand } from '../../kernel/use-record-actor';
import { useCurrentUser, usePermissions } from '../../kernel/services';
import { drivenBy, ReasonDialog } from '../../ui/reason-dialog';
import { drivenOnDemand, isRefusal } from '../../ui/driven-decision';
import { useEffect, useRef, type ReactNode } from 'react';
import { HeldDecision, SentDecision, useFocusBackAfterUndo } from '../../ui/decision-buttons';
import { RowActions } from '../../ui/row-actions';
import { leaveRequestLogic } from './leave-request.effects';

/**
 * Accept and refuse in a row of the requests list (issue 26 item 3), for a
 * pending request the server says the viewer decides (the row's canApproved):
 * the request's own statechart as its panel binds it reads the record, its
 * guards enable the buttons, refusing opens the one reason dialog, and a
 * decision pushes the leave change feed, which reads the list again. A
 * decision is held five seconds in the row, with 'Annuler', before it is sent
 * (issue 36 item 1); once sent, the row says so in the buttons' place.
 */
export function LeaveRowDecision({ id, name, about, may, onSent }: { id: number; name: string; about: ReactNode; may: boolean; onSent?(id: number): void }) {
  const { t } = useTranslation('leave');
  const me = useCurrentUser();
  const permissions = usePermissions();
  // No panel to close here: the row leaves the pending ones when the list reads again.
  const { snapshot: s, send, act } = useRecordOnDemand(() => leaveRequestLogic({ onClose: () => {} }), { id, userId: me?.userId ?? 0, permissions: [...(permissions ?? [])] });
  const d = drivenOnDemand(s, send, act, { type: 'leave.accept' }, { type: 'leave.reject' }, { accept: may, refuse: may });
  // The list keeps this row in place once it leaves the query, marked sent (requests-page.tsx).
  useEffect(() => {
    if (d.sent) onSent?.(id);
  }, [d.sent, id, onSent]);
  const bar = useRef<HTMLDivElement>(null);
  useFocusBackAfterUndo(d.held, () => bar.current?.querySelector<HTMLElement>(`[data-action="${d.heldRefusal ? 'refuse' : 'accept'}"]`));
  const dialog = s && <ReasonDialog {...drivenBy(s, send, t)} about={about} title={t('detail.rejectTitle')} label={t('detail.reason')} confirmLabel={t('detail.reject')} />;
  if (d.held) return <HeldDecision refusal={d.heldRefusal} onUndo={d.onUndo} />;
  if (d.sent && !d.canAccept && !d.canRefuse) return <SentDecision refusal={isRefusal(d.sent)} />;
  return (
    <>
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
