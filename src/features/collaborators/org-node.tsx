import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { UserItem } from '../../domain/profile';
import { fillPlaceholders } from '../../i18n/i18n';
import { Avatar } from '../../kernel/avatar';
import { UserHoverCard } from '../../kernel/user-hover-card';
import { childrenOf, type OrgTree } from './org-tree';

export interface OrgNodeProps {
  id: number;
  tree: OrgTree<UserItem>;
  open: ReadonlySet<number>;
  /** The one person in the tab order (roving tabindex). */
  active: number | null;
  /** The person the search picked, highlighted. */
  found: number | null;
  onToggle(id: number): void;
  register(id: number, el: HTMLElement | null): void;
  /** Where the virtual list places the row. */
  style?: CSSProperties;
}

/**
 * One person of the organisation chart. The chart is a flat list of the
 * people shown (only those in view are rendered), so each row states its
 * place in the tree itself: level, position among its siblings and their
 * number, as the APG's tree view allows for items not nested in groups.
 */
export function OrgNode(props: OrgNodeProps) {
  const { id, tree, open, active, found, onToggle, register, style } = props;
  const { t } = useTranslation('people');
  const person = tree.byId.get(id)!;
  const reports = childrenOf(tree, id);
  const isOpen = reports.length > 0 && open.has(id);
  const isFound = found === id;
  const manager = tree.parent.get(id) ?? null;
  const siblings = manager === null ? tree.roots : childrenOf(tree, manager);
  const level = tree.level.get(id) ?? 1;
  return (
    <li role="none" className="org-node" style={{ ...style, '--org-level': level - 1 } as CSSProperties}>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the tree's keys (arrows, Enter, Home, End) are handled once on the tree, which moves the roving focus between items (the APG tree view) */}
      <div
        role="treeitem"
        className="org-row"
        data-id={id}
        data-found={isFound || undefined}
        aria-level={level}
        aria-setsize={siblings.length}
        aria-posinset={siblings.indexOf(id) + 1}
        aria-expanded={reports.length ? isOpen : undefined}
        aria-selected={isFound}
        tabIndex={active === id ? 0 : -1}
        ref={(el) => register(id, el)}
        // A click anywhere on the row but the name (a link to the profile) opens or closes the team.
        onClick={(e) => reports.length && !(e.target as HTMLElement).closest('a') && onToggle(id)}
      >
        {/* Drawn only: the tree item carries aria-expanded and answers the arrow keys. */}
        <span className="org-toggle" data-open={isOpen} data-leaf={!reports.length || undefined} aria-hidden="true" />
        <UserHoverCard userId={id}>
          <Avatar userId={id} name={person.text} picturePath={person.imagePath} size={36} />
        </UserHoverCard>
        <div className="org-who">
          <UserHoverCard userId={id}>
            <Link id={`org-name-${id}`} className="org-name" href={`/employee/${id}/profile/public`} tabIndex={-1}>
              {person.text}
            </Link>
          </UserHoverCard>
          <span className="muted small org-about">{[person.fonction, person.departement].filter(Boolean).join(' · ')}</span>
        </div>
        {reports.length ? (
          // On a phone the badge shows the number only, so the name keeps the row; the words stay for screen readers.
          <span className="badge badge-neutral org-reports">
            <span className="org-reports-words">{fillPlaceholders(t('org.reports'), reports.length)}</span>
            <span className="org-reports-count" aria-hidden="true">
              {reports.length}
            </span>
          </span>
        ) : null}
      </div>
    </li>
  );
}
