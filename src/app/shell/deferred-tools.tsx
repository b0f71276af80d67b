import { useDeferredValue, useLayoutEffect, type ReactNode } from 'react';
import { Icon } from '../../ui/icon';
import { createStore } from '../../domain/store';
import { useStore } from '../../ui/use-store';
import { preload } from '../../kernel/module-cache';

/**
 * The header's menus arrive after the first paint (header-tools.tsx). Until
 * then each shows as a placeholder button that looks and reads the same; a
 * click or key on it loads the menus at once and opens the one asked for,
 * and keyboard focus moves to the real trigger when it replaces its
 * placeholder.
 */
type Tools = typeof import('./header-tools');
const tools = createStore<Tools | null>(null);
let loading: Promise<Tools> | null = null;
let wanted: string | null = null;
let focusedId: string | null = null;

export function loadHeaderTools(): Promise<Tools> {
  // Through the module cache: the menus' words (the deferred namespace) come with their code.
  loading ??= preload(() => import('./header-tools')).then((m) => {
    const el = document.activeElement as HTMLElement | null;
    focusedId = el?.dataset.deferredTool ?? null;
    tools.set(m);
    return m;
  });
  loading.catch(() => (loading = null));
  return loading;
}

export function useHeaderTools(): Tools | null {
  // Deferred: the store's change is rendered synchronously, in the task the module came in; the tools
  // (the bell's, the tasks' and the menus' statecharts with them) then mount in a render React slices
  // (issue 25: one task of 50 ms here, four times that on a phone). The focus moves once they are drawn.
  const m = useDeferredValue(useStore(tools));
  useLayoutEffect(() => {
    if (!m) return;
    const forget = setTimeout(forgetWanted, 0);
    if (!focusedId) return () => clearTimeout(forget);
    const id = focusedId;
    focusedId = null;
    document.querySelector<HTMLElement>(`[data-testid="${id}"]`)?.focus();
    return () => clearTimeout(forget);
  }, [m]);
  return m;
}

/** True for the one tool whose placeholder was clicked: it mounts open. */
export const openOnMount = (testId: string) => (wanted === testId ? true : undefined);
/** Called once the real tools are in: later mounts open closed. */
export const forgetWanted = () => void (wanted = null);

function ask(testId: string) {
  wanted = testId;
  void loadHeaderTools();
}

/** A placeholder trigger: same classes, name, test id and popup semantics as the real one. */
export function ToolPlaceholder({ testId, label, icon, className = 'icon-button header-button', dialog, children }: {
  testId: string;
  label: string;
  icon?: string;
  className?: string;
  dialog?: boolean;
  children?: ReactNode;
}) {
  return (
    <button
      type="button"
      className={className}
      // A placeholder with content is named by it, as the tool it stands for is (WCAG 2.5.3, label in name).
      aria-label={children ? undefined : label}
      data-tip={className.includes('header-button') ? label : undefined}
      data-testid={testId}
      data-deferred-tool={testId}
      aria-haspopup={dialog ? 'dialog' : 'menu'}
      aria-expanded={false}
      data-state="closed"
      onPointerDown={(e) => e.button === 0 && ask(testId)}
      onClick={() => ask(testId)}
      onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ' || e.key === 'ArrowDown') && ask(testId)}
    >
      {children ?? (icon ? <Icon name={icon} /> : null)}
    </button>
  );
}
