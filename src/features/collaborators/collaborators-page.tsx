import { useDeferredValue, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { listCollaborators } from '../../api/profile-api';
import { Page } from '../../ui/page';
import { Loaded } from '../../ui/loaded';
import { useResource } from '../../kernel/use-resource';
import { Avatar } from '../../kernel/avatar';
import { fillPlaceholders } from '../../i18n/i18n';
import { UserHoverCard } from '../../kernel/user-hover-card';

const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** People drawn at first, and added by each 'show more': a company of 10,000 is not drawn whole; the search narrows it. */
export const PEOPLE_STEP = 60;

export default function CollaboratorsPage() {
  const { t } = useTranslation('people');
  const view = useResource(listCollaborators, null);
  const [query, setQuery] = useState('');
  const q = fold(useDeferredValue(query));
  // How many are drawn, for this search: another search starts again from the first step (React renders again
  // at once on a state set while rendering, before anything of this render is shown).
  const [drawn, setDrawn] = useState({ q, count: PEOPLE_STEP });
  if (drawn.q !== q) setDrawn({ q, count: PEOPLE_STEP });
  const { count } = drawn;
  // After 'show more', the focus goes to the first person added (the button has moved below them).
  const list = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    if (focusFrom.current === null) return;
    list.current?.children[focusFrom.current]?.querySelector<HTMLElement>('a[href]')?.focus();
    focusFrom.current = null;
  }, [count]);
  return (
    <Page title={t('page.collaboratorsTitle')}>
      <input className="input search-input" type="search" placeholder={t('collab.search')} aria-label={t('collab.search')} value={query} onChange={(e) => setQuery(e.target.value)} />
      <Loaded view={view}>
        {(users) => {
          const shown = users.filter((u) => !q || fold(`${u.text} ${u.departement ?? ''} ${u.fonction ?? ''}`).includes(q));
          return (
            <>
              <p className="muted">{fillPlaceholders(t('collab.count'), shown.length)}</p>
              <ul className="people-grid" ref={list}>
                {shown.slice(0, count).map((u) => (
                  <li key={u.value} className="person-card">
                    <UserHoverCard userId={u.value}>
                      <Avatar userId={u.value} name={u.text} picturePath={u.imagePath} size={44} />
                    </UserHoverCard>
                    <div>
                      <UserHoverCard userId={u.value}>
                        <Link href={`/employee/${u.value}/profile/public`}>{u.text}</Link>
                      </UserHoverCard>
                      <p className="muted">{u.fonction}</p>
                      <p className="muted small">{u.departement}</p>
                    </div>
                  </li>
                ))}
              </ul>
              {shown.length > count ? (
                <button
                  type="button"
                  className="btn"
                  onClick={() => {
                    focusFrom.current = count;
                    setDrawn({ q, count: count + PEOPLE_STEP });
                  }}
                >
                  {t('collab.showMore', { count: Math.min(PEOPLE_STEP, shown.length - count) })}
                </button>
              ) : null}
            </>
          );
        }}
      </Loaded>
    </Page>
  );
}
