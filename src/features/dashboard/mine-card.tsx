import { useTranslation } from 'react-i18next';
import { leaveApi } from '../../api/leave-api';
import { documentsApi } from '../../api/documents-api';
import { listNotes } from '../../api/expenses-api';
import { listInterventions } from '../../api/interventions-api';
import { useResource } from '../../kernel/use-resource';
import { useCurrentUser, usePermissions } from '../../kernel/services';
import { allows } from '../../kernel/permissions';
import { openPanel } from '../../kernel/panel-store';
import { changes } from '../../realtime/changes';
import { documentStatusOf, statusBadge } from '../../domain/documents';
import { NOTE, statusInfo } from '../../domain/expense-codes';
import { CardView, Nothing, RowText } from './card-view';
import type { CardBodyProps } from './work-card';
import { DaySpan } from '../../ui/date-range';
import { leaveStatusTable } from '../../domain/leave';
import { mineKinds, OPEN_INTERVENTION } from '../../kernel/decision-kinds';
import { formatAmounts, formatDuration } from '../../i18n/format-measures';
import { noteTotals } from '../../domain/currency-totals';
import { badgeOf, statusTones } from '../../domain/status-tones';

/** One of my open requests, whatever its area: what it is, where it stands, and the panel that shows it. */
interface Mine {
  key: string;
  area: 'leave' | 'documents' | 'notes' | 'interventions';
  what: string;
  /**
   * A note's totals, written at each drawing in the page's language (written when read, they stayed French after a
   * switch to Arabic: persona review); read whole, beside a title that gives way (a long title cut '1 662,5…').
   */
  totals?: ReturnType<typeof noteTotals>;
  /** Its day, or its span of days (leave). */
  when: { start: string; end?: string };
  /** A leave's length, in its unit, read whole beside its title as a note's total is: a half day says so ('0,5 jour'). */
  duration?: { value: number; unit: number };
  /** The status's words (in the area's namespace) and its badge. */
  status: { ns: string; key: string; badge: string };
  open(): void;
}

async function loadMine({ me, permissions }: { me: number; permissions: readonly string[] }): Promise<Mine[]> {
  const may = (k: keyof typeof mineKinds) => allows(permissions, mineKinds[k]);
  const [leave, documents, notes, interventions] = await Promise.all([
    may('leave') ? leaveApi.list({ userId: me, status: 'En_Cour', page: 1, pageSize: 10 }) : null,
    may('documents') ? documentsApi.list({ userId: me, status: 0, page: 0, pageSize: 10 }) : null,
    may('notes') ? listNotes({ mine: true, currentPage: 0, pageSize: 20 }) : null,
    may('interventions') ? listInterventions({ requesterId: me, page: 0, size: 50 }) : null,
  ]);
  return [
    ...(leave?.rows ?? []).map((r): Mine => ({
      key: `leave-${r.id}`, area: 'leave', what: r.type, when: { start: r.startDate, end: r.endDate }, duration: { value: r.totalDays, unit: r.durationUnit },
      status: { ns: 'leave', key: leaveStatusTable.En_Cour.label, badge: leaveStatusTable.En_Cour.badge }, open: () => openPanel('leave.detail', { id: r.id }),
    })),
    ...(documents?.items ?? []).map((d): Mine => ({
      key: `documents-${d.id}`, area: 'documents', what: d.type, when: { start: d.createdDate },
      status: { ns: 'documents', key: `status.${documentStatusOf(d.status)}`, badge: statusBadge[documentStatusOf(d.status)] }, open: () => openPanel('documents.detail', { id: d.id }),
    })),
    ...(notes?.notes ?? [])
      .filter((n) => n.status === NOTE.draft || n.status === NOTE.pending)
      .map((n): Mine => ({
        key: `notes-${n.id}`, area: 'notes', what: n.title, totals: noteTotals(n), when: { start: n.executionDate },
        status: { ns: 'expenses', key: statusInfo(n.status).key, badge: badgeOf(statusInfo(n.status).badge) }, open: () => openPanel('expenses.noteDetail', { id: n.id }),
      })),
    ...(interventions?.items ?? [])
      .filter((i) => OPEN_INTERVENTION.includes(i.statut))
      .map((i): Mine => ({
        key: `interventions-${i.id}`, area: 'interventions', what: i.title, when: { start: i.createdDate },
        status: { ns: 'interventions', key: `status.${i.statut}`, badge: badgeOf(statusTones.interventions[i.statut]) }, open: () => openPanel('interventions.detail', { id: i.id }),
      })),
  ];
}

/** My own open requests, each with its status, one click from its panel. */
export default function MineCard({ title }: CardBodyProps) {
  const { t, i18n } = useTranslation(['cards', 'leave', 'documents', 'expenses', 'interventions']);
  const me = useCurrentUser()?.userId ?? 0;
  const permissions = usePermissions() ?? [];
  const view = useResource(loadMine, { me, permissions }, { refreshOn: [changes.leave, changes.documents, changes.expenses, changes.interventions] });
  return (
    <CardView view={view} title={title}>
      {(rows) =>
        rows.length ? (
          <ul className="work-list">
            {rows.map((r) => (
              <li key={r.key} className="work-row" data-area={r.area}>
                <RowText
                  first={
                    // The row in the screen's direction, the title in its own (a French title in an Arabic screen stands at the
                    // screen's start, its figure after it or under it); the figure is written in the screen's language.
                    <span className="work-titled" dir={i18n.dir()}>
                      <button type="button" className="work-link" dir="auto" onClick={r.open}>
                        {r.what}
                      </button>
                      {r.totals ? <span className="work-amount work-figure">{formatAmounts(r.totals, i18n.language)}</span> : null}
                      {r.duration ? <span className="work-amount work-figure">{formatDuration(t, r.duration.value, r.duration.unit, i18n.language)}</span> : null}
                    </span>
                  }
                  second={
                    <>
                      {t(`mine.area.${r.area}`)} · <DaySpan start={r.when.start} end={r.when.end} />
                    </>
                  }
                />
                <span className={`badge ${r.status.badge}`}>{t(r.status.key, { ns: r.status.ns })}</span>
              </li>
            ))}
          </ul>
        ) : (
          <Nothing>{t('mine.none')}</Nothing>
        )
      }
    </CardView>
  );
}
