import type { Criterion, MachineReport } from './coverage';
import { meets } from './coverage';
import type { UiMachineReport } from './ui/executor';
import type { FakeWalkReport } from './fake-server/walk';
import { diagramCss, esc, machineSvg, missingSides, type Layout } from './diagram-svg';


/**
 * Each machine drawn (tests/model/diagram-svg.ts: states laid out with their
 * nesting, transitions as arrows labelled with event and guard, coloured by
 * coverage, guard sides never taken marked) above its tables: the states
 * (green when covered, red when not) and the transitions (source, event,
 * guard, target, requirement ids, guard sides never taken), with the failing
 * paths and their replay.
 */
function uiMark(ui: UiMachineReport | undefined, covered: boolean): string {
  if (!ui) return '';
  if (!ui.adapter) return '<span class="ui none" title="no UI adapter">UI –</span>';
  return covered ? '<span class="ui ok" title="taken in the page">UI ✓</span>' : '<span class="ui no" title="not taken in the page">UI ✗</span>';
}

function uiSection(ui: UiMachineReport | undefined): string {
  if (!ui) return '';
  if (!ui.adapter) return '<p class="uiline no">UI: not covered through the UI (no ui part in its test model)</p>';
  const failures = ui.failures
    .map(
      (f) => `<li><b>path ${f.path}, step ${f.step} (${esc(f.event)})</b>: ${esc(f.message)}<br><small>${esc(f.events.join(' → '))}</small><br><code>${esc(f.replay)}</code>${f.screenshot ? `<br><a href="${esc(f.screenshot)}"><img src="${esc(f.screenshot)}" alt="screenshot of path ${f.path}" width="360"></a>` : ''}</li>`,
    )
    .join('');
  const waived = ui.waived.map((w) => `<li>${esc(w.item)}: ${esc(w.reason)}</li>`).join('');
  const inputs = ui.inputs.length > 1 ? `<p>per input:</p><ul>${ui.inputs.map((i) => `<li>${esc(i.name)} (as ${esc(i.persona)}): ${i.passed}/${i.paths} paths passed, states reached: ${esc(i.states.map((s) => s.split('.').slice(1).join('.')).join(', '))}</li>`).join('')}</ul>` : '';
  return `<p class="uiline">UI (${ui.source}): ${ui.paths} paths, ${ui.passed} passed, states ${ui.states.covered}/${ui.states.total} · transitions ${ui.transitions.covered}/${ui.transitions.total} · ${(ui.ms / 1000).toFixed(1)} s</p>${inputs}${failures ? `<ul class="fail">${failures}</ul>` : ''}${waived ? `<p>waived (not reachable from any view):</p><ul class="waived">${waived}</ul>` : ''}`;
}

function serverMark(f: FakeWalkReport | undefined, covered: boolean): string {
  if (!f || f.mode === 'none') return '';
  return covered ? '<span class="ui ok" title="taken against the fake server">server ✓</span>' : '<span class="ui no" title="not taken against the fake server">server ✗</span>';
}

/** The walk against the fake server's logic: coverage, calls, data checks; or why the machine makes no server call. */
function serverSection(f: FakeWalkReport | undefined): string {
  if (!f) return '';
  if (f.mode === 'none') return `<p class="uiline">Against the fake server: no server calls (${esc(f.reason ?? '')})</p>`;
  const failures = f.failures.map((x) => `<li><b>path ${x.path}, step ${x.step} (${esc(x.event)})</b>: ${esc(x.message)}<br><code>npm run test:model -- --machine-only --machine ${esc(f.id)} --fake-path ${x.path}</code></li>`).join('');
  const waived = f.waived.map((w) => `<li>${esc(w.item)}: ${esc(w.reason)}</li>`).join('');
  return `<p class="uiline${f.failures.length ? ' no' : ''}">Against the fake server: ${f.passed}/${f.paths} paths passed, states ${f.states.length}/${f.total.states} · transitions ${f.transitions.length}/${f.total.transitions} · ${f.calls} calls · ${f.checks} data checks · ${(f.ms / 1000).toFixed(1)} s</p><p><small>endpoints: ${esc(f.endpoints.join(', '))}</small></p>${failures ? `<ul class="fail">${failures}</ul>` : ''}${waived ? `<p>waived against the server:</p><ul class="waived">${waived}</ul>` : ''}`;
}

