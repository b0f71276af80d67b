import { lazy, Suspense, useEffect, useMemo, type ComponentType } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { useTranslation } from 'react-i18next';
import { useSessionSelector, usePermissions } from './app-context';
import { routeTable, type RouteDef } from './route-table';
import { allows } from './permissions';
import { Shell } from './shell/shell';
import { forgetOnFailure } from './lazy-retry';
import { ForbiddenPage, NotFoundPage, NotInReleasePage } from './pages/status-pages';
import { ToastRegion } from '../ui/toast-region';
import { Spinner } from '../ui/empty-state';
import { loginUrl, safeReturnUrl } from '../../machines/shared/return-url';
import { selectIsRestoring, selectIsSignedIn } from '../../machines/shared/session.selectors';

const LoginPage = lazy(() => import('../features/session/login-page'));
const LogoutPage = lazy(() => import('../features/session/logout-page'));
const TermsPage = lazy(() => import('../features/session/terms-page'));

const pageCache = new Map<RouteDef, ComponentType>();
function pageOf(def: RouteDef): ComponentType {
  let c = pageCache.get(def);
  if (!c) {
    const page = def.page;
    // A page chunk that failed to load is forgotten on the page boundary's retry, which requests it again.
    const load = 'notInRelease' in page ? null : page;
    c = load
      ? lazy(forgetOnFailure(load, () => pageCache.delete(def)))
      : () => <NotInReleasePage labelKey={(page as { notInRelease: string }).notInRelease} />;
    pageCache.set(def, c);
  }
  return c;
}

function Guarded({ def }: { def: RouteDef }) {
  const permissions = usePermissions();
  const Page = useMemo(() => pageOf(def), [def]);
  return allows(permissions, def.rule) ? <Page /> : <ForbiddenPage />;
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
          <NotFoundPage />
        </Route>
      </Switch>
    </Shell>
  );
}

function RequireSession() {
  const [pathname] = useLocation();
  const signedIn = useSessionSelector(selectIsSignedIn);
  if (!signedIn) return <Redirect to={loginUrl(`${pathname}${location.search}`)} replace />;
  return <SignedInApp />;
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
  return (
    <>
      <Suspense fallback={<Spinner label={t('state.loading')} />}>
        <Switch>
          <Route path="/account/login">
            <SignedOutOnly>
              <LoginPage />
            </SignedOutOnly>
          </Route>
          <Route path="/account/logout" component={LogoutPage} />
          <Route path="/account/termsacceptance" component={TermsPage} />
          <Route>
            <RequireSession />
          </Route>
        </Switch>
      </Suspense>
      <ToastRegion />
    </>
  );
}
