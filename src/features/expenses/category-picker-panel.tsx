import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PanelProps } from '../../kernel/panel-registry';
import { replacePanel } from '../../kernel/panel-store';
import { SidePanel } from '../../ui/side-panel';
import { Loaded } from '../../ui/loaded';
import { EmptyState } from '../../ui/empty-state';
import { useResource } from '../../kernel/use-resource';
import { listCategories } from '../../api/expenses-api';
import { isMileage } from '../../domain/expense-codes';

const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** Spec 3 screen 5: pick the category of a new expense, with a search filter. */
export default function CategoryPickerPanel({ params, onClose, panelKey }: PanelProps) {
  const { t } = useTranslation('expenses');
  const noteId = Number(params.noteId);
  const view = useResource((id: number) => listCategories(id), noteId);
  const [q, setQ] = useState('');
  return (
    <SidePanel open onClose={onClose} title={t('picker.title')}>
      <input className="input search-input" type="search" placeholder={t('picker.search')} aria-label={t('picker.search')} value={q} onChange={(e) => setQ(e.target.value)} />
      <Loaded view={view}>
        {(cats) => {
          const shown = cats.filter((c) => !q.trim() || fold(c.name).includes(fold(q.trim())));
          if (!shown.length) return <EmptyState title={t('NoData.Empty')} />;
          return (
            <ul className="expenses-categories">
              {shown.map((c) => (
                <li key={c.id}>
                  <button type="button" className="expenses-category" style={{ background: c.bgColor }} onClick={() => replacePanel(panelKey, 'expenses.expenseForm', { noteId, categoryId: c.id })}>
                    <span className="expenses-cat-dot" style={{ background: c.imgColor }} aria-hidden="true" />
                    <span className="expenses-category-name">{c.name}</span>
                    {isMileage(c) ? <span className="muted small">KM</span> : null}
                  </button>
                </li>
              ))}
            </ul>
          );
        }}
      </Loaded>
    </SidePanel>
  );
}
