import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResource } from '../../kernel/use-resource';
import { linkedItemOptions, usersScroll } from '../../api/interventions-api';
import { Field, FieldGroup } from '../../ui/inputs/field';

/** The requester, from the scrolling user list (page size 10). */
export function RequesterSelect({ value, onChange }: { value: number | null; onChange(id: number | null): void }) {
  const { t } = useTranslation('interventions');
  const [search, setSearch] = useState('');
  const users = useResource(usersScroll, { searchValue: search, lenght: 10, currentList: 0 });
  return (
    <FieldGroup legend={t('field.requester')}>
      <input className="input" type="search" aria-label={t('field.requesterSearch')} placeholder={t('field.requesterSearch')} value={search} onChange={(e) => setSearch(e.target.value)} />
      <select aria-label={t('field.requester')} value={value ?? ''} onChange={(e) => onChange(e.target.value ? Number(e.target.value) : null)}>
        <option value="">{t('field.me')}</option>
        {(users.data?.users ?? []).map((u) => (
          <option key={u.id} value={u.id}>{u.fullName}</option>
        ))}
      </select>
    </FieldGroup>
  );
}

/** The linked item: its options follow the category (hardware inventory or software list). */
export function LinkedItemSelect({ source, userId, value, onChange }: { source: 'hardware' | 'software'; userId: number | null; value: number; onChange(id: number): void }) {
  const { t } = useTranslation('interventions');
  const items = useResource(({ source, userId }: { source: 'hardware' | 'software'; userId: number | null }) => linkedItemOptions(source, source === 'hardware' ? userId : null), { source, userId });
  return (
    <Field label={t(source === 'hardware' ? 'field.itemHardware' : 'field.itemSoftware')}>
      <select value={value} onChange={(e) => onChange(Number(e.target.value))} disabled={items.loading}>
        <option value={0}>{t('field.noItem')}</option>
        {(items.data ?? []).map((o) => (
          <option key={o.value} value={o.value}>{o.text}</option>
        ))}
      </select>
    </Field>
  );
}
