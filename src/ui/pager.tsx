import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fillPlaceholders } from '../i18n/i18n';
import { formatNumber } from '../i18n/format';
import { formatCount } from '../i18n/format-measures';

/**
 * The one pager of a list: Previous, 'Page 2 sur 5', Next, and how many rows
 * the list holds in words ('58 éléments'). On a single page only the count
 * shows (the review read '1 / 1 · 1' as a riddle). `page` counts from 1;
 * `children` come first (a rows-per-page choice).
 */
export function Pager({ page, pages, total, onPage, children }: { page: number; pages: number; total?: number; onPage(page: number): void; children?: ReactNode }) {
  const { t, i18n } = useTranslation('common');
  if (pages <= 1 && total === undefined && !children) return null;
  return (
    <nav className="pager" aria-label={t('pager.label')}>
      {children}
      {pages > 1 ? (
        // Previous, where one is and Next hold together on one line: on a phone the count wraps, never the steps.
        <span className="pager-steps">
          <button type="button" className="btn btn-small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            {t('pager.previous')}
          </button>
          <span className="small" aria-current="page">{fillPlaceholders(t('pager.page'), formatNumber(page, 0, i18n.language), formatNumber(pages, 0, i18n.language))}</span>
          <button type="button" className="btn btn-small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
            {t('pager.next')}
          </button>
        </span>
      ) : null}
      {total !== undefined ? <span className="small muted pager-count">{formatCount(t, 'pager.items', total, i18n.language)}</span> : null}
    </nav>
  );
}

/** How many pages `total` rows make at `size` a page (one, when there are none). */
export const pageCount = (total: number, size: number) => Math.max(1, Math.ceil(total / size));
