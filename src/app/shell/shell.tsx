import { Suspense, useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Header } from './header';
import { SideNav } from './side-nav';
import { ImpersonationBanner, ModeBanner } from './banners';
import { PanelHost } from '../panel-host';
import { ErrorBoundary } from '../../ui/error-boundary';
import { Spinner } from '../../ui/empty-state';

/** The signed-in frame: header, side navigation, the page, and the open side panels. */
export function Shell({ children }: { children: ReactNode }) {
  const { t } = useTranslation('shell');
  const [menuOpen, setMenuOpen] = useState(false);
  const [pathname] = useLocation();
  const close = useCallback(() => setMenuOpen(false), []);
  return (
    <div className="app-frame">
      <a className="skip-link" href="#main">
        {t('skip.toContent')}
      </a>
      <ModeBanner />
      <ImpersonationBanner />
      <Header onMenu={() => setMenuOpen((o) => !o)} menuOpen={menuOpen} />
      <div className="app-body">
        <SideNav mobileOpen={menuOpen} onNavigate={close} />
        {menuOpen ? <div className="nav-backdrop" onClick={close} aria-hidden="true" /> : null}
        <main id="main" className="app-main" tabIndex={-1}>
          <ErrorBoundary resetKey={pathname} what="page">
            <Suspense fallback={<Spinner label={t('state.loading', { ns: 'common' })} />}>{children}</Suspense>
          </ErrorBoundary>
        </main>
      </div>
      <PanelHost />
    </div>
  );
}
