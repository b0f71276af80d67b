import { formatDate } from '../../i18n/format';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigate } from 'wouter/use-browser-location';
import { useConfig, useCurrentUser, useServices } from '../../kernel/services';
import { fakeRuntime } from '../../kernel/fake-runtime';
import { chosenSandbox } from '../../domain/sandbox-choice';
import { openPanel } from '../../kernel/panel-store';
import { loadPersonas } from '../../api/personas-api';
import { useResource } from '../../kernel/use-resource';
import { errorMessage } from '../../api/api-error';
import { toast } from '../../ui/toast-store';
import { fillPlaceholders } from '../../i18n/i18n';
import { Icon } from '../../ui/icon';
import { requestResync } from '../../realtime/changes';
import { connectAsPersona, switchPersona } from './persona-switch';
import { useSelector } from '@xstate/react';
import { tours } from './tours';
import { tourActor } from './tour-service';
import { TourBubble } from './tour-bubble';
import { DemoReset } from './demo-reset';
import { takeReloadNote } from './reload-note';
import { selectMachineOnPanelClick } from './panel-machines';
import { useToday } from '../../ui/use-today';

// The panels' way to their statechart (app/panel-stack.tsx) comes with this module, loaded in demo and sandbox only.
/** The demo's inspector names the persona list's read by the bar's word for it. */
const personasPlace = { ns: 'demo', key: 'bar.persona' };

export { PanelChartAside, PanelChartButton } from './panel-chart';

/**
 * Demo and sandbox only: the banner that says so, a persona switch that
 * keeps you where you are, and the control and sandbox panels.
 */