function machineSection(r: MachineReport, criterion: Criterion, ui?: UiMachineReport, fake?: FakeWalkReport, layout?: Layout): string {
  const sides = missingSides(r);
  const uiStates = new Set(ui?.states.coveredIds ?? []);
  const uiTransitions = new Set(ui?.transitions.coveredKeys ?? []);
  const fakeStates = new Set(fake?.states ?? []);
  const fakeTransitions = new Set(fake?.transitions ?? []);
  const server = !!fake && fake.mode === 'server';
  const states = r.diagram.states
    .map((s) => {
      const depth = s.id.split('.').length - 2;
      return `<div class="st ${s.covered ? 'ok' : 'no'}" style="margin-left:${depth * 18}px" title="${esc(s.spec ?? '')}">${esc(s.id.split('.').pop()!)} ${serverMark(fake, fakeStates.has(s.id))}${uiMark(ui, uiStates.has(s.id))}${s.spec ? ` <small>${esc(s.spec)}</small>` : ''}</div>`;
    })
    .join('');
  const transitions = r.diagram.transitions
    .map((t) => `<tr class="${t.covered ? 'ok' : 'no'}"><td>${esc(t.source)}</td><td>${esc(t.event)}</td><td>${t.guard ? `<code>${esc(t.guard)}</code>` : '–'}</td><td>${esc(t.target)}</td><td>${t.spec ? esc(t.spec) : '–'}</td><td>${sides.has(t.key) ? `<b class="side">${esc(sides.get(t.key)!.join(', '))}</b>` : t.guard ? 'both' : ''}</td>${server ? `<td>${serverMark(fake, fakeTransitions.has(t.key))}</td>` : ''}${ui ? `<td>${uiMark(ui, uiTransitions.has(t.key))}</td>` : ''}</tr>`)
    .join('');
  const failures = r.failures.map((f) => `<li>${esc(f)} <code>npm run test:model -- --machine ${esc(r.id)} --path ${esc(/path (\d+)/.exec(f)?.[1] ?? '0')}</code></li>`).join('');
  const serverOk = !fake || fake.mode === 'none' || (!fake.failures.length && !fake.missing.states.length && !fake.missing.transitions.length);
  return `<section id="m-${esc(r.id)}"><h2 class="${meets(r, criterion) && serverOk ? 'ok' : 'no'}">${esc(r.id)}</h2>
<p>states ${r.states.covered}/${r.states.total} · transitions ${r.transitions.covered}/${r.transitions.total} · guards ${r.guards.covered}/${r.guards.total} · spec rules ${r.requirements.covered}/${r.requirements.total} · ${r.paths.length} paths · ${r.ms} ms</p>
${serverSection(fake)}
${uiSection(ui)}
${layout ? `<div class="drawing">${machineSvg(layout, r)}</div>` : ''}
<div class="grid"><div>${states}</div><table><tr><th>from</th><th>event</th><th>guard</th><th>to</th><th>requirements</th><th>guard sides</th>${server ? '<th>server</th>' : ''}${ui ? '<th>UI</th>' : ''}</tr>${transitions}</table></div>
${failures ? `<ul class="fail">${failures}</ul>` : ''}
${r.requirements.missing.length ? `<p>spec rules not exercised:</p><ul>${r.requirements.missing.map((m) => `<li>${esc(m)}</li>`).join('')}</ul>` : ''}</section>`;
}

const ratio = (covered: number, total: number) => `<td class="${covered === total ? 'ok' : 'no'}">${covered}/${total}</td>`;

/**
 * The report's first table (issue 24 item 6): one row per machine, each walk's figures side by side, a machine
 * that misses something first; its name links to its section.
 */
