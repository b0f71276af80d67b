import { ErrorBoundary } from '../ui/error-boundary';
import { usePanels } from '../kernel/panel-store';
import { preload, useModule } from '../kernel/module-cache';

/*
 * The side-panel frame (Radix's dialog and the panel slots) is not part of
 * the first paint: it loads when the page is idle or when the first panel
 * opens, whichever comes first (issue 13).
 */
const loadStack = () => import('./panel-stack');
export const preloadPanelStack = () => preload(loadStack);

/** Draws the open panels. */
export function PanelHost() {
  const panels = usePanels();
  if (!panels.length) return null;
  return (
    <ErrorBoundary>
      <OpenPanels panels={panels} />
    </ErrorBoundary>
  );
}

function OpenPanels({ panels }: { panels: ReturnType<typeof usePanels> }) {
  const m = useModule(loadStack);
  if (!m) return null;
  const Stack = m.default;
  return <Stack panels={panels} />;
}
