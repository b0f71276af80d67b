import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { DirectionProvider } from '@radix-ui/react-direction';
import { useCurrentUser, useSessionSelector, usePermissions } from '../kernel/services';
import { routeTable, type RouteDef } from './route-table';
import { allows } from '../kernel/permissions';
import { preload, useModule } from '../kernel/module-cache';
import { Shell } from './shell/shell';
import { ModeBanner } from './shell/banners';
import { ToastHost } from './toast-host';
import { FileViewerHost } from '../kernel/file-viewer-host';
import { Spinner } from '../ui/empty-state';
import { loginUrl, safeReturnUrl } from '../../machines/shared/return-url';
import { selectIsRestoring, selectIsSignedIn } from '../../machines/shared/session.selectors';

// Through the module cache, with the words they read (namespaces.ts, `wordsOf`): the sign-in page is a first screen.
const LoginPage = lazy(() => preload(() => import('../features/session/login-page'), 'session'));
const LogoutPage = lazy(() => preload(() => import('../features/session/logout-page'), 'session'));
const TermsPage = lazy(() => preload(() => import('../features/settings/terms-page'), 'settings'));

/** The 403, 404 and 'not in this release' pages: rare, so loaded when shown rather than with the first load. */
const statusPages = () => import('./pages/status-pages');
function StatusPage({ kind, labelKey }: { kind: 'forbidden' | 'notFound' | 'notInRelease'; labelKey?: string }) {
  const { t } = useTranslation('common');
  const m = useModule(statusPages);
  if (!m) return <Spinner label={t('state.loading')} />;
  if (kind === 'forbidden') return <m.ForbiddenPage />;
  if (kind === 'notFound') return <m.NotFoundPage />;
  return <m.NotInReleasePage labelKey={labelKey!} />;
}

/**
 * Pages load through module-cache rather than React.lazy: the page of the
 * address is usually in before the first render (early-start.ts), and a
 * later one shows as soon as its code and words are in, with no retry
 * render for React to hold back.
 */
function Guarded({ def }: { def: RouteDef }) {
  const permissions = usePermissions();
  return allows(permissions, def.rule) ? <RoutePage def={def} /> : <StatusPage kind="forbidden" />;
}

function RoutePage({ def }: { def: RouteDef }) {
  const page = def.page;
  useEffect(() => void def.prefetch?.().catch(() => {}), [def]);
  if ('notInRelease' in page) return <StatusPage kind="notInRelease" labelKey={page.notInRelease} />;
  return <LoadedPage load={page} ns={def.ns} />;
}

function LoadedPage({ load, ns }: { load: () => Promise<{ default: ComponentType }>; ns: RouteDef['ns'] }) {
  const { t } = useTranslation('common');
  const m = useModule(load, ns);
  if (!m) return <Spinner label={t('state.loading')} />;
  const Page = m.default;
  return <Page />;
}

function SignedInApp() {
  return (
    <Shell>
      <Switch>
        {routeTable.map((def) => (
          <Route key={def.path} path={def.path}>
            <Guarded def={def} />
          </Route>
        ))}
        <Route>
          <StatusPage kind="notFound" />
        </Route>
      </Switch>
    </Shell>
  );
}

function RequireSession() {
  const [pathname] = useLocation();
  const signedIn = useSessionSelector(selectIsSignedIn);
  const person = useCurrentUser()?.userId;
  if (!signedIn) return <Redirect to={loginUrl(`${pathname}${location.search}`)} replace />;
  // What the screen read (figures, lists, menus, counts, each view's statecharts) belongs to the person signed in:
  // another person (a persona switch, 'connect as', leaving it) starts the shell afresh, as a sign-in does (issue 34).
  return <SignedInApp key={person} />;
}

function SignedOutOnly({ children }: { children: React.ReactNode }) {
  const signedIn = useSessionSelector(selectIsSignedIn);
  // A signed-in visit to the login page goes on to where it was headed.
  if (signedIn) return <Redirect to={safeReturnUrl(new URLSearchParams(location.search).get('returnUrl'))} replace />;
  return <>{children}</>;
}

export function App() {
  const { t, i18n } = useTranslation('common');
  const restoring = useSessionSelector(selectIsRestoring);
  useEffect(() => {
    document.documentElement.lang = i18n.language;
    document.documentElement.dir = i18n.dir(i18n.language);
  }, [i18n, i18n.language]);
  if (restoring) return <Spinner label={t('state.loading')} />;
  // Radix's menus and dialogs read the direction from here, not from the page: in Arabic a menu opens from the
  // start of its button on the right, and arrow keys go the way the text reads.
  return (
    <DirectionProvider dir={i18n.dir(i18n.language)}>
      <Suspense fallback={<Spinner label={t('state.loading')} />}>
        <Switch>
          <Route path="/account/login">
            <SignedOutOnly>
              <LoginPage />
            </SignedOutOnly>
          </Route>
          <Route path="/account/logout" component={LogoutPage} />
          <Route path="/account/termsacceptance">
            {/* The gate is a page of the demo too: the presenter can switch person there (issue 36 item 4). */}
            <ModeBanner />
            <TermsPage />
          </Route>
          <Route>
            <RequireSession />
          </Route>
        </Switch>
      </Suspense>
      <ToastHost />
      <FileViewerHost />
    </DirectionProvider>
  );
}
