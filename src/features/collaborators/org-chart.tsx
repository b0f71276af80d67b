import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { UserItem } from '../../domain/profile';
import { fillPlaceholders } from '../../i18n/i18n';
import { EmptyState } from '../../ui/empty-state';
import { allManagers, ancestorsOf, buildOrgTree, openToDepth, visibleOrder, type OrgTree } from './org-tree';
import { treeKey } from './org-tree-keys';
import { OrgNode, type OrgNodeProps } from './org-node';

/** People open at first: the top of the organisation and their direct reports. */
const OPEN_DEPTH = 1;
/** A row's height (styles: .org-node): every row is one line of name and one of function, ellipsised. */
const ROW_PX = 52;

/**
 * The hierarchy as an ARIA tree (treeitem, aria-expanded, arrow keys with a
 * roving tabindex). The people shown (the roots and the reports of each open
 * person) are one flat list, virtualised: only the rows in view are rendered,
 * so a department of 1,400 opens as fast as a team of 5. The person holding
 * the tab stop is always rendered, so the focus is never lost to a scroll.
 * `found` is the person the search picked: the way down to them opens, and
 * they are scrolled to, focused and highlighted until the search is cleared.
 */
export function OrgChart({ people, found }: { people: UserItem[]; found: number | null }) {
  const { t, i18n } = useTranslation('people');
  const [, navigate] = useLocation();
  const tree = useMemo(() => buildOrgTree(people), [people]);
  const [open, setOpen] = useState(() => openToDepth(tree, OPEN_DEPTH));
  const [active, setActive] = useState<number | null>(() => tree.roots[0] ?? null);
  const rows = useMemo(() => visibleOrder(tree, open), [tree, open]);
  const rowsRef = useRef(rows);
  rowsRef.current = rows;
  // The tab stop: the person last focused, or the first row when their team was closed, so the tree stays reachable by Tab.
  const activeIndex = useMemo(() => (rows.length ? Math.max(0, active === null ? 0 : rows.indexOf(active)) : -1), [rows, active]);
  const tabStop = activeIndex < 0 ? null : rows[activeIndex]!;
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_PX,
    getItemKey: useCallback((i: number) => rowsRef.current[i] ?? i, []),
    overscan: 8,
    // A new extractor when the tab stop moves: the virtualiser recomputes its rows on it.
    rangeExtractor: useCallback(
      (range: Range) => {
        const shown = defaultRangeExtractor(range);
        return activeIndex < 0 || shown.includes(activeIndex) ? shown : [...shown, activeIndex].sort((a, b) => a - b);
      },
      [activeIndex],
    ),
  });
  const items = useRef(new Map<number, HTMLElement>());
  // The person to bring into view once rendered (their managers may open first).
  const pending = useRef<{ id: number; scroll: boolean } | null>(null);

  const focus = (id: number, scroll = false) => {
    setActive(id);
    pending.current = { id, scroll };
  };
  useEffect(() => {
    if (found === null || !tree.byId.has(found)) return;
    setOpen((was) => new Set([...was, ...ancestorsOf(tree, found)]));
    focus(found, true);
  }, [found, tree]);
  useEffect(() => {
    const p = pending.current;
    const el = p && items.current.get(p.id);
    if (!p || !el) return;
    pending.current = null;
    if (p.scroll) el.scrollIntoView?.({ block: 'center' });
    el.focus({ preventScroll: p.scroll });
  });

  const toggle = (id: number) =>
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const onKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    const el = (e.target as HTMLElement).closest<HTMLElement>('[role=treeitem]');
    if (!el || e.target !== el || e.altKey || e.ctrlKey || e.metaKey) return;
    const id = Number(el.dataset.id);
    if (e.key === 'Enter') {
      e.preventDefault();
      navigate(`/employee/${id}/profile/public`);
      return;
    }
    if (e.key === ' ') {
      e.preventDefault();
      if (tree.children.has(id)) toggle(id);
      return;
    }
    const move = treeKey(tree as OrgTree, open, id, e.key, i18n.dir() === 'rtl');
    if (!move) return;
    e.preventDefault();
    if (move.open?.length || move.close !== undefined)
      setOpen((was) => {
        const next = new Set([...was, ...(move.open ?? [])]);
        if (move.close !== undefined) next.delete(move.close);
        return next;
      });
    if (move.focus !== undefined) focus(move.focus);
  };

  if (!people.length) return <EmptyState icon="users" title={t('org.empty')} />;
  const shared: Omit<OrgNodeProps, 'id'> = {
    tree,
    open,
    active: tabStop,
    found,
    onToggle: toggle,
    register: (id, el) => (el ? items.current.set(id, el) : items.current.delete(id)),
  };
  return (
    <div className="card org-chart">
      <div className="org-toolbar">
        <p className="muted">{fillPlaceholders(t('collab.count'), tree.byId.size)}</p>
        <div className="org-toolbar-actions">
          <button type="button" className="btn btn-small" onClick={() => setOpen(allManagers(tree))}>
            {t('org.expandAll')}
          </button>
          <button type="button" className="btn btn-small" onClick={() => setOpen(openToDepth(tree, 0))}>
            {t('org.collapseAll')}
          </button>
        </div>
      </div>
      {found !== null && !tree.byId.has(found) ? (
        <p className="banner banner-info" role="status">
          {t('org.notInChart')}
        </p>
      ) : null}
      <p id="org-keys" className="muted small">
        {t('org.keysHint')}
      </p>
      <div className="org-scroll" ref={scroller}>
        <ul
          className="org-tree"
          role="tree"
          aria-label={t('org.treeLabel')}
          aria-describedby="org-keys"
          style={{ height: virtualizer.getTotalSize() }}
          onKeyDown={onKeyDown}
          onFocus={(e) => {
            const el = (e.target as HTMLElement).closest<HTMLElement>('[role=treeitem]');
            if (el && e.target === el) setActive(Number(el.dataset.id));
          }}
        >
          {virtualizer.getVirtualItems().map((v) => (
            <OrgNode key={v.key} id={rows[v.index]!} {...shared} style={{ transform: `translateY(${v.start}px)` }} />
          ))}
        </ul>
      </div>
    </div>
  );
}
