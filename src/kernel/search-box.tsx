import { useId, useRef, type KeyboardEvent } from 'react';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { searchLogic } from './search.effects';
import type { SearchResult } from '../domain/shell';
import { fillPlaceholders } from '../i18n/i18n';
import { Avatar } from './avatar';
import { Icon } from '../ui/icon';
import { groupResults } from './search-groups';
import { useActorRef, useLogic } from './actors';

/**
 * The search field and its grouped results (spec 1 section 2.6). General
 * mode hands a picked result to `onOpen`; users-only mode keeps the picked
 * name in a read-only field until cleared, and reports it with `onPick`.
 */
export function SearchBox({ usersOnly = false, onOpen, onPick, autoFocus }: { usersOnly?: boolean; onOpen?(r: SearchResult): void; onPick?(r: SearchResult | null): void; autoFocus?: boolean }) {
  const { t } = useTranslation('shell');
  // The header's box and the organisation chart's may be mounted together: ids of their own.
  const uid = useId();
  const machine = useLogic(() => searchLogic(usersOnly, onOpen));
  const actor = useActorRef(machine);
  const value = useSelector(actor, (s) => s.context.value);
  const results = useSelector(actor, (s) => s.context.results);
  const answered = useSelector(actor, (s) => s.context.answered);
  const locked = useSelector(actor, (s) => s.matches('locked'));
  const tooltip = useSelector(actor, (s) => s.hasTag('tooltip'));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const groups = groupResults(results, usersOnly);
  const notFound = !busy && answered !== null && answered === value && groups.users.length + groups.documents.length === 0;
  const pick = (r: SearchResult) => {
    actor.send({ type: 'search.pick', result: r });
    if (usersOnly) onPick?.(r);
  };
  const clear = () => {
    actor.send({ type: 'search.clear' });
    if (usersOnly) onPick?.(null);
  };
  // Arrow keys walk from the field through the results and back.
  const boxRef = useRef<HTMLDivElement>(null);
  const moveFocus = (e: KeyboardEvent, step: 1 | -1) => {
    const items = [...(boxRef.current?.querySelectorAll<HTMLElement>('input, .search-result') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const next = items[at + step];
    if (next) {
      e.preventDefault();
      next.focus();
    }
  };
  const onArrows = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown') moveFocus(e, 1);
    else if (e.key === 'ArrowUp') moveFocus(e, -1);
  };
  const placeholder = usersOnly ? t('search.placeholderUsers') : t('search.placeholder');
  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- the combobox's arrow keys move between its input and its results, both inside this box
    <div className="search-box" data-mode={usersOnly ? 'users' : 'all'} ref={boxRef} onKeyDown={onArrows}>
      <div className="search-field">
        <Icon name="search" />
        <input
          className="input"
          // Plain text: the browser's own cancel button would double ours.
          type="text"
          role="combobox"
          aria-expanded={results.length > 0}
          aria-controls={`${uid}-results`}
          aria-label={placeholder}
          placeholder={placeholder}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- only when the caller opens the search on purpose (the search dialog): the person asked to type
          autoFocus={autoFocus}
          value={value}
          readOnly={locked}
          aria-readonly={locked}
          aria-describedby={tooltip ? `${uid}-tip` : undefined}
          onChange={(e) => (locked ? actor.send({ type: 'search.editAttempt' }) : actor.send({ type: 'search.type', value: e.target.value }))}
          onKeyDown={(e) => {
            if (locked && !['Tab', 'ArrowDown', 'ArrowUp', 'Escape'].includes(e.key) && !e.metaKey && !e.ctrlKey) actor.send({ type: 'search.editAttempt' });
          }}
          onPaste={() => locked && actor.send({ type: 'search.editAttempt' })}
        />
        {value ? (
          <button type="button" className="icon-button" aria-label={t('search.clear')} title={t('search.clear')} onClick={clear} data-testid="search-clear">
            <Icon name="close" size={16} />
          </button>
        ) : null}
        {tooltip ? (
          <span role="tooltip" id={`${uid}-tip`} className="search-tooltip">
            {t('search.clearFirst')}
          </span>
        ) : null}
      </div>
      <div id={`${uid}-results`} className="search-results" aria-live="polite">
        {notFound ? (
          <div className="search-not-found">
            <p className="empty-title">{t('search.notFoundTitle')}</p>
            <p className="muted">{usersOnly ? t('search.notFoundTextUsers') : t('search.notFoundText')}</p>
          </div>
        ) : null}
        {groups.users.length ? (
          <ResultGroup title={fillPlaceholders(t('search.collaborators'), groups.users.length)} items={groups.users} onPick={pick} />
        ) : null}
        {groups.documents.length ? (
          <ResultGroup title={fillPlaceholders(t('search.documents'), groups.documents.length)} items={groups.documents} onPick={pick} />
        ) : null}
      </div>
    </div>
  );
}

function ResultGroup({ title, items, onPick }: { title: string; items: SearchResult[]; onPick(r: SearchResult): void }) {
  return (
    <section className="search-group" aria-label={title}>
      <h3 className="search-group-title">{title}</h3>
      <ul>
        {items.map((r) => (
          <li key={`${r.type}-${r.value}`}>
            <button type="button" className="search-result" data-type={r.type} onClick={() => onPick(r)}>
              {r.type === 'User' ? <Avatar userId={r.value} name={r.text} picturePath={r.imagePath} size={28} /> : <Icon name="file" />}
              <span>{r.text}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
