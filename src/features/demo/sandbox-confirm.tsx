import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { fillPlaceholders, isolated } from '../../i18n/i18n';
import type { sandboxMachine } from '../../../machines/demo/sandbox.machine';

/**
 * The sandbox statechart's question (reset, import, delete, leave; the
 * demo's reset too): what would be lost in `text`, 'Export first' beside
 * the answer, busy while it works. `title` and `action` are the keys' stem.
 */
export function SandboxConfirm({ actor, text, stem }: { actor: ActorRefFrom<typeof sandboxMachine>; text: string; stem: (kind: string) => string }) {
  const { t } = useTranslation('demo');
  const pending = useSelector(actor, (s) => s.context.pending);
  const asking = useSelector(actor, (s) => s.hasTag('asking'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const exported = useSelector(actor, (s) => s.context.exported);
  const error = useSelector(actor, (s) => s.context.error);
  return (
    <ConfirmDialog
      open={asking && !!pending}
      title={pending ? fillPlaceholders(t(`${stem(pending.kind)}.title`), isolated(pending.name)) : ''}
      confirmLabel={pending ? t(`${stem(pending.kind)}.action`) : ''}
      danger={pending?.kind !== 'leave'}
      busy={busy}
      onCancel={() => actor.send({ type: 'sandbox.cancel' })}
      onConfirm={() => actor.send({ type: 'sandbox.confirm' })}
      extra={
        <button type="button" className="btn" disabled={busy} onClick={() => actor.send({ type: 'sandbox.exportFirst' })}>
          {t('sandbox.exportFirst')}
        </button>
      }
    >
      {pending ? <p>{text}</p> : null}
      {exported ? <p className="banner banner-success" role="status">{t('sandbox.exportedCopy')}</p> : null}
      {error && asking ? <p className="banner banner-error" role="alert">{t(error)}</p> : null}
    </ConfirmDialog>
  );
}
