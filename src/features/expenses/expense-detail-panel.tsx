import { useTranslation } from 'react-i18next';
import type { PanelProps } from '../../kernel/panel-registry';
import { SidePanel } from '../../ui/side-panel';
import { Loaded } from '../../ui/loaded';
import { useResource } from '../../kernel/use-resource';
import { getExpense } from '../../api/expenses-api';
import { AttachedFiles } from './attached-files';
import { isMileage } from '../../domain/expense-codes';
import { StatusBadge } from './status-badge';
import { formatDay } from '../../i18n/format';
import { ClampText } from '../../ui/inputs/clamp-text';
import { formatAmount, formatKm, formatPerKm } from '../../i18n/format-measures';

/** Spec 3 screen 7: one expense. */
export default function ExpenseDetailPanel({ params, onClose }: PanelProps) {
  const { t } = useTranslation('expenses');
  const view = useResource((id: number) => getExpense(id), Number(params.id));
  return (
    <SidePanel open onClose={onClose} title={view.data?.category ?? t('expense.detailTitle')}>
      <Loaded view={view}>
        {(e) => (
          <div className="expenses-detail">
            <dl className="facts">
              <div>
                <dt>{t('field.category')}</dt>
                <dd>{e.category}</dd>
              </div>
              <div>
                <dt>{t('field.date')}</dt>
                <dd>{formatDay(e.date)}</dd>
              </div>
              {isMileage(e.expensesCat) ? (
                <>
                  <div>
                    <dt>{t('field.distance')}</dt>
                    <dd>{formatKm(e.distance ?? 0)}</dd>
                  </div>
                  <div>
                    <dt>{t('field.rate')}</dt>
                    <dd>{formatPerKm(e.amount, e.currency)}</dd>
                  </div>
                </>
              ) : (
                <>
                  <div>
                    <dt>{t('field.supplier')}</dt>
                    <dd>{e.supplier ?? '—'}</dd>
                  </div>
                  <div>
                    <dt>{t('field.payedBy')}</dt>
                    <dd>{e.payedBy ? t(`payedBy.${e.payedBy}`) : '—'}</dd>
                  </div>
                </>
              )}
              <div>
                <dt>{t('field.total')}</dt>
                <dd>
                  {formatAmount(e.infoAmount, e.currency)}
                </dd>
              </div>
              <div>
                <dt>{t('field.noteStatus')}</dt>
                <dd>
                  <StatusBadge status={e.noteStatus} />
                </dd>
              </div>
            </dl>
            {e.description ? <ClampText text={e.description} className="expenses-text" /> : null}
            {e.files.length ? (
              <AttachedFiles files={e.files} />
            ) : null}
          </div>
        )}
      </Loaded>
    </SidePanel>
  );
}
