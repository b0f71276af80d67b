import { lazy, Suspense, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { closePanel, usePanels } from './panel-store';
import { panelLoaders, type PanelProps } from './panel-registry';
import { ErrorBoundary, ErrorFallback } from '../ui/error-boundary';
import { forgetOnFailure, retryFailedChunks } from './lazy-retry';
import { SidePanel } from '../ui/side-panel';
import { Spinner } from '../ui/empty-state';

const lazyCache = new Map<string, LazyExoticComponent<ComponentType<PanelProps>>>();
function panelComponent(kind: string) {
  let c = lazyCache.get(kind);
  if (!c) {
    const loader = panelLoaders[kind];
    // A chunk that failed to load is forgotten, so the boundary's retry requests it again.
    c = lazy(
      forgetOnFailure(loader ?? (() => Promise.reject(new Error(`unknown panel ${kind}`))), () => lazyCache.delete(kind)),
    );
    lazyCache.set(kind, c);
  }
  return c;
}

function PanelLoading({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('common');
  return (
    <SidePanel open onClose={onClose} title={t('state.loading')}>
      <Spinner label={t('state.loading')} />
    </SidePanel>
  );
}

/** Draws the open panels, each behind its own error boundary. */
export function PanelHost() {
  const panels = usePanels();
  return (
    <>
      {panels.map((p) => (
        <PanelSlot key={p.key} panelKey={p.key} kind={p.kind} params={p.params} />
      ))}
    </>
  );
}

/** A panel that failed (its chunk, or its drawing) says so inside a side panel the user can close. */
function PanelFailed({ onClose, onRetry }: { onClose(): void; onRetry(): void }) {
  const { t } = useTranslation('common');
  return (
    <SidePanel open onClose={onClose} title={t('Error.PanelFailed')}>
      <ErrorFallback onRetry={onRetry} what="panel" />
    </SidePanel>
  );
}

function PanelSlot({ panelKey, kind, params }: { panelKey: number; kind: string; params: Record<string, unknown> }) {
  const onClose = () => closePanel(panelKey);
  return (
    <ErrorBoundary what="panel" onRetry={retryFailedChunks} fallback={(retry) => <PanelFailed onClose={onClose} onRetry={retry} />}>
      <PanelBody panelKey={panelKey} kind={kind} params={params} onClose={onClose} />
    </ErrorBoundary>
  );
}

/** Inside the boundary, so a retry looks the component up again. */
function PanelBody({ panelKey, kind, params, onClose }: { panelKey: number; kind: string; params: Record<string, unknown>; onClose(): void }) {
  const Component = useMemo(() => panelComponent(kind), [kind]);
  return (
    <Suspense fallback={<PanelLoading onClose={onClose} />}>
      <Component panelKey={panelKey} params={params} onClose={onClose} />
    </Suspense>
  );
}
