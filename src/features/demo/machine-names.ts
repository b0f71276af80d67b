import type { InspectedActor } from '../../kernel/inspection';
import { fillPlaceholders, isolated } from '../../i18n/i18n';
import { formatDaySpan } from '../../i18n/format';
import { chartWords, lookupOf, valueWords } from './chart-words';
import type { LeaveRequestContext } from '../../../machines/leave/leave-request.machine';
import type { SessionContext } from '../../../machines/shared/session.machine';
import type { InterventionContext } from '../../../machines/interventions/intervention.machine';
import type { ResponseContext } from '../../../machines/forms/form-response.machine';
import type { RequestContext } from '../../../machines/documents/request.machine';
import type { TourContext } from '../../../machines/demo/tour.machine';

/**
 * A running statechart named in words a product owner reads ('Demande de
 * congé de Yasmine El Idrissi, 12–16 janv. : en cours, niveau 2'), in the
 * interface language: the machine's title, what it is about when its
 * context says so, and its state. What it is about is in the demo
 * namespace; the machine's name and its states in the statecharts one
 * (chart-words.ts).
 */
type T = (key: string, o?: Record<string, unknown>) => string;

/** The states of a value, outermost first, in words ('connecté, actif'; parallel regions each named). */
export function stateWords(machineId: string, value: unknown, t: T): string {
  return valueWords(chartWords(lookupOf(t)), machineId, value, (region, state) => fillPlaceholders(t('ui.regions', { ns: 'statecharts' }), region, state));
}


/** Each named machine's context, by the machine id an inspected actor carries. */
interface Contexts {
  leaveRequest: LeaveRequestContext;
  session: SessionContext;
  // The machine types only what its guards read; the app's load brings the whole intervention, title included.
  intervention: InterventionContext & { record: { title?: string } | null };
  formResponse: ResponseContext;
  documentRequest: RequestContext;
  tour: TourContext;
}
type Readers<R> = { [K in keyof Contexts]?: (c: Contexts[K], t: T, lang: string) => R };
/** The reader for an actor's machine: the machine id says which context the actor holds. */
const readerOf = <R>(readers: Readers<R>, machineId: string) => readers[machineId as keyof Contexts] as ((c: unknown, t: T, lang: string) => R) | undefined;

/** What the actor is about, from its context, for the machines whose context says it. */
// Each name and date span isolated in its own direction (review s31, Arabic: 'Yasmine El Idrissi، 14–15 ديسمبر' read
// with the day numbers beside 'لـ', away from their month).
const about: Readers<string | null> = {
  leaveRequest: (c, t, lang) => (c.record ? fillPlaceholders(t('inspector.about.leave'), isolated(c.record.demandeUser?.fullName ?? ''), isolated(formatDaySpan(c.record.startDate, c.record.endDate, 'dayMonth', lang))) : null),
  session: (c, t) => (c.user ? fillPlaceholders(t('inspector.about.of'), isolated(c.user.fullname)) : null),
  intervention: (c) => (c.record?.title ? isolated(c.record.title) : null),
  formResponse: (c) => (c.record?.formTitle ? isolated(c.record.formTitle) : null),
  documentRequest: (c) => (c.record?.type ? isolated(c.record.type) : null),
  tour: (c, t) => (c.tour ? t(c.tour.title) : null),
};
/** A state detail worth saying, for the machines that have one (the approval level of a pending leave). */
const detail: Readers<string | null> = {
  leaveRequest: (c, t) => (c.record?.statut === 'En_Cour' ? fillPlaceholders(t('inspector.detail.level'), c.record.levelType) : null),
};
const statusWord: Readers<string | null> = {
  leaveRequest: (c, t) => (c.record ? t(`inspector.leaveStatus.${c.record.statut}`) : null),
};

export function describeActor(a: InspectedActor, t: T, lang: string): string {
  const c = a.context ?? {};
  const words = chartWords(lookupOf(t));
  // A kernel helper (a read, a submit) is named by the part of the page it serves, as that part is titled.
  const place = a.origin.helper && a.origin.place ? a.origin.place.map((p) => t(p.key, { ns: p.ns })).join(' · ') : null;
  const title = place ? `${words.machine(a.machineId)} · ${place}` : words.machine(a.machineId);
  const subject = readerOf(about, a.machineId)?.(c, t, lang);
  const state = readerOf(statusWord, a.machineId)?.(c, t, lang) ?? stateWords(a.machineId, a.value, t);
  const more = readerOf(detail, a.machineId)?.(c, t, lang);
  const named = fillPlaceholders(t('inspector.named'), subject ? `${title} ${subject}` : title, [state, more].filter(Boolean).join(words.separator));
  return a.status === 'stopped' ? fillPlaceholders(t('inspector.ended'), named) : named;
}
