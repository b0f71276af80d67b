import { useTranslation } from 'react-i18next';
import { leaveApi } from '../../api/leave-api';
import { useResource } from '../../kernel/use-resource';
import { useCurrentUser } from '../../kernel/services';
import { changes } from '../../realtime/changes';
import { useToday } from '../../ui/use-today';
import { CardView, Nothing } from './card-view';
import type { CardBodyProps } from './work-card';
import { formatDuration } from '../../i18n/format-measures';

/** My leave types and, for each, what is left this year (spec 2 section 9: hours for the hourly type). */
async function loadBalances({ userId, year }: { userId: number; year: number }) {
  const types = await leaveApi.typesFor(userId);
  return Promise.all(types.map(async (type) => ({ type, balance: await leaveApi.balance(type.id, userId, year) })));
}

export default function BalanceCard({ title }: CardBodyProps) {
  const { t, i18n } = useTranslation('cards');
  const me = useCurrentUser();
  const year = Number(useToday().slice(0, 4));
  const view = useResource(loadBalances, { userId: me?.userId ?? 0, year }, { refreshOn: changes.leave });
  return (
    <CardView view={view} title={title}>
      {(rows) =>
        rows.length ? (
          <table className="work-table balance-table">
            <thead>
              <tr>
                <th scope="col">{t('balance.type')}</th>
                <th scope="col">{t('balance.available')}</th>
                <th scope="col">{t('balance.pending')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ type, balance }) => (
                <tr key={type.id} data-type={type.id}>
                  <th scope="row">
                    <span className="legend-dot" style={{ background: type.color }} aria-hidden="true" /> {type.name}
                  </th>
                  <td className="balance-available">{formatDuration(t, balance.available, balance.unit, i18n.language)}</td>
                  <td className="muted">{formatDuration(t, balance.pending, balance.unit, i18n.language)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <Nothing>{t('balance.none')}</Nothing>
        )
      }
    </CardView>
  );
}
