import { createStore } from '../domain/store';
import { useStore } from '../ui/use-store';
import { useToasts } from '../ui/toast-store';
import { ErrorBoundary } from '../ui/error-boundary';
import { useModule } from '../kernel/module-cache';

/*
 * The toasts' live region (its placement beside panels, its buttons) is not
 * part of the first paint, which raises no toast: it loads once the page is
 * idle (after-paint.ts), before a person can act, or at once if a toast comes
 * before that (a failed start). Issue 35, the first load's weight: 0.8 KB gzip.
 * Its code failing to load (a network gone) costs the toasts, never the app;
 * the next toast tries again.
 */
const loadRegion = () => import('../ui/toast-region');
const wanted = createStore(false);
export const preloadToastRegion = () => wanted.set(true);

export function ToastHost() {
  const shown = useToasts().length;
  const idle = useStore(wanted);
  if (!idle && !shown) return null;
  return (
    <ErrorBoundary fallback={() => null} resetKey={shown}>
      <LoadedRegion />
    </ErrorBoundary>
  );
}

function LoadedRegion() {
  const m = useModule(loadRegion);
  return m ? <m.ToastRegion /> : null;
}
