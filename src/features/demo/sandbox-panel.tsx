import { formatDate } from '../../i18n/format';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PanelProps } from '../../kernel/panel-registry';
import type { FakeRuntime } from '../../domain/fake-runtime';
import { fakeRuntime } from '../../kernel/fake-runtime';
import { useSubmit } from '../../kernel/use-submit';
import { SidePanel } from '../../ui/side-panel';
import { SandboxConfirm, useSandboxQuestion } from './sandbox-confirm';
import { fillPlaceholders, isolated } from '../../i18n/i18n';
import { checkSandboxFile, downloadSandbox, performSandbox, reloadAfter, type SandboxAction } from './sandbox-actions';
import { Field } from '../../ui/inputs/field';
import { toast } from '../../ui/toast-store';
import { todayIso } from '../../ui/inputs/iso-day';
import { freeName } from './sandbox-name';

/**
 * Trainers: start a sandbox from the demo (a scenario and a name, no other
 * deployment), and inside one export, import, reset, leave back to the demo,
 * open or delete others. What loses data asks first (the one confirm-and-act
 * statechart, 'Export first' its first step); opening one is a submit; a file
 * to import is checked, as a submit, before it is asked about.
 */
export default function SandboxPanel({ onClose }: PanelProps) {
  const runtime = fakeRuntime();
  return runtime ? <Sandboxes runtime={runtime} onClose={onClose} /> : null;
}

