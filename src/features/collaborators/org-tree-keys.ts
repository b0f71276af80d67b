import { childrenOf, visibleOrder, type OrgTree } from './org-tree';

/**
 * Arrow keys of the organisation chart, per the WAI-ARIA tree pattern: up and
 * down walk the people shown, 'inward' (right, left in Arabic) opens a closed
 * person or goes to the first report, 'outward' closes an open person or goes
 * to the manager, Home and End jump to the first and last, '*' opens the
 * siblings.
 */
export type TreeMove = { focus?: number; open?: number[]; close?: number };

export function treeKey(tree: OrgTree, open: ReadonlySet<number>, at: number, key: string, rtl = false): TreeMove | null {
  const inward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const outward = rtl ? 'ArrowRight' : 'ArrowLeft';
  const shown = () => visibleOrder(tree, open);
  const kids = childrenOf(tree, at);
  switch (key) {
    case 'ArrowDown':
    case 'ArrowUp': {
      const list = shown();
      const next = list[list.indexOf(at) + (key === 'ArrowDown' ? 1 : -1)];
      return next === undefined ? null : { focus: next };
    }
    case 'Home':
      return { focus: tree.roots[0] };
    case 'End': {
      const list = shown();
      return { focus: list[list.length - 1] };
    }
    case inward:
      if (!kids.length) return null;
      return open.has(at) ? { focus: kids[0] } : { open: [at] };
    case outward: {
      if (kids.length && open.has(at)) return { close: at };
      const manager = tree.parent.get(at);
      return manager == null ? null : { focus: manager };
    }
    case '*': {
      const manager = tree.parent.get(at);
      const siblings = manager == null ? tree.roots : childrenOf(tree, manager);
      return { open: siblings.filter((id) => childrenOf(tree, id).length) };
    }
    default:
      return null;
  }
}
