import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { chatApi } from '../../api/chat-api';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { toast } from '../../ui/toast-store';
import { confirmLogic } from './confirm-action.effects';
import { useActorRef } from '../../kernel/actors';

/** Asks, then deletes the group; the confirmed-action statechart holds the lifecycle. */
export function GroupDelete(props: { groupId: number; onDone(): void; onCancel(): void }) {
  const { t } = useTranslation('chat');
  const machine = useMemo(() => confirmLogic(() => chatApi.deleteGroup(props.groupId)), [props.groupId]);
  const actor = useActorRef(machine);
  const state = useSelector(actor, (s) => s.value as string);
  const hooks = useRef(props);
  hooks.current = props;
  useEffect(() => {
    actor.send({ type: 'action.ask' });
    const sub = actor.subscribe((s) => {
      if (s.matches('done')) {
        toast.success();
        hooks.current.onDone();
      } else if (s.matches('idle')) hooks.current.onCancel();
    });
    return () => sub.unsubscribe();
  }, [actor]);
  return (
    <ConfirmDialog
      open={state === 'confirming' || state === 'running'}
      title={t('group.deleteTitle')}
      busy={state === 'running'}
      onCancel={() => actor.send({ type: 'action.cancel' })}
      onConfirm={() => actor.send({ type: 'action.confirm' })}
    >
      {t('group.deleteText')}
    </ConfirmDialog>
  );
}
