import { useTranslation } from 'react-i18next';
import type { FakeRuntime } from '../../domain/fake-runtime';
import { Icon } from '../../ui/icon';
import { reloadAfter } from './sandbox-actions';
import { SandboxConfirm, useSandboxQuestion } from './sandbox-confirm';

/**
 * 'Reset the demo' (issue 36 item 4): the demo keeps what was done in it in
 * this browser until this button, which asks first, naming what goes, with
 * 'Export first': a sandbox's reset question, on the demo's data.
 */
export function DemoReset({ runtime }: { runtime: FakeRuntime }) {
  const { t } = useTranslation('demo');
  const question = useSandboxQuestion(runtime, (done) => reloadAfter(runtime, done));
  return (
    <>
      <button
        type="button"
        className="btn btn-small"
        disabled={question.dialog.busy}
        data-testid="demo-reset"
        // The bar stays unfolded on a phone: the question is drawn inside it.
        onClick={() => question.ask({ kind: 'reset', name: t('bar.demo') })}
      >
        <Icon name="refresh" size={14} />
        {t('bar.reset')}
      </button>
      <SandboxConfirm question={question} stem={() => 'demoReset'} text={t('demoReset.text')} />
    </>
  );
}
