import { fillPlaceholders } from '../../i18n/i18n';

/**
 * A statechart's states and events in the interface language, from the
 * 'statecharts' namespace (kept apart from the machines, which others edit):
 *  - a state: '<machineId>.state.<path>' for a word of that machine only
 *    ('policyCheck.state.redirectGuard.open'), else 'state.<key>', shared by
 *    every machine that names a state so ('loading');
 *  - an event: '<machineId>.event.<type>', else 'event.<type>'; XState's own
 *    events read through their actor or delay: 'actor.load' in 'event.done'
 *    ('chargement : succès'), 'delay.debounce' in 'event.after';
 *  - a machine: 'machine.<id>'.
 * Only when no word exists is the id humanised ('redirectGuard' → 'redirect
 * guard'); tests/unit/statechart-words.test.ts fails for any state or event
 * of a registered machine left without words in fr, ar, es and en.
 */
export type Lookup = (key: string) => string | undefined;

/** 'redirectGuard' → 'redirect guard', 'policy.internal.checked' → 'policy internal checked'. */
export const humanise = (id: string) =>
  id
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[._-]+/g, ' ')
    .trim()
    .toLowerCase();

/** The word of a state by its path from the root ('ready', 'pending'), or undefined. */
export function stateWordOf(lookup: Lookup, machineId: string, path: readonly string[]): string | undefined {
  if (!path.length) return lookup(`machine.${machineId}`);
  return lookup(`${machineId}.state.${path.join('.')}`) ?? lookup(`state.${path[path.length - 1]}`);
}

/** XState's own event types: what ran (an actor's id), or the delay that passed. */
const done = /^xstate\.(done|error)\.actor\.(?:\d+\.)?(.+)$/;
const after = /^xstate\.after\.([^.]+)\./;

/** The words of an event type ('' is an eventless transition), or undefined. */
export function eventWordOf(lookup: Lookup, machineId: string, type: string): string | undefined {
  if (!type) return lookup('event.always');
  const own = lookup(`${machineId}.event.${type}`) ?? lookup(`event.${type}`);
  if (own) return own;
  const d = done.exec(type);
  if (d) {
    const actor = lookup(`actor.${d[2]}`);
    const frame = lookup(`event.${d[1]}`);
    return actor && frame ? fillPlaceholders(frame, actor) : undefined;
  }
  const a = after.exec(type);
  if (a) {
    if (/^\d+$/.test(a[1])) return lookup('event.afterMs') && fillPlaceholders(lookup('event.afterMs')!, a[1]);
    const delay = lookup(`delay.${a[1]}`);
    const frame = lookup('event.after');
    return delay && frame ? fillPlaceholders(frame, delay) : undefined;
  }
  return undefined;
}

export interface ChartWords {
  machine(id: string): string;
  state(machineId: string, path: readonly string[]): string;
  event(machineId: string, type: string): string;
  /** Between a state and its child, or a state and what it holds ('prêt, en attente'; Arabic's own comma). */
  separator: string;
}

/** Words for the view: ids shown on demand, otherwise words, humanised ids only where no word exists. */
export function chartWords(lookup: Lookup, ids = false): ChartWords {
  return {
    machine: (id) => (ids ? id : (lookup(`machine.${id}`) ?? humanise(id))),
    state: (machineId, path) => (ids ? (path[path.length - 1] ?? machineId) : (stateWordOf(lookup, machineId, path) ?? humanise(path[path.length - 1] ?? machineId))),
    event: (machineId, type) => (ids ? type || 'always' : (eventWordOf(lookup, machineId, type) ?? humanise(type.replace(/^xstate\./, '')))),
    separator: lookup('ui.separator') ?? ', ',
  };
}

/** A lookup over i18next's t in the statecharts namespace: a missing key is undefined, never the key itself. */
export const lookupOf =
  (t: (key: string, o: { ns: string; defaultValue: string }) => string): Lookup =>
  (key) =>
    t(key, { ns: 'statecharts', defaultValue: '' }) || undefined;

/**
 * A snapshot's value in words, outermost first: a state and its child joined
 * by a comma ('prêt, en attente'), parallel regions each named with their state
 * ('contrôle (au repos) · renvoi vers la charte (possible)').
 */
export function valueWords(words: ChartWords, machineId: string, value: unknown, region: (name: string, state: string) => string, path: string[] = []): string {
  if (typeof value === 'string') return words.state(machineId, [...path, value]);
  if (!value || typeof value !== 'object') return '';
  const entries = Object.entries(value as Record<string, unknown>);
  const one = ([k, v]: [string, unknown]) => {
    const here = words.state(machineId, [...path, k]);
    const below = valueWords(words, machineId, v, region, [...path, k]);
    return { here, below };
  };
  if (entries.length === 1) {
    const { here, below } = one(entries[0]!);
    return below ? `${here}${words.separator}${below}` : here;
  }
  return entries
    .map((e) => {
      const { here, below } = one(e);
      return below ? region(here, below) : here;
    })
    .join(' · ');
}
