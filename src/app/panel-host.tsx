import { lazy, Suspense, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { closePanel, usePanels } from './panel-store';
import { panelLoaders, type PanelProps } from './panel-registry';
import { ErrorBoundary } from '../ui/error-boundary';
import { SidePanel } from '../ui/side-panel';
import { Spinner } from '../ui/empty-state';

const lazyCache = new Map<string, LazyExoticComponent<ComponentType<PanelProps>>>();
function panelComponent(kind: string) {
  let c = lazyCache.get(kind);
  if (!c) {
    const loader = panelLoaders[kind];
    c = lazy(loader ?? (() => Promise.reject(new Error(`unknown panel ${kind}`))));
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

function PanelSlot({ panelKey, kind, params }: { panelKey: number; kind: string; params: Record<string, unknown> }) {
  const Component = useMemo(() => panelComponent(kind), [kind]);
  const onClose = () => closePanel(panelKey);
  return (
    <ErrorBoundary>
      <Suspense fallback={<PanelLoading onClose={onClose} />}>
        <Component panelKey={panelKey} params={params} onClose={onClose} />
      </Suspense>
    </ErrorBoundary>
  );
}
