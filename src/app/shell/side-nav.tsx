import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { isActive, isGroup, visibleNav, type NavEntry, type NavLink } from '../../kernel/nav-table';
import { useConfig, useCurrentUser, usePermissions } from '../../kernel/services';
import { Icon } from '../../ui/icon';
import { prefetchRoute } from '../route-prefetch';

const ENTRY_HEIGHT = 44;

function LinkItem({ link, pathname, nested }: { link: NavLink; pathname: string; nested?: boolean }) {
  const { t } = useTranslation('shell');
  const active = isActive(link, pathname);
  if (link.external) {
    // Another application of the deployment (config.json's externalModules): a plain link, no route to prefetch.
    return (
      <li>
        <a href={link.href} className={`nav-link${nested ? ' nav-link-nested' : ''}`} data-nav={link.href} data-external="">
          <Icon name={link.icon} />
          <span>{t(`nav.${link.key}`)}</span>
        </a>
      </li>
    );
  }
  return (
    <li>
      <Link href={link.href} className={`nav-link${nested ? ' nav-link-nested' : ''}${active ? ' active' : ''}`} aria-current={active ? 'page' : undefined} data-nav={link.href} onPointerEnter={() => prefetchRoute(link.href)} onFocus={() => prefetchRoute(link.href)}>
        <Icon name={link.icon} />
        <span>{t(`nav.${link.key}`)}</span>
      </Link>
    </li>
  );
}

function Entry({ entry, pathname }: { entry: NavEntry; pathname: string }) {
  const { t } = useTranslation('shell');
  const inside = isGroup(entry) && entry.children.some((c) => isActive(c, pathname));
  const [open, setOpen] = useState(inside);
  useEffect(() => {
    if (inside) setOpen(true);
  }, [inside]);
  if (!isGroup(entry)) return <LinkItem link={entry} pathname={pathname} />;
  return (
    <li className={`nav-group${inside ? ' active' : ''}`}>
      <button type="button" className="nav-link nav-group-toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
        <Icon name={entry.icon} />
        <span>{t(`nav.${entry.key}`)}</span>
        <Icon name={open ? 'chevronUp' : 'chevronDown'} size={14} className="nav-chevron" />
      </button>
      {open ? (
        <ul className="nav-sub">
          {entry.children.map((c) => (
            <LinkItem key={c.key} link={c} pathname={pathname} nested />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * Spec 1 section 2.1: first and last entries fixed, the middle fitted to the
 * height available, the rest under show more / show less.
 */
export function SideNav({ mobileOpen, onNavigate }: { mobileOpen: boolean; onNavigate(): void }) {
  const { t } = useTranslation('shell');
  const user = useCurrentUser();
  const permissions = usePermissions();
  const { externalModules } = useConfig();
  const [pathname] = useLocation();
  const [expanded, setExpanded] = useState(false);
  const [fit, setFit] = useState(99);
  const listRef = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const el = listRef.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(() => setFit(Math.max(3, Math.floor(el.clientHeight / ENTRY_HEIGHT) - 1)));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  // Under 768 px the menu is a slide-in panel that closes on every route change.
  useEffect(() => {
    onNavigate();
  }, [pathname]); // eslint-disable-line react-hooks/exhaustive-deps -- closes on a route change only, not when the parent hands a new onNavigate

  // Opened on a phone, it covers the page: focus goes in, Escape closes it and gives focus back to the menu button.
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!mobileOpen) return;
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && closeDrawer();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [mobileOpen]); // eslint-disable-line react-hooks/exhaustive-deps -- once per opening: run again on a new closeDrawer, it would pull focus back to the close button
  const closeDrawer = () => {
    onNavigate();
    document.querySelector<HTMLElement>('[data-testid=header-menu]')?.focus();
  };

  if (!user) return null;
  const entries = visibleNav(user.userId, permissions, externalModules);
  const settings = entries.find((e) => e.key === 'settings');
  const rest = entries.filter((e) => e !== settings);
  const [first, ...middle] = rest;
  const overflow = middle.length > fit;
  const shown = expanded || !overflow ? middle : middle.slice(0, fit);
  const hiddenActive = !expanded && overflow && middle.slice(fit).some((e) => (isGroup(e) ? e.children.some((c) => isActive(c, pathname)) : isActive(e, pathname)));

  return (
    <nav className={`side-nav${mobileOpen ? ' open' : ''}`} aria-label={t('nav.label')} id="side-nav">
      <button type="button" ref={closeRef} className="nav-link nav-close mobile-only" onClick={closeDrawer}>
        <Icon name="close" />
        <span>{t('nav.close')}</span>
      </button>
      <ul className="nav-fixed">{first ? <Entry entry={first} pathname={pathname} /> : null}</ul>
      <div className="nav-scroll" ref={listRef}>
        <ul>
          {shown.map((e) => (
            <Entry key={e.key} entry={e} pathname={pathname} />
          ))}
          {hiddenActive
            ? middle.slice(fit).filter((e) => (isGroup(e) ? e.children.some((c) => isActive(c, pathname)) : isActive(e, pathname))).map((e) => <Entry key={e.key} entry={e} pathname={pathname} />)
            : null}
        </ul>
        {overflow ? (
          <button type="button" className="nav-more" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
            <Icon name={expanded ? 'chevronUp' : 'chevronDown'} size={14} />
            {expanded ? t('nav.showLess') : t('nav.showMore')}
          </button>
        ) : null}
      </div>
      <ul className="nav-fixed nav-bottom">{settings ? <Entry entry={settings} pathname={pathname} /> : null}</ul>
    </nav>
  );
}
