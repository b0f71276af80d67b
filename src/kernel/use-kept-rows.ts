import { useMemo, useRef } from 'react';
import { keptRows } from '../domain/kept-rows';

/**
 * The rows a list shows while the person works down it (issue 36 item 1): each read again of the same list (`key`:
 * its query) keeps the rows shown before in their place (src/domain/kept-rows.ts), so a row decided here does not
 * vanish, and the next one does not slide under the pointer. Another query (a page, a filter, a search) starts anew:
 * the answer still shown while it is read (the resource keeps its data meanwhile) is drawn as it is and kept from no one.
 */
export function useKeptRows<T extends { id: number }>(rows: readonly T[] | undefined, key = '', keep?: (row: T) => boolean): T[] {
  const shown = useRef<{ key: string; rows: T[]; stale: readonly T[] | undefined }>({ key, rows: [], stale: undefined });
  return useMemo(() => {
    const was = shown.current;
    if (was.key !== key) shown.current = { key, rows: [], stale: rows };
    else if (rows !== was.stale) shown.current = { ...was, rows: rows ? keptRows(was.rows, rows, keep) : was.rows };
    return shown.current.key === key && rows !== shown.current.stale ? shown.current.rows : [...(rows ?? [])];
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `keep` is read when the rows change, as it then stands
  }, [rows, key]);
}
