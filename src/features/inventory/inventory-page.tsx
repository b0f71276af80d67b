import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../ui/page';
import { Icon } from '../../ui/icon';
import { Loaded } from '../../ui/loaded';
import { useResource } from '../../kernel/use-resource';
import { toast } from '../../ui/toast-store';
import { openPanel } from '../../kernel/panel-store';
import { useCan } from '../../kernel/services';
import { saveFile } from '../../api/files';
import { downloadInventory, itemCounters, listItems } from '../../api/inventory-api';
import { hardwareCategories, softwareCategories, type InventoryFilter, type ItemKind } from '../../domain/inventory';
import { changes } from '../../realtime/changes';
import { InventoryTable } from './inventory-table';
import { FiltersFold, countActive } from '../../ui/filters-fold';
import { Field } from '../../ui/inputs/field';
import { Pager, pageCount } from '../../ui/pager';

type Filter = InventoryFilter & { kind: ItemKind };

/** /material/hardware and /material/software: counters, filters, list, create, import and Excel download. */
export function InventoryPage({ kind }: { kind: ItemKind }) {
  const { t } = useTranslation('inventory');
  const canManage = useCan(['Software.Affect']);
  const [filter, setFilter] = useState<Filter>({ kind, searchValue: '', category: null, assignment: 'all', active: null, page: 0, size: 25 });
  const list = useResource(listItems, filter, { refreshOn: changes.inventory });
  const counters = useResource(itemCounters, kind, { refreshOn: changes.inventory });
  const [downloading, setDownloading] = useState(false);
  const set = (patch: Partial<Filter>) => setFilter({ ...filter, page: 0, ...patch });
  const download = () => {
    setDownloading(true);
    downloadInventory(kind).then(
      ({ blob, fileName }) => saveFile(blob, fileName ?? `${kind}.xlsx`),
      (e: Error) => toast.error(e.message),
    ).finally(() => setDownloading(false));
  };
  const title = t(kind === 'hardware' ? 'hardware.title' : 'software.title');
  const cats = kind === 'hardware' ? hardwareCategories : softwareCategories;
  return (
    <Page
      title={title}
      actions={
        <>
          <button type="button" className="btn" disabled={downloading} aria-busy={downloading} onClick={download}>
            <Icon name="download" /> {t('action.downloadExcel')}
          </button>
          {canManage ? (
            <>
              <button type="button" className="btn" onClick={() => openPanel('inventory.import', { kind })}>{t('action.import')}</button>
              <button type="button" className="btn btn-primary" onClick={() => openPanel('inventory.form', { kind })}>
                <Icon name="plus" /> {t(kind === 'hardware' ? 'hardware.new' : 'software.new')}
              </button>
            </>
          ) : null}
        </>
      }
    >
      <Loaded view={counters}>
        {(c) => (
          <section className="itops-stats" aria-label={t('counters.title')}>
            <div className="card itops-stat"><span className="itops-stat-value">{c.total}</span><span className="muted small">{t('counters.total')}</span></div>
            <div className="card itops-stat"><span className="itops-stat-value">{c.assigned}</span><span className="muted small">{t('counters.assigned')}</span></div>
            <div className="card itops-stat"><span className="itops-stat-value">{c.free}</span><span className="muted small">{t('counters.free')}</span></div>
            {c.seats !== null ? <div className="card itops-stat"><span className="itops-stat-value">{c.seats}</span><span className="muted small">{t('counters.seats')}</span></div> : <div className="card itops-stat"><span className="itops-stat-value">{c.inactive}</span><span className="muted small">{t('counters.inactive')}</span></div>}
            <div className="card itops-stat"><span className="itops-stat-value">{c.expiringSoon}</span><span className="muted small">{t(kind === 'hardware' ? 'counters.warranty' : 'counters.expiring')}</span></div>
          </section>
        )}
      </Loaded>
      <FiltersFold className="itops-filters" role="search" active={countActive(filter.searchValue, filter.category, filter.assignment === 'all' ? null : filter.assignment, filter.active)}>
        <Field label={t('filter.search')}>
          <input className="input" type="search" value={filter.searchValue} onChange={(e) => set({ searchValue: e.target.value })} />
        </Field>
        <Field label={t('field.category')}>
          <select value={filter.category ?? ''} onChange={(e) => set({ category: e.target.value || null })}>
            <option value="">{t('filter.all')}</option>
            {cats.map((c) => (
              <option key={c} value={c}>{t(`category.${c}`)}</option>
            ))}
          </select>
        </Field>
        <Field label={t('filter.assignment')}>
          <select value={filter.assignment} onChange={(e) => set({ assignment: e.target.value as Filter['assignment'] })}>
            <option value="all">{t('filter.all')}</option>
            <option value="assigned">{t('state.assigned')}</option>
            <option value="free">{t('state.free')}</option>
          </select>
        </Field>
        {kind === 'hardware' ? (
          <Field label={t('field.status')}>
            <select value={filter.active == null ? '' : String(filter.active)} onChange={(e) => set({ active: e.target.value === '' ? null : e.target.value === 'true' })}>
              <option value="">{t('filter.all')}</option>
              <option value="true">{t('state.active')}</option>
              <option value="false">{t('state.inactive')}</option>
            </select>
          </Field>
        ) : null}
      </FiltersFold>
      <Loaded view={list}>
        {(data) => (
          <>
            <InventoryTable items={data.items} label={title} />
            <Pager page={(filter.page ?? 0) + 1} pages={pageCount(data.total, filter.size ?? 25)} total={data.total} onPage={(p) => setFilter({ ...filter, page: p - 1 })} />
          </>
        )}
      </Loaded>
    </Page>
  );
}
