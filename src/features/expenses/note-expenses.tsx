import { useTranslation } from 'react-i18next';
import { openPanel } from '../../kernel/panel-store';
import { Icon } from '../../ui/icon';
import { RowActions } from '../../ui/row-actions';
import { EmptyState } from '../../ui/empty-state';
import type { Note } from '../../domain/expenses';
import { formatDay } from '../../i18n/format';
import { formatAmount, formatKm } from '../../i18n/format-measures';
import { noteTotals } from '../../domain/currency-totals';
import { NoteTotals } from './note-totals';

/** The note's expenses with their total; add, edit and delete only while the note allows it (each tells the lifecycle: onEditExpenses). */
/** An expense priced by its distance (no supplier): its cell shows kilometres. */
const isMileage = (e: Note['allExpenses'][number]) => !e.supplier && e.distance !== null;

export function NoteExpenses({ note, editable, onEditExpenses, onDelete }: { note: Note; editable: boolean; onEditExpenses(): void; onDelete(expenseId: number): void }) {
  const { t } = useTranslation('expenses');
  return (
    <section aria-label={t('detail.expenses')}>
      <div className="expenses-section-head">
        <h3 className="expenses-h">{t('detail.expenses')}</h3>
        {editable ? (
          <button type="button" className="btn btn-small btn-primary" onClick={() => (onEditExpenses(), openPanel('expenses.categoryPicker', { noteId: note.id }))}>
            <Icon name="plus" size={14} /> {t('action.addExpense')}
          </button>
        ) : null}
      </div>
      {note.allExpenses.length === 0 ? (
        <EmptyState title={t('detail.noExpenses')} />
      ) : (
        <table className="table expenses-table list-cards">
          <thead>
            <tr>
              <th>{t('field.category')}</th>
              <th>{t('field.date')}</th>
              {/* A mileage expense has a distance where others have a supplier: the column says both when the note has one. */}
              <th>{t(note.allExpenses.some(isMileage) ? 'field.supplierOrDistance' : 'field.supplier')}</th>
              <th className="num">{t('field.amount')}</th>
              <th>
                <span className="visually-hidden">{t('field.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {note.allExpenses.map((e) => (
              <tr key={e.id} data-testid="expense-row">
                <td className="list-card-head">
                  <span className="expenses-cat-dot" style={{ background: e.expensesCat.imgColor }} aria-hidden="true" />
                  {e.category}
                  {/* What the person typed tells two lines of one category apart ('Déjeuner client', 'Train Al Boraq'). */}
                  {e.description ? <span className="expenses-line-description small muted">{e.description}</span> : null}
                </td>
                <td data-label={t('field.date')}>{formatDay(e.date)}</td>
                <td data-label={t(isMileage(e) ? 'field.distance' : 'field.supplier')}>{e.supplier ?? (e.distance !== null ? formatKm(e.distance) : '')}</td>
                <td className="num" data-label={t('field.amount')}>
                  {formatAmount(e.infoAmount, e.currency)}
                </td>
                <td className="expenses-row-actions list-card-actions">
                  <RowActions
                    name={e.category}
                    icons
                    actions={[
                      { id: 'view', label: t('action.view'), icon: 'eye', onSelect: () => openPanel('expenses.expenseDetail', { id: e.id }) },
                      ...(editable
                        ? [
                            { id: 'edit', label: t('action.edit'), icon: 'edit', onSelect: () => (onEditExpenses(), openPanel('expenses.expenseForm', { noteId: note.id, categoryId: e.CatId, id: e.id })) },
                            { id: 'delete', label: t('action.delete'), icon: 'trash', tone: 'danger' as const, onSelect: () => (onEditExpenses(), onDelete(e.id)) },
                          ]
                        : []),
                    ]}
                  />
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th colSpan={3}>{t('field.total')}</th>
              <th className="num" data-testid="expenses-total">
                <NoteTotals totals={noteTotals(note)} />
              </th>
              <th />
            </tr>
          </tfoot>
        </table>
      )}
    </section>
  );
}
