import { formatDate, formatDay, formatFixed2 } from '../../i18n/format';
import { formatAmount } from '../../i18n/format-measures';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PanelProps } from '../../kernel/panel-registry';
import { openPanel } from '../../kernel/panel-store';
import { useCan } from '../../kernel/services';
import { SidePanel } from '../../ui/side-panel';
import { Loaded } from '../../ui/loaded';
import { Avatar } from '../../kernel/avatar';
import { Icon } from '../../ui/icon';
import { useResource } from '../../kernel/use-resource';
import { toast } from '../../ui/toast-store';
import { fillPlaceholders } from '../../i18n/i18n';
import { assignItem, getItem, itemAssignments, itemHistory, itemUsers, setHardwareActive, unassignItem } from '../../api/inventory-api';
import type { ItemKind } from '../../domain/inventory';
import { changes } from '../../realtime/changes';
import { useSubmit } from '../../kernel/use-submit';
import { DateRange } from '../../ui/date-range';
import { FieldGroup } from '../../ui/inputs/field';

type Action = { kind: 'assign'; userIds: number[] } | { kind: 'unassign'; userId: number } | { kind: 'active'; active: boolean };
const day = (iso: string | null) => (iso ? formatDay(iso) : '…');

/** One item: facts, holders (remove icon with Software.Affect), assign people, activate or deactivate, history and who held it when. */
export default function ItemDetailPanel({ params, onClose }: PanelProps) {
  const { t } = useTranslation('inventory');
  const kind = params.kind as ItemKind;
  const id = Number(params.id);
  const canManage = useCan(['Software.Affect']);
  // Read again on every change to the park: an edit saved in the form over this panel (review s48: the price and the
  // history stayed as they were until the panel was opened again), an assignment made here, another person's.
  const item = useResource(getItem, { kind, id }, { refreshOn: [changes.inventory] });
  const history = useResource(itemHistory, { kind, id }, { refreshOn: [changes.inventory] });
  const holders = useResource(itemAssignments, { kind, id }, { refreshOn: [changes.inventory] });
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<number[]>([]);
  const [picking, setPicking] = useState(false);
  const candidates = useResource((f: { search: string; picking: boolean }) => (f.picking ? itemUsers(kind, { id, assigend: false, searchValue: f.search, lenght: 10 }) : Promise.resolve(null)), { search, picking });
  const action = useSubmit(
    (a: Action) => (a.kind === 'assign' ? assignItem(kind, id, a.userIds) : a.kind === 'unassign' ? unassignItem(kind, id, a.userId) : setHardwareActive(id, a.active)),
    () => {
      toast.done('inventory', 'toast.item.updated', item.data?.title);
      setPicked([]);
      setPicking(false);
      changes.inventory.push();
      action.reset();
    },
    (message) => toast.error(message),
  );
  return (
    <SidePanel open onClose={onClose} width="lg" title={item.data?.title ?? t('detail.title')}>
      <Loaded view={item}>
        {(i) => (
          <div className="form-grid">
            <div className="itops-row itops-wrap">
              <span className={`badge ${i.active ? 'badge-success' : 'badge-neutral'}`}>{t(i.active ? 'state.active' : 'state.inactive')}</span>
              <span className="badge badge-neutral">{t(`category.${i.category}`)}</span>
              <span className="muted small">{i.subtitle}</span>
            </div>
            <dl className="facts">
              <div><dt>{t(kind === 'hardware' ? 'field.serialNumber' : 'field.licenceType')}</dt><dd>{kind === 'hardware' ? i.reference : t(`licence.${i.reference}`)}</dd></div>
              <div><dt>{t(kind === 'hardware' ? 'field.purchaseDate' : 'field.expiryDate')}</dt><dd>{i.date ? formatDay(i.date) : '—'}</dd></div>
              {/* A price with its cents (persona review: 'Prix 9 499' beside 'Prix 1 250,75') and its currency (reviews s42 to s45:
                  '1 150,00' said not of what); an API that gives none shows the price alone. */}
              <div><dt>{t('field.price')}</dt><dd>{i.currency ? formatAmount(i.price, i.currency) : formatFixed2(i.price)}</dd></div>
              {i.seats !== null ? <div><dt>{t('field.seats')}</dt><dd>{i.users.length} / {i.seats}</dd></div> : null}
              {typeof i.fields.billingDay === 'number' ? <div><dt>{t('field.billingDay')}</dt><dd>{i.fields.billingDay}</dd></div> : null}
            </dl>
            <section>
              <h3 className="itops-section-title">{t('field.users')}</h3>
              {i.users.length ? (
                <ul className="itops-member-list" aria-label={t('field.users')}>
                  {i.users.map((u) => (
                    <li key={u.id}>
                      <Avatar userId={u.id} name={u.fullName} picturePath={u.picturePath} size={26} />
                      <span className="itops-grow">{u.fullName}</span>
                      {canManage ? (
                        <button type="button" className="icon-button" disabled={action.busy} aria-label={fillPlaceholders(t('detail.unassign'), u.fullName)} onClick={() => action.submit({ kind: 'unassign', userId: u.id })}>
                          <Icon name="close" size={14} />
                        </button>
                      ) : null}
                    </li>
                  ))}
                </ul>
              ) : <p className="muted">{t('state.free')}</p>}
            </section>
            {canManage ? (
              <div className="itops-row itops-wrap">
                {i.active ? <button type="button" className="btn btn-small" onClick={() => setPicking(!picking)}>{t('detail.assign')}</button> : null}
                <button type="button" className="btn btn-small" onClick={() => openPanel('inventory.form', { kind, id })}>{t('action.edit')}</button>
                {kind === 'hardware' ? (
                  <button type="button" className="btn btn-small" disabled={action.busy} onClick={() => action.submit({ kind: 'active', active: !i.active })}>{t(i.active ? 'detail.deactivate' : 'detail.activate')}</button>
                ) : null}
              </div>
            ) : null}
            {picking ? (
              <FieldGroup legend={t('detail.assign')} className="card itops-inline-form">
                <input className="input" type="search" aria-label={t('detail.searchUser')} placeholder={t('detail.searchUser')} value={search} onChange={(e) => setSearch(e.target.value)} />
                <ul className="itops-pick-list">
                  {(candidates.data?.users ?? []).map((u) => (
                    <li key={u.id}>
                      <label>
                        <input type="checkbox" checked={picked.includes(u.id)} onChange={() => setPicked(picked.includes(u.id) ? picked.filter((x) => x !== u.id) : [...picked, u.id])} /> {u.fullName}
                      </label>
                    </li>
                  ))}
                </ul>
                <button type="button" className="btn btn-primary" disabled={!picked.length || action.busy} onClick={() => action.submit({ kind: 'assign', userIds: picked })}>{t('detail.assignSubmit')}</button>
              </FieldGroup>
            ) : null}
            <section>
              <h3 className="itops-section-title">{t('detail.assignments')}</h3>
              <Loaded view={holders}>
                {(rows) => (
                  <ul className="itops-member-list">
                    {rows.map((a) => (
                      <li key={a.id} className="small">
                        <span className="itops-grow">{a.user.fullName}</span>
                        <DateRange className="muted" start={day(a.assignedDate)} end={a.unassignedDate ? day(a.unassignedDate) : t('detail.now')} />
                      </li>
                    ))}
                  </ul>
                )}
              </Loaded>
            </section>
            <section>
              <h3 className="itops-section-title">{t('detail.history')}</h3>
              <Loaded view={history}>
                {(rows) => (
                  <ol className="itops-timeline">
                    {rows.map((h) => (
                      <li key={h.id} className="itops-timeline-item small">
                        <strong>{t(h.title)}</strong>{h.description ? ` · ${h.description}` : ''}
                        <div className="muted"><bdi>{h.whoDid.fullName}</bdi> · <bdi>{formatDate(h.date, 'dateTime')}</bdi></div>
                      </li>
                    ))}
                  </ol>
                )}
              </Loaded>
            </section>
          </div>
        )}
      </Loaded>
    </SidePanel>
  );
}
