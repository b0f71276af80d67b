import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fillPlaceholders } from '../i18n/i18n';
import { Icon } from './icon';

/**
 * A list's filters. On a phone (src/styles/areas/lists.css) they fold behind
 * a 'Filters' button that counts the active ones, so the list starts on the
 * first screen; wider, the button is not drawn and the filters always show.
 * Open or folded is only how the page is viewed: it lives here, not in a machine.
 */
export function FiltersFold({ active, className, role, children }: { active: number; className?: string; role?: 'search' | 'group'; children: ReactNode }) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="filters-fold" data-open={open}>
      <button type="button" className="btn filters-fold-toggle" aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        <Icon name="filter" size={16} /> {t('filters.toggle')}
        {active > 0 ? (
          <>
            <span className="filters-count" aria-hidden="true" data-testid="filters-count">
              {active}
            </span>
            <span className="visually-hidden">{fillPlaceholders(t('filters.active'), active)}</span>
          </>
        ) : null}
      </button>
      <div id={id} className={`filters-fold-body${className ? ` ${className}` : ''}`} role={role}>
        {children}
      </div>
    </div>
  );
}

/** How many of a list's filters differ from 'everything': set values, typed text. */
export const countActive = (...values: unknown[]) => values.filter((v) => v !== null && v !== undefined && v !== '' && !(typeof v === 'string' && !v.trim())).length;