export default function DemoBar() {
  const { t } = useTranslation(['demo', 'shell', 'session']);
  const config = useConfig();
  const { session } = useServices();
  const user = useCurrentUser();
  const personas = useResource(loadPersonas, null, { place: personasPlace }).data ?? [];
  const runtime = fakeRuntime();
  const tour = tourActor(session);
  const touring = useSelector(tour, (s) => s.matches('running'));
  // Another tab on this sandbox wrote: read again what the screens show.
  useEffect(() => runtime?.onExternalChange(requestResync), [runtime]);
  // The inspector shows the machine of the panel last clicked.
  useEffect(() => selectMachineOnPanelClick(), []);
  // A reset, an import, another sandbox or the way back to the demo reloaded the page: it says what was done.
  useEffect(() => {
    const done = takeReloadNote();
    if (done) toast.doneAfterReload('demo', done.key, ...done.objects);
  }, []);
  // The owner connected as the employee: the way into the impersonation banner (spec 1 section 1) in demo.
  const owner = personas.find((p) => p.key === 'owner');
  const employee = personas.find((p) => p.key === 'employee');
  const connectedValue = owner && employee ? `${owner.userName}>${employee.userName}` : null;
  const current = user?.isConnectToUser && connectedValue ? connectedValue : (personas.find((p) => p.fullname === user?.fullname)?.userName ?? '');
  // A sandbox started from the demo runs on a demo deployment: the runtime knows which it is.
  // Before the backend has started (it follows the first paint), the choice stored in the browser names it.
  const sandbox = runtime ? runtime.sandbox : chosenSandbox(config);
  const mode = runtime?.mode ?? (sandbox ? 'sandbox' : config.mode);
  const label = mode === 'sandbox' ? fillPlaceholders(t('bar.sandbox'), sandbox ?? '') : t('bar.demo');
  // Drawn with the sandbox's name apart, cut alone at its own end ('Formation managers – Casa…'), in its own direction:
  // the whole label cut in Arabic lost the name's beginning (review s30), and on a phone the chip did not shrink at all.
  const [before, after = ''] = t('bar.sandbox').split('{0}');
  const shown =
    mode === 'sandbox' ? (
      <>
        {before}
        <bdi className="demo-bar-name">{sandbox}</bdi>
        {after}
      </>
    ) : (
      label
    );
  const hint = mode === 'sandbox' ? fillPlaceholders(t('mode.sandbox', { ns: 'shell' }), sandbox ?? '') : t('mode.demo', { ns: 'shell' });
  const today = useToday();
  const offset = runtime?.clock.offsetDays() ?? 0;
  // Below 1200 px the bar folds into one chip that opens its tools (issue 22): which one shows is the stylesheet's choice.
  const [open, setOpen] = useState(false);
  return (
    <div className={`demo-bar mode-${mode}`} role="region" aria-label={label} data-testid="mode-banner" data-open={open || undefined}>
      <button type="button" className="demo-chip" aria-expanded={open} aria-controls="demo-bar-tools" data-testid="demo-chip" onClick={() => setOpen(!open)}>
        <Icon name={mode === 'sandbox' ? 'box' : 'play'} size={14} />
        <strong className="demo-bar-label-text" title={label}>
          {shown}
        </strong>
        {offset ? <span className="demo-chip-today">{formatDate(`${today}T12:00:00`)}</span> : null}
        <Icon name={open ? 'chevronUp' : 'chevronDown'} size={14} />
      </button>
      <strong className="demo-bar-label demo-bar-label-text" title={label}>
        {shown}
      </strong>
      <span className="small demo-bar-hint" title={hint}>
        <span>{hint}</span>
      </span>
      {offset ? <span className="badge badge-warning">{fillPlaceholders(t('bar.today'), formatDate(`${today}T12:00:00`))}</span> : null}
      <span className="demo-spacer" />
      <div className="demo-bar-tools" id="demo-bar-tools">
        <label className="demo-persona">
          <span>{t('bar.persona')}</span>
          <select
            value={current}
            data-testid="persona-switch"
            onChange={(e) => {
              const p = personas.find((x) => x.userName === e.target.value);
              const switched = p ? switchPersona(session, p) : e.target.value === connectedValue && owner && employee ? connectAsPersona(session, owner, employee.userId) : null;
              setOpen(false);
              switched?.then(() => navigate('/'), (err) => toast.error(errorMessage(err)));
            }}
          >
            {/* Until the list is read again (a switch draws the shell anew), the person signed in is named, not '—' (persona review). */}
            {current ? null : <option value="">{personas.length ? '—' : (user?.fullname ?? '—')}</option>}
            {/* The name first: at 1440 px the select is capped and cut, and who one is matters more than the role's words
                (persona review: 'Manager / approbateur · Ka…'). */}
            {personas.map((p) => (
              <option key={p.key} value={p.userName}>
                {p.fullname} · {t(`persona.${p.key}`, { ns: 'session' })}
              </option>
            ))}
            {owner && employee && connectedValue ? (
              <option value={connectedValue}>
                {fillPlaceholders(t('bar.connectedAs'), owner.fullname, employee.fullname)}
              </option>
            ) : null}
          </select>
        </label>
        <label className="demo-persona">
          <span>{t('tour.menu')}</span>
          <select
            value=""
            disabled={touring}
            data-testid="tour-start"
            onChange={(e) => {
              const chosen = tours.find((x) => x.id === e.target.value);
              setOpen(false);
              if (chosen) tour.send({ type: 'tour.start', tour: chosen });
            }}
          >
            <option value="">{t('tour.choose')}</option>
            {tours.map((x) => (
              <option key={x.id} value={x.id}>{t(x.title)}</option>
            ))}
          </select>
        </label>
        <button type="button" className="btn btn-small" onClick={() => (setOpen(false), openPanel('demo.sandboxes'))} data-testid="sandboxes">
          <Icon name="box" size={14} />
          {t(mode === 'sandbox' ? 'bar.sandboxes' : 'bar.startSandbox')}
        </button>
        <button type="button" className="btn btn-small" onClick={() => (setOpen(false), openPanel('demo.control'))} data-testid="demo-control">
          <Icon name="gear" size={14} />
          {t('bar.control')}
        </button>
        {runtime && mode === 'demo' ? <DemoReset runtime={runtime} /> : null}
      </div>
      <TourBubble actor={tour} />
    </div>
  );
}
