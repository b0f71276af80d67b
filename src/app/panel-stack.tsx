import { useTranslation } from 'react-i18next';
import { closePanel, dismissPanel, type OpenPanel } from '../kernel/panel-store';
import { panelLoader, type PanelModule } from '../kernel/panel-registry';
import { loaded, namespaceOf, preload, useModule } from '../kernel/module-cache';
import { ErrorBoundary, ErrorFallback } from '../ui/error-boundary';
import { SidePanel } from '../ui/side-panel';
import { CurrentPanel } from '../ui/current-panel';
import { Spinner } from '../ui/empty-state';
import { Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { useConfig } from '../kernel/services';
import { loadDemoBar } from './shell/banners';

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
    <SidePanel open onClose={onClose} title={t('state.loading')} placeholder>
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
  const drawn = useMountedInTurn(panels.length, useCodeInTurn(panels) + 1);
  return (
    <>
      {panels.slice(0, drawn).map((p) => (
        <ErrorBoundary key={p.key} what="panel" fallback={(retry, error) => <PanelFailed onClose={() => closePanel(p.key)} onRetry={retry} error={error} />}>
          <Suspense fallback={<PanelLoading onClose={() => closePanel(p.key)} />}>
            <PanelSlot panelKey={p.key} kind={p.kind} params={p.params} draftKey={p.draftKey} />
          </Suspense>
        </ErrorBoundary>
      ))}
    </>
  );
}

/**
 * How many panels, from the bottom, have their code and words in (or failed to load them: the failure is drawn in
 * place). A panel whose code is still coming is drawn as 'Chargement…' and the ones opened above it wait for it:
 * its real dialog replaces the placeholder, and a modal dialog hides the rest of the page from assistive tech as it
 * mounts, so mounted after the one above, it hid the top panel and was drawn over it (full run 99: the expense note
 * form, still loading when the leave form was opened over it, came in with it and left the leave form aria-hidden).
 */
function useCodeInTurn(panels: readonly OpenPanel[]): number {
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const [, setTick] = useState(0);
  const first = panels.findIndex((p) => !loaded(loaderOf(p.kind)) && !failed.has(p.kind));
  const waiting = first < 0 ? null : panels[first]!.kind;
  useEffect(() => {
    if (!waiting) return;
    let live = true;
    preload(loaderOf(waiting), namespaceOf(waiting)).then(
      () => live && setTick((n) => n + 1),
      () => live && setFailed((f) => new Set(f).add(waiting)),
    );
    return () => {
      live = false;
    };
  }, [waiting]);
  return first < 0 ? panels.length : first;
}

/**
 * How many of the panels are drawn: panels given back together (a reload, a sign-in) mount one a commit, in their
 * order, as panels opened one after the other do. A modal dialog hides the rest of the page from assistive tech when
 * it mounts (Radix, in an effect): mounted in one commit, the panel under it did so last and hid the top one (the
 * persona review, after a reload: the leave form's title and close button were aria-hidden). Each further commit
 * comes before the browser paints (a layout effect), and React runs the previous commit's effects before it.
 */
function useMountedInTurn(count: number, limit: number): number {
  const [drawn, setDrawn] = useState(Math.min(count, limit, 1));
  useLayoutEffect(() => {
    // Fewer panels: the closed ones go at once. More: one a commit, up to the limit (a panel drawn stays drawn).
    if (count < drawn) setDrawn(count);
    else if (drawn < Math.min(count, limit)) setDrawn(drawn + 1);
  }, [drawn, count, limit]);
  return Math.min(drawn, count);
}

/**
 * In demo and sandbox, a panel's header offers its statechart, drawn live beside the panel's content (persona review:
 * on a phone the panel covered the demo bar, and closing it to reach the inspector ended the very statechart to
 * watch; opened as a panel above, it covered the form it described). The switch and the chart come with the demo
 * bar's code, already loaded in those modes.
 */
function PanelChart({ panelKey, load, part }: { panelKey: number; load: NonNullable<typeof loadDemoBar>; part: 'PanelChartButton' | 'PanelChartAside' }) {
  const m = useModule(load, 'demo');
  if (!m) return null;
  const Part = m[part];
  return <Part panelKey={panelKey} />;
}
function useDemoTools(panelKey: number, kind: string) {
  const demo = useConfig().mode !== 'production' && !kind.startsWith('demo.') ? loadDemoBar : null;
  return demo ? { tools: <PanelChart panelKey={panelKey} load={demo} part="PanelChartButton" />, aside: <PanelChart panelKey={panelKey} load={demo} part="PanelChartAside" /> } : {};
}

function PanelSlot({ panelKey, kind, params, draftKey }: { panelKey: number; kind: string; params: Record<string, unknown>; draftKey: string }) {
  // The panel's code and its area's words load together (module-cache.ts).
  const m = useModule(loaderOf(kind), namespaceOf(kind));
  const { tools, aside } = useDemoTools(panelKey, kind);
  const onClose = () => closePanel(panelKey);
  if (!m) return <PanelLoading onClose={onClose} />;
  const Component = m.default;
  return (
    <CurrentPanel.Provider value={{ key: panelKey, kind, draftKey, dismiss: () => dismissPanel(panelKey), tools, aside }}>
      <Component panelKey={panelKey} params={params} onClose={onClose} draftKey={draftKey} />
    </CurrentPanel.Provider>
  );
}
