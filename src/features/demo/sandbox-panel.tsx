import { formatDate } from '../../i18n/date-format';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PanelProps } from '../../app/panel-registry';
import { fakeRuntime } from '../../app/fake-runtime';
import { saveFile } from '../../api/files';
import { SidePanel } from '../../ui/side-panel';
import { fillPlaceholders } from '../../i18n/i18n';
import { toast } from '../../ui/toast-store';

const SANDBOX_KEY = 'mintrh.sandbox';
const SANDBOX_SCENARIO_KEY = 'mintrh.sandbox.scenario';

function openSandbox(name: string, scenario?: string) {
  localStorage.setItem(SANDBOX_KEY, name);
  if (scenario) localStorage.setItem(SANDBOX_SCENARIO_KEY, scenario);
  location.reload();
}

/** Trainers: list, create, switch, reset, delete, export and import sandboxes. */
export default function SandboxPanel({ onClose }: PanelProps) {
  const { t } = useTranslation('demo');
  const runtime = fakeRuntime();
  const [list, setList] = useState<Array<{ name: string; scenario: string; savedAt: string }>>([]);
  const [name, setName] = useState('');
  const [scenario, setScenario] = useState('demo');
  const [importError, setImportError] = useState<string | null>(null);
  useEffect(() => {
    runtime?.sandboxes.list().then(setList);
  }, [runtime]);
  if (!runtime) return null;
  const create = (e: FormEvent) => {
    e.preventDefault();
    const n = name.trim();
    if (n) openSandbox(n, scenario);
  };
  const importFile = async (file: File | undefined) => {
    if (!file) return;
    const result = await runtime.importData(await file.text());
    if (result.ok) {
      toast.success('sandbox.imported');
      location.reload();
    } else setImportError(result.message);
  };
  return (
    <SidePanel open onClose={onClose} title={t('sandbox.title')} width="lg">
      <p>
        <strong>{fillPlaceholders(t('sandbox.current'), runtime.sandbox ?? '')}</strong>
      </p>
      {runtime.corrupt ? (
        <div className="banner banner-error" role="alert">
          {t('sandbox.corrupt')}
          <button type="button" className="btn btn-small" onClick={() => void runtime.reset().then(() => location.reload())}>
            {t('sandbox.reset')}
          </button>
        </div>
      ) : null}
      <div className="page-actions">
        <button type="button" className="btn" onClick={() => saveFile(new Blob([runtime.exportData()], { type: 'application/json' }), `sandbox-${runtime.sandbox}.json`)}>
          {t('sandbox.export')}
        </button>
        <label className="btn">
          {t('sandbox.import')}
          <input type="file" accept="application/json,.json" hidden data-testid="sandbox-import" onChange={(e) => void importFile(e.target.files?.[0])} />
        </label>
        <button type="button" className="btn btn-danger" onClick={() => void runtime.reset().then(() => location.reload())}>
          {t('sandbox.reset')}
        </button>
      </div>
      {importError ? (
        <div className="banner banner-error" role="alert">
          {t(importError)}
        </div>
      ) : null}
      <table className="table">
        <tbody>
          {list.map((s) => (
            <tr key={s.name}>
              <td>
                <strong>{s.name}</strong>
                <div className="muted small">
                  {t(`scenario.${s.scenario}`)} · {s.savedAt ? fillPlaceholders(t('sandbox.saved'), formatDate(s.savedAt, 'dateTime')) : ''}
                </div>
              </td>
              <td className="page-actions">
                {s.name !== runtime.sandbox ? (
                  <>
                    <button type="button" className="btn btn-small" onClick={() => openSandbox(s.name)}>{t('sandbox.open')}</button>
                    <button type="button" className="btn btn-small btn-danger" onClick={() => void runtime.sandboxes.remove(s.name).then(() => runtime.sandboxes.list().then(setList))}>
                      {t('action.delete', { ns: 'common' })}
                    </button>
                  </>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <form className="card form-grid" onSubmit={create}>
        <label className="field">
          <span>{t('sandbox.name')}</span>
          <input className="input" value={name} maxLength={60} onChange={(e) => setName(e.target.value)} required />
        </label>
        <label className="field">
          <span>{t('sandbox.scenario')}</span>
          <select value={scenario} onChange={(e) => setScenario(e.target.value)}>
            {runtime.scenarios.map((s) => (
              <option key={s} value={s}>{t(`scenario.${s}`)}</option>
            ))}
          </select>
          <small className="muted">{t(`scenario.${scenario}.hint`)}</small>
        </label>
        <button type="submit" className="btn btn-primary">{t('sandbox.create')}</button>
      </form>
    </SidePanel>
  );
}