function Sandboxes({ runtime, onClose }: { runtime: FakeRuntime; onClose(): void }) {
  const { t } = useTranslation('demo');
  const [list, setList] = useState<Array<{ name: string; scenario: string; savedAt: string }>>([]);
  const relist = () => void runtime.sandboxes.list().then(setList);
  // A delete stays in the panel, says so (persona review: the row just went) and reads the list again; anything else
  // loads the page into what is now chosen, which says what was done.
  const question = useSandboxQuestion(runtime, (done) => {
    if (done.kind !== 'remove') return reloadAfter(runtime, done);
    toast.done('demo', 'sandbox.done.remove', done.name);
    relist();
  });
  const opening = useSubmit((a: SandboxAction) => performSandbox(runtime, a), (done) => reloadAfter(runtime, done));
  const checking = useSubmit(
    (a: Extract<SandboxAction, { kind: 'import' }>) => checkSandboxFile(runtime, a),
    (a) => {
      checking.reset();
      question.ask(a);
    },
  );
  const busy = question.dialog.busy || opening.busy || checking.busy;
  // What the last action was refused for (a file from elsewhere, a sandbox that could not open), until the next one.
  const error = checking.error ?? opening.error;
  const start = (go: () => void) => {
    checking.edit();
    opening.edit();
    go();
  };
  const fileInput = useRef<HTMLInputElement>(null);
  // Null until the person types: the field offers a name of its own, today's training, never one already taken
  // (persona review: an empty required field, and opening a name already taken opens that sandbox).
  const [name, setName] = useState<string | null>(null);
  const shown = name ?? freeName(fillPlaceholders(t('sandbox.defaultName'), formatDate(`${todayIso()}T00:00:00Z`, 'shortDay')), list.map((s) => s.name));
  const [scenario, setScenario] = useState('demo');
  const current = runtime.sandbox;
  useEffect(() => {
    void runtime.sandboxes.list().then(setList);
  }, [runtime]);
  const create = (e: FormEvent) => {
    e.preventDefault();
    const n = shown.trim();
    if (n) start(() => opening.submit({ kind: 'open', name: n, scenario }));
  };
  const importFile = async (file: File | undefined) => {
    if (file && current) {
      const text = await file.text();
      start(() => checking.submit({ kind: 'import', name: current, text, fileName: file.name }));
    }
  };
  const scenarioOf = (n: string) => list.find((s) => s.name === n)?.scenario ?? 'demo';
  return (
    <SidePanel open onClose={onClose} title={t(current ? 'sandbox.title' : 'sandbox.startTitle')} width="lg">
      {current ? (
        <section className="card" aria-labelledby="sandbox-current">
          <h2 id="sandbox-current">{fillPlaceholders(t('sandbox.current'), current)}</h2>
          {runtime.corrupt ? (
            <div className="banner banner-error" role="alert">
              {t('sandbox.corrupt')}
            </div>
          ) : null}
          <div className="page-actions">
            {/* Saving a copy loses nothing: no question asked; where it went is said (persona review: nothing showed it happened). */}
            <button type="button" className="btn" onClick={() => toast.done('demo', 'sandbox.exportedFile', downloadSandbox(runtime.exportData(), current))}>
              {t('sandbox.export')}
            </button>
            {/* A button that opens the file chooser: a label around a hidden input was out of reach of the keyboard (trainer's review). */}
            <button type="button" className="btn" disabled={busy} onClick={() => fileInput.current?.click()}>
              {t('sandbox.import')}
            </button>
            <input
              ref={fileInput} type="file" accept="application/json,.json" hidden data-testid="sandbox-import" disabled={busy}
              onChange={(e) => {
                void importFile(e.target.files?.[0]);
                e.target.value = '';
              }}
            />
            <button type="button" className="btn btn-danger" disabled={busy} onClick={() => start(() => question.ask({ kind: 'reset', name: current }))}>
              {t('sandbox.reset')}
            </button>
            {runtime.startedFromDemo ? (
              <button type="button" className="btn" disabled={busy} onClick={() => start(() => question.ask({ kind: 'leave', name: current }))}>
                {t('sandbox.leave')}
              </button>
            ) : null}
          </div>
        </section>
      ) : (
        <p className="muted">{t('sandbox.startHint')}</p>
      )}
      {error ? (
        <div className="banner banner-error" role="alert">
          {/* A refused file is named (persona review: a trainer trying several files could not tell which one was refused),
              in one sentence with the reason that wraps as a line does (the banner lays its children side by side). */}
          <span>
            {checking.error && checking.values ? <strong>{fillPlaceholders(t('sandbox.import.refused'), isolated(checking.values.fileName))} </strong> : null}
            {t(error)}
          </span>
        </div>
      ) : null}
      <form className="card form-grid" onSubmit={create} aria-labelledby="sandbox-new">
        <h2 id="sandbox-new">{t('sandbox.new')}</h2>
        <Field label={t('sandbox.name')}>
          <input className="input" value={shown} maxLength={60} onChange={(e) => setName(e.target.value)} required />
        </Field>
        <Field label={t('sandbox.scenario')} hint={t(`scenario.${scenario}.hint`)}>
          <select value={scenario} onChange={(e) => setScenario(e.target.value)}>
            {runtime.scenarios.map((s) => (
              <option key={s} value={s}>{t(`scenario.${s}`)}</option>
            ))}
          </select>
        </Field>
        <button type="submit" className="btn btn-primary" disabled={busy}>{t('sandbox.create')}</button>
      </form>
      {list.some((s) => s.name !== current) ? (
        <table className="table" aria-label={t('sandbox.others')}>
          <tbody>
            {list
              .filter((s) => s.name !== current)
              .map((s) => (
                <tr key={s.name}>
                  <td>
                    <strong>{s.name}</strong>
                    <div className="muted small">
                      {t(`scenario.${s.scenario}`)} · {s.savedAt ? fillPlaceholders(t('sandbox.saved'), formatDate(s.savedAt, 'dateTime')) : ''}
                    </div>
                  </td>
                  <td>
                    <div className="page-actions">
                      <button type="button" className="btn btn-small" disabled={busy} onClick={() => start(() => opening.submit({ kind: 'open', name: s.name }))}>{t('sandbox.open')}</button>
                      <button type="button" className="btn btn-small btn-danger" disabled={busy} onClick={() => start(() => question.ask({ kind: 'remove', name: s.name }))}>
                        {t('action.delete', { ns: 'deferred' })}
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
          </tbody>
        </table>
      ) : null}
      <SandboxConfirm question={question} stem={(kind) => `sandbox.confirm.${kind}`} text={question.target ? confirmText(t, question.target, scenarioOf(question.target.name), runtime) : ''} />
    </SidePanel>
  );
}

/** What the pending action would lose, in words: the sandbox's name, its scenario, the file that would replace it. */
function confirmText(t: (k: string) => string, a: SandboxAction, scenario: string, runtime: FakeRuntime): string {
  const key = `sandbox.confirm.${a.kind}.text`;
  if (a.kind === 'import') {
    const file = runtime.sandboxes.checkFile(a.text);
    return fillPlaceholders(t(key), isolated(a.name), isolated(a.fileName), file.ok ? formatDate(file.exportedAt, 'dateTime') : '');
  }
  return fillPlaceholders(t(key), isolated(a.name), t(`scenario.${scenario}`));
}

