import { useTranslation } from 'react-i18next';
import { closePanel, dismissPanel, type OpenPanel } from '../kernel/panel-store';
import { panelLoader, type PanelModule } from '../kernel/panel-registry';
import { namespaceOf, useModule } from '../kernel/module-cache';
import { ErrorBoundary, ErrorFallback } from '../ui/error-boundary';
import { SidePanel } from '../ui/side-panel';
import { CurrentPanel } from '../ui/current-panel';
import { Spinner } from '../ui/empty-state';
import { Suspense } from 'react';

const unknownPanel = new Map<string, () => Promise<PanelModule>>();
function loaderOf(kind: string): () => Promise<PanelModule> {
  const loader = panelLoader(kind);
  if (loader) return loader;
  let missing = unknownPanel.get(kind);
  if (!missing) unknownPanel.set(kind, (missing = () => Promise.reject(new Error(`unknown panel ${kind}`))));
  return missing;
}

function PanelLoading({ onClose }: { onClose(): void }) {
  const { t } = useTranslation('common');
  return (
    <SidePanel open onClose={onClose} title={t('state.loading')}>
      <Spinner label={t('state.loading')} />
    </SidePanel>
  );
}

/** A panel that failed (its chunk, its answer or its drawing) says so inside a side panel the user can close; a retry loads it afresh. */
function PanelFailed({ onClose, onRetry, error }: { onClose(): void; onRetry(): void; error: Error }) {
  const { t } = useTranslation('common');
  return (
    <SidePanel open onClose={onClose} title={t('Error.PanelFailed')}>
      <ErrorFallback onRetry={onRetry} what="panel" error={error} />
    </SidePanel>
  );
}

/** The open panels, each behind its own error boundary; drawn once a panel is open (panel-host.tsx). */
export default function PanelStack({ panels }: { panels: OpenPanel[] }) {
  return (
    <>
      {panels.map((p) => (
        <ErrorBoundary key={p.key} what="panel" fallback={(retry, error) => <PanelFailed onClose={() => closePanel(p.key)} onRetry={retry} error={error} />}>
          <Suspense fallback={<PanelLoading onClose={() => closePanel(p.key)} />}>
            <PanelSlot panelKey={p.key} kind={p.kind} params={p.params} draftKey={p.draftKey} />
          </Suspense>
        </ErrorBoundary>
      ))}
    </>
  );
}

function PanelSlot({ panelKey, kind, params, draftKey }: { panelKey: number; kind: string; params: Record<string, unknown>; draftKey: string }) {
  // The panel's code and its area's words load together (module-cache.ts).
  const m = useModule(loaderOf(kind), namespaceOf(kind));
  const onClose = () => closePanel(panelKey);
  if (!m) return <PanelLoading onClose={onClose} />;
  const Component = m.default;
  return (
    <CurrentPanel.Provider value={{ key: panelKey, kind, dismiss: () => dismissPanel(panelKey) }}>
      <Component panelKey={panelKey} params={params} onClose={onClose} draftKey={draftKey} />
    </CurrentPanel.Provider>
  );
}
