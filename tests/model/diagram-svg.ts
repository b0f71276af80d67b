import ELK from 'elkjs/lib/elk.bundled.js';
import { diagramGraph, type ChartNode, type ElkEdge, type ElkNode } from '../../src/features/demo/diagram-graph';
import { transitionKey, type MachineReport } from './coverage';
import type { RegisteredMachine } from './registry-types';

/**
 * Each machine of the report drawn as an inline SVG: the inspector's graph
 * (src/features/demo/diagram-graph.ts, laid out by ELK) with every state and
 * every transition (guard named, targetless ones as loops, the root's own as
 * arrows from the outer box), coloured by the machine-level walk's coverage;
 * a guard side the walk never took is marked on its arrow.
 */
export type Layout = ElkNode & { width: number; height: number };

export const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** ELK lays out on this thread (its bundled build); one layout per machine, all in one pass. */
export async function layoutMachines(entries: RegisteredMachine[]): Promise<Map<string, Layout>> {
  const elk = new (ELK as unknown as new () => { layout(g: ElkNode): Promise<Layout> })();
  const out = new Map<string, Layout>();
  for (const e of entries) out.set(e.id, await elk.layout(diagramGraph(e.machine.root as unknown as ChartNode, { guards: true, targetless: true, root: true })));
  return out;
}

const flatten = (n: ElkNode, out: ElkNode[] = []) => {
  for (const c of n.children ?? []) {
    out.push(c);
    flatten(c, out);
  }
  return out;
};

const pathOf = (e: ElkEdge) =>
  (e.sections ?? []).map((s) => `M${s.startPoint.x},${s.startPoint.y} ${(s.bendPoints ?? []).map((p) => `L${p.x},${p.y} `).join('')}L${s.endPoint.x},${s.endPoint.y}`).join(' ');

/** The transition key the coverage uses for an edge of the graph. */
const edgeKey = (e: ElkEdge) => transitionKey(e.source, e.event || '(always)', e.index);

/** Guard sides the walk never took, by transition key ('never true', 'never false'); waived sides are not missing. */
export function missingSides(r: MachineReport): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const side of r.guards.missing) {
    const m = /^(.*) \((never (?:true|false))\)$/.exec(side);
    if (m) out.set(m[1]!, [...(out.get(m[1]!) ?? []), m[2]!]);
  }
  return out;
}

export function machineSvg(layout: Layout, r: MachineReport): string {
  const states = new Map(r.diagram.states.map((s) => [s.id, s.covered]));
  const transitions = new Map(r.diagram.transitions.map((t) => [t.key, t.covered]));
  const sides = missingSides(r);
  const nodes = flatten(layout)
    .map((n) => {
      const compound = !!n.children?.length;
      const cls = states.has(n.id) ? (states.get(n.id) ? 'ok' : 'no') : 'root';
      const label = n.labels?.[0]?.text ?? '';
      return `<g class="d-state ${cls}${compound ? ' compound' : ''}" data-state="${esc(n.id)}"><title>${esc(n.id)}${cls === 'no' ? ' (not reached)' : ''}</title><rect x="${n.x}" y="${n.y}" width="${n.width}" height="${n.height}" rx="6"/><text x="${(n.x ?? 0) + 8}" y="${(n.y ?? 0) + (compound ? 16 : (n.height ?? 30) / 2 + 4)}">${esc(label)}</text></g>`;
    })
    .join('');
  const edges = ((layout.edges ?? []) as ElkEdge[])
    .map((e) => {
      const key = edgeKey(e);
      const missing = sides.get(key) ?? [];
      const label = e.labels?.[0];
      const text = `${label?.text ?? ''}${missing.length ? ` ⚠ ${missing.join(', ')}` : ''}`;
      return `<g class="d-tr ${transitions.get(key) ? 'ok' : 'no'}${missing.length ? ' side-missing' : ''}" data-transition="${esc(key)}"><title>${esc(key)}${e.guard ? ` [${esc(e.guard)}]` : ''}${missing.length ? `: guard ${missing.join(', ')}` : ''}</title><path d="${pathOf(e)}" marker-end="url(#arrow-${transitions.get(key) ? 'ok' : 'no'})"/>${label?.x !== undefined ? `<text x="${label.x}" y="${(label.y ?? 0) + 10}">${esc(text)}</text>` : ''}</g>`;
    })
    .join('');
  const w = layout.width + 20;
  const h = layout.height + 20;
  return `<svg class="diagram" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="statechart ${esc(r.id)}"><defs>${['ok', 'no'].map((c) => `<marker id="arrow-${c}" class="${c}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z"/></marker>`).join('')}</defs><g transform="translate(10,10)">${nodes}${edges}</g></svg>`;
}

/** The report's styles for the drawings. */
export const diagramCss = `.drawing{overflow:auto;max-height:80vh;border:1px solid #e3e6ea;border-radius:6px;margin:.5rem 0 1rem;background:#fff}
.diagram text{font:11px system-ui,sans-serif;fill:#1d2730}.d-state rect{stroke:#8a97a3;stroke-width:1}.d-state.ok rect{fill:#e3f5ec}.d-state.no rect{fill:#fde4e1;stroke:#c8372d;stroke-width:2}
.d-state.compound.ok rect{fill:#f6fcf8}.d-state.compound.no rect{fill:#fef4f2}.d-state.root rect{fill:#fafbfc;stroke:#c5ccd3}.d-state.compound text,.d-state.root text{font-weight:600}
.d-tr path{fill:none;stroke-width:1.2}.d-tr.ok path{stroke:#2e8b57}.d-tr.no path{stroke:#c8372d;stroke-dasharray:4 3;stroke-width:1.8}.d-tr text{font-size:10px;paint-order:stroke;stroke:#fff;stroke-width:3px}
.d-tr.no text{fill:#c8372d;font-weight:600}.d-tr.side-missing text{fill:#b35c00;font-weight:600}marker.ok path{fill:#2e8b57}marker.no path{fill:#c8372d}`;
