import { useTranslation } from 'react-i18next';
import { useRecordActor } from '../../kernel/use-record-actor';
import { useCurrentUser, usePermissions } from '../../kernel/services';
import { drivenBy, ReasonDialog } from '../../ui/reason-dialog';
import { drivenDecision } from '../../ui/driven-decision';
import { RowActions } from '../../ui/row-actions';
import { leaveRequestLogic } from './leave-request.effects';

/**
 * Accept and refuse in a row of the requests list (issue 26 item 3), for a
 * pending request the server says the viewer decides (the row's canApproved):
 * the request's own statechart as its panel binds it reads the record, its
 * guards enable the buttons, refusing opens the one reason dialog, and a
 * decision pushes the leave change feed, which reads the list again.
 */
export function LeaveRowDecision({ id, name }: { id: number; name: string }) {
  const { t } = useTranslation('leave');
  const me = useCurrentUser();
  const permissions = usePermissions();
  // No panel to close here: the row leaves the pending ones when the list reads again.
  const [s, actor] = useRecordActor(() => leaveRequestLogic({ onClose: () => {} }), { id, userId: me?.userId ?? 0, permissions: [...(permissions ?? [])] });
  const d = drivenDecision(s, actor.send, { type: 'leave.accept' }, { type: 'leave.reject' });
  return (
    <>
      <RowActions
        name={name}
        actions={[
          { id: 'refuse', label: t('detail.reject'), tone: 'danger', disabled: d.busy || !d.canRefuse, onSelect: d.onRefuse },
          { id: 'accept', label: t('detail.accept'), tone: 'primary', disabled: d.busy || !d.canAccept, onSelect: d.onAccept },
        ]}
      />
      <ReasonDialog {...drivenBy(s, actor.send, t)} title={t('detail.rejectTitle')} label={t('detail.reason')} confirmLabel={t('detail.reject')} />
    </>
  );
}
