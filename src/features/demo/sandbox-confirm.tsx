import { useTranslation } from 'react-i18next';
import type { FakeRuntime } from '../../domain/fake-runtime';
import { useConfirm } from '../../kernel/use-confirm';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { fillPlaceholders, isolated } from '../../i18n/i18n';
import { exportFirst, performSandbox, sandboxFileName, type SandboxAction } from './sandbox-actions';

/**
 * A sandbox's question (reset, import, delete, leave; the demo's reset too), on the one confirm-and-act statechart:
 * 'Export first' is its first step (a copy saved, then the same question, saying so); busy while either runs; a
 * refusal is said in the dialog, which stays. `after` is what follows the action once done.
 */
export function useSandboxQuestion(runtime: FakeRuntime, after: (done: SandboxAction) => void) {
  return useConfirm<SandboxAction>((a) => performSandbox(runtime, a), { first: (a) => exportFirst(runtime, a), onDone: after, ns: 'demo' });
}

/** The question drawn: what would be lost in `text`, 'Export first' beside the answer. `stem(kind)` is the keys' stem of its title and action. */
export function SandboxConfirm({ question, text, stem }: { question: ReturnType<typeof useSandboxQuestion>; text: string; stem: (kind: string) => string }) {
  const { t } = useTranslation('demo');
  const { target: pending, dialog } = question;
  return (
    <ConfirmDialog
      open={dialog.open && !!pending}
      title={pending ? fillPlaceholders(t(`${stem(pending.kind)}.title`), isolated(pending.name)) : ''}
      confirmLabel={pending ? t(`${stem(pending.kind)}.action`) : ''}
      danger={pending?.kind !== 'leave'}
      busy={dialog.busy}
      error={dialog.error}
      onCancel={dialog.onCancel}
      onConfirm={dialog.onConfirm}
      extra={
        <button type="button" className="btn" disabled={dialog.busy} onClick={question.runFirst}>
          {t('sandbox.exportFirst')}
        </button>
      }
    >
      {pending ? <p>{text}</p> : null}
      {/* The copy named, as the panel's own export says it (persona review: 'a copy' said nothing of where to find it). */}
      {question.firstDone && pending ? <p className="banner banner-success" role="status">{fillPlaceholders(t('sandbox.exportedFile'), isolated(sandboxFileName(pending.name)))}</p> : null}
    </ConfirmDialog>
  );
}
