import { useTranslation } from 'react-i18next';
import { useSelector } from '@xstate/react';
import type { FakeRuntime } from '../../domain/fake-runtime';
import { useActorRef, useLogic } from '../../kernel/actors';
import { Icon } from '../../ui/icon';
import { sandboxLogic } from './sandbox.effects';
import { SandboxConfirm } from './sandbox-confirm';

/**
 * 'Reset the demo' (issue 36 item 4): the demo keeps what was done in it in
 * this browser until this button, which asks first, naming what goes, with
 * 'Export first': the sandbox's reset lifecycle, on the demo's data.
 */
export function DemoReset({ runtime }: { runtime: FakeRuntime }) {
  const { t } = useTranslation('demo');
  const machine = useLogic(() => sandboxLogic(runtime), [runtime]);
  const actor = useActorRef(machine);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const error = useSelector(actor, (s) => (s.hasTag('asking') ? null : s.context.error));
  return (
    <>
      <button
        type="button"
        className="btn btn-small"
        disabled={busy}
        data-testid="demo-reset"
        // The bar stays unfolded on a phone: the question is drawn inside it.
        onClick={() => actor.send({ type: 'sandbox.reset', name: t('bar.demo') })}
      >
        <Icon name="refresh" size={14} />
        {t('bar.reset')}
      </button>
      {error ? (
        <span className="badge badge-danger" role="alert">
          {t(error)}
        </span>
      ) : null}
      <SandboxConfirm actor={actor} stem={() => 'demoReset'} text={t('demoReset.text')} />
    </>
  );
}