function summaryTable(reports: MachineReport[], uiOf: (id: string) => UiMachineReport | undefined, fakeOf: (id: string) => FakeWalkReport | undefined): string {
  const missing = (r: MachineReport) => r.failures.length + r.states.missing.length + r.transitions.missing.length + r.guards.missing.length + r.requirements.missing.length + (uiOf(r.id)?.failures.length ?? 0) + (fakeOf(r.id)?.failures.length ?? 0);
  const rows = [...reports]
    .sort((a, b) => Number(missing(b) > 0) - Number(missing(a) > 0) || a.id.localeCompare(b.id))
    .map((r) => {
      const u = uiOf(r.id);
      const f = fakeOf(r.id);
      const ui = u?.adapter ? `${ratio(u.states.covered, u.states.total)}${ratio(u.transitions.covered, u.transitions.total)}<td class="${u.failures.length ? 'no' : 'ok'}">${u.failures.length}</td>` : '<td colspan="3"><small>no UI walk</small></td>';
      const server = f?.mode === 'server' ? `<td class="${f.failures.length ? 'no' : 'ok'}">${f.passed}/${f.paths}</td>` : '<td><small>no calls</small></td>';
      return `<tr><th><a href="#m-${esc(r.id)}">${esc(r.id)}</a></th>${ratio(r.states.covered, r.states.total)}${ratio(r.transitions.covered, r.transitions.total)}${ratio(r.guards.covered, r.guards.total)}${ratio(r.requirements.covered, r.requirements.total)}<td class="${r.failures.length ? 'no' : 'ok'}">${r.paths.length} / ${r.failures.length}</td>${server}${ui}</tr>`;
    });
  return `<table class="summary"><caption>Summary: one machine per row, those missing something first</caption><tr><th>machine</th><th>states</th><th>transitions</th><th>guard sides</th><th>requirements</th><th>paths / failed</th><th>fake server paths</th><th>UI states</th><th>UI transitions</th><th>UI failed</th></tr>${rows.join('')}</table>`;
}

/** `layouts` (tests/model/diagram-svg.ts layoutMachines) draws each machine above its tables. */
export function htmlReport(reports: MachineReport[], criterion: Criterion, ui?: UiMachineReport[], fake?: FakeWalkReport[], layouts?: Map<string, Layout>): string {
  const uiOf = (id: string) => ui?.find((u) => u.id === id);
  const fakeOf = (id: string) => fake?.find((f) => f.id === id);
  const walked = fake?.filter((f) => f.mode === 'server') ?? [];
  const summary = fake
    ? `<p>Against the fake server (real client calls to the fake server's dispatcher, no browser): ${walked.length} machines walked, ${walked.reduce((n, f) => n + f.passed, 0)}/${walked.reduce((n, f) => n + f.paths, 0)} paths passed, ${walked.reduce((n, f) => n + f.calls, 0)} calls, ${walked.reduce((n, f) => n + f.checks, 0)} data checks; ${fake.length - walked.length} make no server calls (${esc(fake.filter((f) => f.mode === 'none').map((f) => f.id).join(', '))}).</p>`
    : '';
  const table = summaryTable(reports, uiOf, fakeOf);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Model-based coverage</title><style>
body{font:14px system-ui,sans-serif;margin:2rem;color:#1d2730}h2.ok{color:#2e8b57}h2.no{color:#c8372d}
.grid{display:grid;grid-template-columns:minmax(220px,1fr) 2fr;gap:1rem;align-items:start}
.st{border:1px solid #ccd;border-radius:6px;padding:.2rem .5rem;margin:.2rem 0}.st.ok{background:#e3f5ec}.st.no{background:#fde4e1}
table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #e3e6ea;padding:.2rem .4rem;text-align:left;font-size:12px}
tr.ok td{background:#f0faf4}tr.no td{background:#fdecea}small{color:#5c6b77}.fail li{color:#c8372d;margin:.5rem 0}
.ui{font-size:11px;border-radius:4px;padding:0 .3rem;margin-left:.3rem}.ui.ok{background:#2e8b57;color:#fff}.ui.no{background:#c8372d;color:#fff}.ui.none{background:#dde;color:#445}
table.summary{margin:1rem 0 2rem}table.summary td.ok{background:#f0faf4}table.summary td.no{background:#fdecea;color:#c8372d;font-weight:600}caption{text-align:left;font-weight:600;padding:.3rem 0}
.uiline{font-weight:600}.uiline.no{color:#c8372d}.side{color:#b35c00}
${diagramCss}
</style></head><body><h1>Model-based coverage (${esc(criterion)})</h1><p>${new Date().toISOString()}</p><p>Drawings and background: covered by the machine-level walk (green) or not (red, dashed arrows); ⚠ on an arrow and in the 'guard sides' column: a side of its guard the walk never took. Badges: taken against the fake server (server ✓) or not (server ✗); taken through the real UI (UI ✓), not taken (UI ✗), or no UI adapter (UI –).</p>${table}${summary}${reports.map((r) => machineSection(r, criterion, uiOf(r.id), fakeOf(r.id), layouts?.get(r.id))).join('')}</body></html>`;
}
