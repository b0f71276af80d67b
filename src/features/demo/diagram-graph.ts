/**
 * A statechart as a graph for ELK's layered layout (elkjs): every state a box
 * (a state with children a box holding them, its name on top), every
 * transition an arrow labelled with its event in words a reader follows
 * ('done: load', 'after 300 ms', 'always'). Pure: the inspector lays it out
 * and draws it, and so does the model-based runner's HTML report (which also
 * asks for guard names and transitions without a target, drawn as loops).
 */
export interface ChartNode {
  id: string;
  key: string;
  /** Keys from the root ('ready', 'pending'): what a state's words are found by. */
  path?: string[];
  /** xstate's StateNode: states by key, transitions by event type. */
  states?: Record<string, ChartNode>;
  transitions?: Map<string, Array<{ eventType: string; target?: ChartNode[]; guard?: unknown }>>;
  always?: Array<{ target?: ChartNode[]; guard?: unknown }>;
  type?: string;
}

export interface ElkNode {
  id: string;
  width?: number;
  height?: number;
  x?: number;
  y?: number;
  labels?: Array<{ text: string; width?: number; height?: number; x?: number; y?: number }>;
  children?: ElkNode[];
  edges?: ElkEdge[];
  layoutOptions?: Record<string, string>;
}
export interface ElkEdge {
  id: string;
  sources: string[];
  targets: string[];
  labels?: Array<{ text: string; width?: number; height?: number; x?: number; y?: number }>;
  sections?: Array<{ startPoint: { x: number; y: number }; endPoint: { x: number; y: number }; bendPoints?: Array<{ x: number; y: number }> }>;
  /** The event type, for highlighting the last event. */
  event: string;
  /** The transition drawn: its source state, its place in the source's list for that event ('' for always), its guard's name. */
  source: string;
  index: number;
  guard?: string;
}

export interface GraphOptions {
  /** Labels name the guard too: 'leave.accept [canApprove]'. */
  guards?: boolean;
  /** Transitions without a target (actions only, re-evaluations) drawn as a loop on their state. */
  targetless?: boolean;
  /** The machine's root drawn as the outer box, so its own transitions have a source. */
  root?: boolean;
  /** A state's label (default its key) and an event's (default eventLabel): the inspector's words in the UI language. */
  stateText?: (s: ChartNode) => string;
  eventText?: (type: string) => string;
  /** Which way the arrows flow (default RIGHT; LEFT for a right-to-left language, DOWN on an upright phone). */
  direction?: 'RIGHT' | 'LEFT' | 'DOWN';
}

/** A guard as written in the machine: 'canApprove', 'statusIs(4)', 'and(hasReason, hasChoice)', 'not(isOwner)'. */
export function guardLabel(g: unknown): string | undefined {
  if (!g) return undefined;
  if (typeof g === 'string') return g;
  if (typeof g === 'function') {
    const f = g as { name?: string; guards?: unknown[] };
    return f.guards ? `${f.name}(${f.guards.map(guardLabel).join(', ')})` : f.name || 'inline';
  }
  if (typeof g === 'object' && 'type' in g) {
    const { type, params } = g as { type: unknown; params?: unknown };
    const args = params === undefined ? '' : typeof params === 'object' && params ? Object.values(params).map((v) => JSON.stringify(v)).join(', ') : JSON.stringify(params);
    return params === undefined ? String(type) : `${String(type)}(${args})`;
  }
  return 'guard';
}

const CHAR = 7;
const LEAF_HEIGHT = 30;
const LABEL_HEIGHT = 14;

/** 'xstate.done.actor.load' → 'done: load'; 'xstate.after.300.x.y' → 'after 300 ms'; '' → 'always'. */
export function eventLabel(type: string): string {
  if (!type) return 'always';
  const done = /^xstate\.done\.actor\.(.+)$/.exec(type);
  if (done) return `done: ${done[1].replace(/^\d+\./, '')}`;
  const error = /^xstate\.error\.actor\.(.+)$/.exec(type);
  if (error) return `error: ${error[1].replace(/^\d+\./, '')}`;
  const after = /^xstate\.after\.([^.]+)\./.exec(type);
  if (after) return /^\d+$/.test(after[1]) ? `after ${after[1]} ms` : `after ${after[1]}`;
  if (type.startsWith('xstate.done.state.')) return 'done';
  return type;
}

/** The state node ids a snapshot value is in ('leaveRequest.ready', 'leaveRequest.ready.idle'…). */
export function activeIds(rootId: string, value: unknown): Set<string> {
  const out = new Set<string>([rootId]);
  const walk = (prefix: string, v: unknown) => {
    if (typeof v === 'string') out.add(`${prefix}.${v}`);
    else if (v && typeof v === 'object')
      for (const [k, child] of Object.entries(v)) {
        out.add(`${prefix}.${k}`);
        walk(`${prefix}.${k}`, child);
      }
  };
  walk(rootId, value);
  return out;
}

export function diagramGraph(root: ChartNode, o: GraphOptions = {}): ElkNode {
  const edges: ElkEdge[] = [];
  const edge = (s: ChartNode, type: string, i: number, t: { target?: ChartNode[]; guard?: unknown }) => {
    const guard = guardLabel(t.guard);
    const text = `${(o.eventText ?? eventLabel)(type)}${o.guards && guard ? ` [${guard}]` : ''}`;
    const targets = t.target?.length ? t.target : o.targetless ? [s] : [];
    for (const target of targets) edges.push({ id: `${s.id}|${type || 'always'}|${i}|${target.id}`, sources: [s.id], targets: [target.id], event: type, source: s.id, index: i, guard, labels: [{ text, width: Math.ceil(text.length * 6.6) + 4, height: 13 }] });
  };
  const node = (s: ChartNode): ElkNode => {
    const children = Object.values(s.states ?? {});
    const name = o.stateText?.(s) ?? s.key;
    const label = { text: name, width: name.length * CHAR + 4, height: LABEL_HEIGHT };
    for (const [type, list] of s.transitions ?? []) list.forEach((t, i) => edge(s, type, i, t));
    (s.always ?? []).forEach((t, i) => edge(s, '', i, t));
    if (!children.length) return { id: s.id, width: Math.max(60, label.width + 20), height: LEAF_HEIGHT, labels: [label] };
    return { id: s.id, labels: [label], children: children.map(node), layoutOptions: { 'elk.padding': '[top=26,left=10,bottom=10,right=10]', 'elk.nodeLabels.placement': 'INSIDE V_TOP H_LEFT' } };
  };
  const top = o.root ? [node(root)] : Object.values(root.states ?? {}).map(node);
  // Self-transitions and re-entries stay: they are part of the lifecycle (retry, reload).
  return {
    id: o.root ? `${root.id} (graph)` : root.id,
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': o.direction ?? 'RIGHT',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.json.edgeCoords': 'ROOT',
      'elk.json.shapeCoords': 'ROOT',
      'elk.layered.spacing.nodeNodeBetweenLayers': '40',
      'elk.spacing.nodeNode': '20',
      'elk.edgeLabels.inline': 'true',
    },
    children: top,
    edges,
  };
}
