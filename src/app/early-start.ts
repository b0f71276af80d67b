import { routeTable, type RouteDef } from './route-table';
import { loaders, wordsOf, type Namespace } from '../i18n/namespaces';
import { firstScreen } from './first-screen';

/**
 * What the first screen needs, asked for before React and the app's code
 * have even arrived: config.json, the words of the shell, and, for a
 * returning user, the page of the address with its words. The entry module
 * is tiny and evaluates at once, so these requests run alongside the
 * download and compile of the rest (issue 13: dashboard interactive).
 */
export interface EarlyStart {
  config: Promise<unknown>;
  route: RouteDef | null;
  /** Settles when the route's page code is in (never rejects). */
  page: Promise<unknown>;
  /** The first screen's language (the saved choice, else the browser's). */
  language: string;
}

/**
 * wouter's own patterns (regexparam's, for the forms route-table uses:
 * ':param', '*?'), kept here so this tiny module needs neither wouter nor
 * React; a unit test holds it to wouter's matchRoute.
 */
export function routePattern(path: string): RegExp {
  let pattern = '';
  for (const part of path.split('/').filter(Boolean)) {
    if (part === '*?') pattern += '(?:/(.*))?';
    else if (part === '*') pattern += '/(.*)';
    else if (part.startsWith(':')) pattern += part.endsWith('?') ? '(?:/([^/]+?))?' : '/([^/]+?)';
    else pattern += `/${part}`;
  }
  return new RegExp(`^${pattern}/?$`, 'i');
}

/** The first route whose pattern matches, as wouter's Switch picks it. */
export function routeFor(pathname: string): RouteDef | null {
  return routeTable.find((r) => routePattern(r.path).test(pathname)) ?? null;
}

export function earlyStart(): EarlyStart {
  const config = fetch('/config.json', { cache: 'no-store' }).then((r) => r.json());
  const { language: lng, signedIn } = firstScreen(() => localStorage, navigator.languages ?? []);
  // The user's language only: no language falls back on another (src/i18n/i18n.ts).
  const words = (ns: Namespace) => void loaders[lng as keyof typeof loaders]?.[ns]?.().catch(() => {});
  words('common');
  words('shell');
  // Signed out: the login page's words (its own namespace, so the signed-in first load does without them).
  if (!signedIn) words('session');
  const route = signedIn ? routeFor(location.pathname) : null;
  let page: Promise<unknown> = Promise.resolve();
  if (route && !('notInRelease' in route.page)) {
    page = route.page().catch(() => {});
    void route.prefetch?.().catch(() => {});
    for (const ns of wordsOf(route.ns)) words(ns);
  }
  return { config, route, page, language: lng };
}
