import { useTranslation } from 'react-i18next';
import { openPanel } from '../../kernel/panel-store';
import { Avatar } from '../../kernel/avatar';
import { EmptyState } from '../../ui/empty-state';
import type { InventoryItem } from '../../domain/inventory';
import { formatDay } from '../../i18n/format';
import { formatCount } from '../../i18n/format-measures';

/** The list of items: click a title for its detail. */
export function InventoryTable({ items, label }: { items: InventoryItem[]; label: string }) {
  const { t, i18n } = useTranslation('inventory');
  if (!items.length) return <EmptyState title={t('NoData.Empty')} />;
  const kind = items[0]!.kind;
  return (
    <table className="table list-cards" aria-label={label}>
      <thead>
        <tr>
          <th>{t('field.title')}</th>
          <th>{t('field.category')}</th>
          <th>{t(kind === 'hardware' ? 'field.serialNumber' : 'field.licenceType')}</th>
          <th>{t('field.users')}</th>
          <th>{t(kind === 'hardware' ? 'field.purchaseDate' : 'field.expiryDate')}</th>
          <th>{t('field.status')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((i) => (
          <tr key={i.id}>
            <td className="list-card-head">
              <button type="button" className="itops-link" onClick={() => openPanel('inventory.detail', { kind: i.kind, id: i.id })}>
                {/* Isolated, each in its own direction: 'Apple iPad 10.9"' keeps its closing quote at its end in Arabic. */}
                <bdi>{i.title}</bdi>
              </button>
              {/* An item named by its brand and model ('Apple iPad 10.9"') is not named twice (HR review). */}
              {i.subtitle && i.subtitle !== i.title ? (
                <div className="muted small">
                  <bdi>{i.subtitle}</bdi>
                </div>
              ) : null}
            </td>
            <td data-label={t('field.category')}>{t(`category.${i.category}`)}</td>
            <td className="small" data-label={t(kind === 'hardware' ? 'field.serialNumber' : 'field.licenceType')}>{i.kind === 'hardware' ? i.reference : t(`licence.${i.reference}`)}{i.seats !== null ? ` · ${i.users.length}/${i.seats}` : ''}</td>
            <td data-label={t('field.users')}>
              <span className="itops-row">
                {i.users.slice(0, 2).map((u) => (
                  <Avatar key={u.id} userId={u.id} name={u.fullName} picturePath={u.picturePath} size={22} />
                ))}
                <span className={i.users.length ? 'small' : 'small muted'}>{i.users.length === 1 ? i.users[0]!.fullName : i.users.length > 1 ? formatCount(t, 'users.count', i.users.length, i18n.language, 'inventory') : t('users.none')}</span>
              </span>
            </td>
            <td className="small" data-label={t(kind === 'hardware' ? 'field.purchaseDate' : 'field.expiryDate')}>{i.date ? formatDay(i.date) : '—'}</td>
            <td data-label={t('field.status')}>
              <span className={`badge ${i.active ? (i.users.length ? 'badge-info' : 'badge-success') : 'badge-neutral'}`}>{t(!i.active ? 'state.inactive' : i.users.length ? 'state.assigned' : 'state.free')}</span>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
