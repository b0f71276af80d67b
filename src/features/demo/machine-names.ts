import type { InspectedActor } from '../../kernel/inspection';
import { fillPlaceholders } from '../../i18n/i18n';

/**
 * A running statechart named in words a product owner reads ('Demande de
 * congé de Yasmine El Idrissi, 12–16 janv. : en attente, niveau 2'), in the
 * interface language: the machine's title, what it is about when its
 * context says so, and its state. Titles and state words are in the demo
 * namespace (inspector.machine.<id>, inspector.state.<name>); a state
 * without a word of its own is shown as its name, spaced out.
 */
type T = (key: string, o?: Record<string, unknown>) => string;

const spaced = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();

/** The states of a value, outermost first, in words ('connecté, actif'). */
export function stateWords(value: unknown, t: T): string {
  const names: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === 'string') names.push(v);
    else if (v && typeof v === 'object')
      for (const [k, child] of Object.entries(v)) {
        names.push(k);
        walk(child);
      }
  };
  walk(value);
  return names.map((s) => t(`inspector.state.${s}`, { defaultValue: spaced(s) })).join(', ');
}

const range = (start: string, end: string, lang: string) => {
  const f = new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const a = new Date(`${start.slice(0, 10)}T00:00:00Z`);
  const b = new Date(`${end.slice(0, 10)}T00:00:00Z`);
  return a.getTime() === b.getTime() ? f.format(a) : f.formatRange(a, b);
};

type Ctx = Record<string, any>;
/** What the actor is about, from its context, for the machines whose context says it. */
const about: Record<string, (c: Ctx, t: T, lang: string) => string | null> = {
  leaveRequest: (c, t, lang) => (c.record ? fillPlaceholders(t('inspector.about.leave'), c.record.demandeUser?.fullName ?? '', range(c.record.startDate, c.record.endDate, lang)) : null),
  session: (c, t) => (c.user ? fillPlaceholders(t('inspector.about.of'), c.user.fullname) : null),
  intervention: (c) => c.record?.title ?? null,
  formResponse: (c) => c.record?.formTitle ?? null,
  documentRequest: (c) => c.record?.type ?? null,
  tour: (c, t) => (c.tour ? t(c.tour.title) : null),
  sandbox: (c) => c.pending?.name ?? null,
};
/** A state detail worth saying, for the machines that have one (the approval level of a pending leave). */
const detail: Record<string, (c: Ctx, t: T) => string | null> = {
  leaveRequest: (c, t) => (c.record?.statut === 'En_Cour' ? fillPlaceholders(t('inspector.detail.level'), c.record.levelType) : null),
};
const statusWord: Record<string, (c: Ctx, t: T) => string | null> = {
  leaveRequest: (c, t) => (c.record ? t(`inspector.leaveStatus.${c.record.statut}`) : null),
};

export function describeActor(a: InspectedActor, t: T, lang: string): string {
  const c = (a.context ?? {}) as Ctx;
  const title = t(`inspector.machine.${a.machineId}`, { defaultValue: spaced(a.machineId) });
  const subject = about[a.machineId]?.(c, t, lang);
  const state = statusWord[a.machineId]?.(c, t) ?? stateWords(a.value, t);
  const more = detail[a.machineId]?.(c, t);
  const named = fillPlaceholders(t('inspector.named'), subject ? `${title} ${subject}` : title, [state, more].filter(Boolean).join(', '));
  return a.status === 'stopped' ? fillPlaceholders(t('inspector.ended'), named) : named;
}
