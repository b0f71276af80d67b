import { useTranslation } from 'react-i18next';
import { leaveApi } from '../../api/leave-api';
import { documentsApi } from '../../api/documents-api';
import { noteStatistics } from '../../api/expenses-api';
import { projectsStatistics } from '../../api/projects-api';
import { useResource } from '../../kernel/use-resource';
import { changes } from '../../realtime/changes';
import { noteStatuses } from '../../domain/expense-codes';
import { BarChart, DonutChart } from './charts';
import { CardView, Nothing } from './card-view';
import type { CardBodyProps } from './work-card';
import { currencyTotals } from '../../domain/currency-totals';
import { formatAmount } from '../../i18n/format-measures';
import { statusTones } from '../../domain/status-tones';
import { useCan } from '../../kernel/services';
import { decisionKinds } from '../../kernel/decision-kinds';

/*
 * The figures after the work: one unit a figure (requests, notes, projects,
 * members, an amount in one currency), every label translated, read from the
 * statistics call of each area in the shape its schema gives.
 */

export function LeaveFigures({ title }: CardBodyProps) {
  const { t } = useTranslation('cards');
  const view = useResource(leaveApi.count, undefined, { refreshOn: changes.leave });
  // Someone who decides no leave is not shown 'Awaiting my decision: 0' (persona review); a request waiting on them shows all the same.
  const decides = useCan(decisionKinds.leave);
  return (
    <CardView view={view} title={title}>
      {(c) => (
        <BarChart
          label={t('figures.leaveRequests')}
          data={[
            ...(decides || c.waiting ? [{ label: t('figures.leave.waiting'), value: c.waiting, tone: statusTones.leave.En_Cour }] : []),
            { label: t('figures.leave.mine'), value: c.mine },
          ]}
        />
      )}
    </CardView>
  );
}

export function DocumentFigures({ title }: CardBodyProps) {
  const { t } = useTranslation('cards');
  const view = useResource(() => documentsApi.statistics(), undefined, { refreshOn: changes.documents });
  return (
    <CardView view={view} title={title}>
      {(s) =>
        s.total ? (
          <DonutChart
            label={t('figures.documents')}
            center={s.total}
            // The slices share the total out: a processed request is an accepted one (its document delivered), so the
            // accepted slice holds those still to process (persona review: 2 + 4 + 1 + 3 for 7, each percent of 10).
            data={(['onHold', 'accepted', 'refused', 'processed'] as const).map((k) => ({ label: t(`figures.documents.${k}`), value: k === 'accepted' ? Math.max(0, s.accepted - s.processed) : s[k], tone: statusTones.documents[k] }))}
          />
        ) : (
          <Nothing>{t('figures.none')}</Nothing>
        )
      }
    </CardView>
  );
}

export function ExpenseFigures({ title }: CardBodyProps) {
  const { t } = useTranslation(['cards', 'expenses']);
  const view = useResource(noteStatistics, undefined, { refreshOn: changes.expenses });
  return (
    <CardView view={view} title={title}>
      {(rows) => {
        const count = rows.reduce((s, r) => s + r.count, 0);
        if (!count) return <Nothing>{t('figures.none')}</Nothing>;
        const byStatus = noteStatuses.map((s) => ({ label: t(s.key, { ns: 'expenses' }), value: rows.find((r) => r.status === s.code)?.count ?? 0, tone: s.badge }));
        const money = currencyTotals(rows);
        return (
          <>
            <DonutChart label={t('figures.notes')} center={count} data={byStatus} />
            {money.currencies.length ? (
              <table className="work-table money-table" aria-label={t('figures.amounts')}>
                <thead>
                  <tr>
                    <th scope="col">{t('figures.status')}</th>
                    {money.currencies.map((c) => (
                      <th key={c} scope="col" className="num">
                        {c}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {money.rows.map((r) => (
                    <tr key={r.status}>
                      <th scope="row">{t(noteStatuses.find((s) => s.code === r.status)?.key ?? 'status.draft', { ns: 'expenses' })}</th>
                      {money.currencies.map((c) => (
                        <td key={c} className="num">
                          {/* No note of this status in this currency: its total is nothing, written as such (a dash reads as 'dash'). */}
                          <bdi className={r.amounts[c] === undefined ? 'muted' : undefined}>{formatAmount(r.amounts[c] ?? 0, c)}</bdi>
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : null}
          </>
        );
      }}
    </CardView>
  );
}

export function ProjectFigures({ title }: CardBodyProps) {
  const { t } = useTranslation('cards');
  const view = useResource(projectsStatistics, undefined, { refreshOn: changes.projects });
  return (
    <CardView view={view} title={title}>
      {(s) => (
        <div className="figure-pair">
          <DonutChart
            label={t('figures.projects')}
            center={s.total}
            data={[
              { label: t('figures.projects.active'), value: s.active },
              { label: t('figures.projects.inactive'), value: s.inactive },
            ]}
          />
          <DonutChart
            label={t('figures.members')}
            center={s.activeMembers + s.disabledMembers}
            data={[
              { label: t('figures.members.active'), value: s.activeMembers },
              { label: t('figures.members.disabled'), value: s.disabledMembers },
            ]}
          />
        </div>
      )}
    </CardView>
  );
}
