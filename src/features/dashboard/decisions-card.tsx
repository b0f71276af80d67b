import { useContext, useDeferredValue, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '../../ui/scroll-region';
import { leaveApi } from '../../api/leave-api';
import { documentsApi } from '../../api/documents-api';
import { listNotes } from '../../api/expenses-api';
import { listInterventions } from '../../api/interventions-api';
import { formsApi } from '../../api/forms-api';
import { useResource, type ResourceView } from '../../kernel/use-resource';
import { useCurrentUser, usePermissions } from '../../kernel/services';
import { allows } from '../../kernel/permissions';
import { changes } from '../../realtime/changes';
import type { RefreshOn } from '../../kernel/use-changes';
import type { ResponseDetail } from '../../domain/forms';
import { NOTE } from '../../domain/expense-codes';
import { CardSkeleton, Unavailable, type CardBodyProps } from './work-card';
import { FirstRows, Nothing, RowText, SHOWN } from './card-view';
import { DocumentDecision, InterventionDecision, LeaveDecision, NoteDecision, ResponseDecision, RowOpen } from './decision-rows';
import { DaySpan } from '../../ui/date-range';
import { decisionKinds, OPEN_INTERVENTION } from '../../kernel/decision-kinds';
import { formatAmounts, formatDuration } from '../../i18n/format-measures';
import { noteTotals } from '../../domain/currency-totals';
import { useKeptRows } from '../../kernel/use-kept-rows';

interface Listed<T> {
  rows: T[];
  total: number;
}

function Section<T extends { id: number }>(props: { kind: string; href: string; view: ResourceView<Listed<T>>; children: (row: T, waiting: boolean) => ReactNode }) {
  const { t } = useTranslation('cards');
  const { view } = props;
  const total = view.data?.total ?? 0;
  const rows = useKeptRows(view.data?.rows);
  // What still waits beyond the rows shown: a row decided here stays in its place (kept), but no longer counts among
  // the total that waits (review: five decided, eight left, and the card said 'et 3 autres').
  const waiting = new Set(view.data?.rows.map((r) => r.id));
  const waitingShown = rows.slice(0, SHOWN).filter((r) => waiting.has(r.id)).length;
  // A row kept in place once it left the list (decided in its panel, in another tab, by someone else) offers no
  // decision from its flags any more, only 'Ouvrir' (review s38: it kept Accepter/Refuser, and a click did nothing).
  const row = (r: T) => props.children(r, waiting.has(r.id));
  return (
    <section className="decision-kind" data-kind={props.kind} aria-labelledby={`decide-${props.kind}`}>
      <h3 id={`decide-${props.kind}`} className="work-kind-title">
        {t(`decide.kind.${props.kind}`)}
        {view.data ? <span className="badge badge-warning">{total}</span> : null}
      </h3>
      {view.data === null ? (
        <Unavailable onRetry={view.reload} />
      ) : rows.length ? (
        <FirstRows rows={rows} left={total - waitingShown} href={props.href} more={(count) => t('decide.more', { count })}>
          {row}
        </FirstRows>
      ) : (
        <Nothing>{t('decide.none')}</Nothing>
      )}
    </section>
  );
}

/**
 * Form responses at my approval step. No call lists them across forms: the
 * published forms' responses still on hold are read, then each one's detail,
 * which says whether the step is mine (`activedApproval`; an administrator
 * who may set any status decides in the form's responses instead).
 */
async function responsesAwaitingMe(signal: AbortSignal): Promise<Listed<ResponseDetail>> {
  const { forms } = await formsApi.list({ state: 'Published', currentPage: 0, pageSize: 50 });
  signal.throwIfAborted();
  const pages = await Promise.all(forms.map((f) => formsApi.responses({ formId: f.id, currentPage: 0, pageSize: 50 }, signal)));
  const onHold = pages.flatMap((p) => p.responses).filter((r) => r.statut.kind === 'onHold');
  signal.throwIfAborted();
  // A response the server will not show me is not mine to approve: it is left out, not a failure of the card.
  const details = await Promise.allSettled(onHold.map((r) => formsApi.response(r.id, signal)));
  const rows = details.flatMap((d) => (d.status === 'fulfilled' && d.value.activedApproval && !d.value.canChangeAny ? [d.value] : []));
  return { rows, total: rows.length };
}

/** One read per kind, refreshed by its area's change feed; a kind the persona may not read is never asked. */
function useKind<T>(kind: string, enabled: boolean, load: (signal: AbortSignal) => Promise<Listed<T>>, feed: RefreshOn) {
  // Named in the demo's inspector by its kind's title, not only the card's.
  const place = { ns: 'cards', key: `decide.kind.${kind}` };
  return useResource((on: boolean, signal) => (on ? load(signal) : Promise.resolve({ rows: [], total: 0 })), enabled, { refreshOn: feed, place });
}

/**
 * What a row offers before its record is read (decision-rows.tsx): each kind's list says the request is the viewer's
 * to decide (the leave's canApproved, where the waiting list sends it; the document's isApprover; a pending note not
 * their own; the response's step). Reading it when they act, the record's statechart has the last word.
 */
const both = (yes: boolean) => ({ accept: yes, refuse: yes });

/** The row's subject, which opens its record's panel (RowOpen), except while a decision is held or on its way. */
function Who({ name, children }: { name: string; children: ReactNode }) {
  const open = useContext(RowOpen);
  const who = open ? (
    <button type="button" className="work-link work-who" onClick={open}>
      {name}
    </button>
  ) : (
    <strong className="work-who">{name}</strong>
  );
  return <RowText first={who} second={children} />;
}

/** Requests awaiting my decision: leave, document requests, expense notes, form responses, and interventions assigned to me. */
export default function DecisionsCard({ title }: CardBodyProps) {
  // The areas' words too (priorities, failures): a change of language loads them for the new one.
  const { t } = useTranslation(['cards', 'leave', 'documents', 'expenses', 'forms', 'interventions']);
  const me = useCurrentUser()?.userId ?? 0;
  const permissions = usePermissions() ?? [];
  const may = (k: keyof typeof decisionKinds) => allows(permissions, decisionKinds[k]);
  // Spec 4: closing an intervention asks Intervention.Close; without it, an assigned one only opens.
  const mayClose = allows(permissions, ['Intervention.Close']);

  const leave = useKind('leave', may('leave'), async () => {
    // The soonest leave first (persona review: the list's newest-asked order put January's ahead of next week's,
    // whose decision cannot wait); the first hundred are read so that the soonest are among them.
    const page = await leaveApi.list({ waiting: true, page: 1, pageSize: 100 });
    const rows = [...page.rows].sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id);
    return { rows, total: page.total };
  }, changes.leave);
  const documents = useKind('documents', may('documents'), async () => {
    const page = await documentsApi.list({ status: 0, page: 0, pageSize: 50 });
    const rows = page.items.filter((d) => d.isApprover);
    return { rows, total: rows.length };
  }, changes.documents);
  const notes = useKind('notes', may('notes'), async () => {
    const page = await listNotes({ status: NOTE.pending, currentPage: 0, pageSize: 50 });
    // Nobody decides on their own note (spec 3 section 4).
    const rows = page.notes.filter((n) => n.affectedUserId !== me);
    return { rows, total: rows.length };
  }, changes.expenses);
  const responses = useKind('responses', may('responses'), responsesAwaitingMe, changes.forms);
  const interventions = useKind('interventions', may('interventions'), async () => {
    const page = await listInterventions({ page: 0, size: 100 });
    const rows = page.items.filter((i) => OPEN_INTERVENTION.includes(i.statut) && i.users.some((u) => u.id === me));
    return { rows, total: rows.length };
  }, changes.interventions);
  // The kinds show together, once each has answered or failed (issue 25: no layout shift): a kind drawn
  // as soon as it came pushed the ones below it, each holding a skeleton of a height its rows seldom had.
  // (A kind the persona may not read answers at once with no rows: see useKind.)
  // Deferred: the rows, their statecharts and their buttons mount in a render React slices (issue 25).
  const answered = useDeferredValue([leave, documents, notes, responses, interventions].every((v) => v.data !== null || v.failed));
  if (!answered) return <CardSkeleton />;

  return (
    <ScrollRegion className="stat-body decisions" label={title}>
      {may('leave') ? (
        <Section kind="leave" href="/conge/demande?waiting=true" view={leave}>
          {(r, waiting) => (
            <LeaveDecision key={r.id} id={r.id} may={both(waiting && (r.canApproved ?? true))} about={r.user.text}>
              <Who name={r.user.text}>
                {/* Its length too: a half day reads '0,5 jour', which the dates alone do not say (persona review). Each
                    part isolated: a type named in French ran into the dates and the length in Arabic, splitting '4 أيام'. */}
                <bdi>{r.type}</bdi> · <DaySpan start={r.startDate} end={r.endDate} /> · <bdi>{formatDuration(t, r.totalDays, r.durationUnit)}</bdi>
              </Who>
            </LeaveDecision>
          )}
        </Section>
      ) : null}
      {may('documents') ? (
        <Section kind="documents" href="/document" view={documents}>
          {(d, waiting) => (
            <DocumentDecision key={d.id} id={d.id} may={both(waiting)} about={d.userFullName}>
              <Who name={d.userFullName}>
                <bdi>{d.type}</bdi> · <DaySpan start={d.createdDate} />
              </Who>
            </DocumentDecision>
          )}
        </Section>
      ) : null}
      {may('notes') ? (
        <Section kind="notes" href="/expenses" view={notes}>
          {(n, waiting) => (
            <NoteDecision key={n.id} id={n.id} may={both(waiting)} about={n.userImage.fullName}>
              <Who name={n.userImage.fullName}>
                <bdi>{n.title}</bdi> · <bdi>{formatAmounts(noteTotals(n))}</bdi>
              </Who>
            </NoteDecision>
          )}
        </Section>
      ) : null}
      {may('responses') ? (
        <Section kind="responses" href="/forms" view={responses}>
          {(r, waiting) => (
            <ResponseDecision key={r.id} id={r.id} may={{ accept: waiting && r.statutList.some((x) => x.kind !== 'refuse'), refuse: waiting && r.statutList.some((x) => x.kind === 'refuse') }} about={r.user?.text ?? r.formTitle}>
              <Who name={r.user?.text ?? '—'}>
                <bdi>{r.formTitle}</bdi> · <DaySpan start={r.createdDate} />
              </Who>
            </ResponseDecision>
          )}
        </Section>
      ) : null}
      {may('interventions') ? (
        <Section kind="interventions" href="/material/intervention" view={interventions}>
          {(i, waiting) => (
            <InterventionDecision key={i.id} id={i.id} may={both(waiting && mayClose)} about={i.title}>
              <Who name={i.title}>
                {t(`priority.${i.priority}`, { ns: 'interventions' })} · <bdi>{i.demandeByUser.fullName}</bdi>
              </Who>
            </InterventionDecision>
          )}
        </Section>
      ) : null}
    </ScrollRegion>
  );
}
