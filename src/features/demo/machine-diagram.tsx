import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '../../ui/scroll-region';
import { fillPlaceholders } from '../../i18n/i18n';
import { activeIds, diagramGraph, type ChartNode, type ElkEdge, type ElkNode } from './diagram-graph';

type Layout = ElkNode & { width: number; height: number };

// ELK's layout engine (about 1.6 MB) loads with the first diagram; its bundled build lays out on the page's own thread, with no eval (strict CSP).
let elk: Promise<{ layout(g: ElkNode): Promise<Layout> }> | null = null;
const engine = () => (elk ??= import('elkjs/lib/elk.bundled.js').then((m) => new m.default() as unknown as { layout(g: ElkNode): Promise<Layout> }));

const layouts = new WeakMap<object, Promise<Layout>>();
/** One layout per machine: the live state only changes what is highlighted. */
function layoutOf(machine: { root: ChartNode }): Promise<Layout> {
  let l = layouts.get(machine);
  if (!l) layouts.set(machine, (l = engine().then((e) => e.layout(diagramGraph(machine.root)))));
  return l;
}

const flatten = (n: ElkNode, depth = 0, out: Array<{ n: ElkNode; depth: number }> = []) => {
  for (const c of n.children ?? []) {
    out.push({ n: c, depth });
    flatten(c, depth + 1, out);
  }
  return out;
};

const path = (e: ElkEdge) =>
  (e.sections ?? []).map((s) => `M${s.startPoint.x},${s.startPoint.y} ${(s.bendPoints ?? []).map((p) => `L${p.x},${p.y} `).join('')}L${s.endPoint.x},${s.endPoint.y}`).join(' ');

/**
 * The selected statechart drawn: states as boxes (children inside their
 * parent), transitions as labelled arrows; the states the actor is in are
 * highlighted and the arrows of the last event it received stand out.
 */
export function MachineDiagram({ machine, value, lastEvent }: { machine: unknown; value: unknown; lastEvent: string | null }) {
  const { t } = useTranslation('demo');
  const chart = machine as { root: ChartNode; id: string };
  const [layout, setLayout] = useState<Layout | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    setLayout(null);
    layoutOf(chart).then(
      (l) => live && setLayout(l),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [chart]);
  if (failed) return <p className="banner banner-error" role="alert">{t('inspector.layoutFailed')}</p>;
  if (!layout) return <p className="muted">{t('inspector.drawing')}</p>;
  const active = activeIds(chart.root.id, value);
  const nodes = flatten(layout);
  return (
    // A statechart wider or taller than its box scrolls in it (at 390 px, most of them).
    <ScrollRegion className="machine-diagram" data-testid="machine-diagram" data-machine={chart.id} label={fillPlaceholders(t('inspector.diagramOf'), chart.id)}>
      <svg viewBox={`0 0 ${layout.width + 20} ${layout.height + 20}`} width={layout.width + 20} height={layout.height + 20} role="img" aria-label={fillPlaceholders(t('inspector.diagramOf'), chart.id)}>
        <defs>
          <marker id="diagram-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse">
            <path d="M0,0 L10,5 L0,10 z" />
          </marker>
        </defs>
        <g transform="translate(10,10)">
          {nodes.map(({ n }) => {
            const on = active.has(n.id);
            return (
              <g key={n.id} className={`diagram-state${on ? ' is-active' : ''}${n.children?.length ? ' is-compound' : ''}`} data-state={n.id} data-active={on || undefined}>
                <rect x={n.x} y={n.y} width={n.width} height={n.height} rx={6} />
                <text x={(n.x ?? 0) + 8} y={(n.y ?? 0) + (n.children?.length ? 16 : (n.height ?? 30) / 2 + 4)}>{n.labels?.[0]?.text}</text>
              </g>
            );
          })}
          {(layout.edges as ElkEdge[] | undefined)?.map((e) => {
            const last = !!lastEvent && e.event === lastEvent;
            const label = e.labels?.[0];
            return (
              <g key={e.id} className={`diagram-transition${last ? ' is-last' : ''}`} data-event={e.event || 'always'}>
                <path d={path(e)} markerEnd="url(#diagram-arrow)" />
                {label?.x !== undefined ? (
                  <text x={label.x} y={(label.y ?? 0) + 10} className="diagram-event">
                    {label.text}
                  </text>
                ) : null}
              </g>
            );
          })}
        </g>
      </svg>
    </ScrollRegion>
  );
}
