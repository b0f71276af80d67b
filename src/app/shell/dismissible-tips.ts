import { useEffect } from 'react';

/**
 * WCAG 1.4.13 for the header's CSS tooltips: Escape hides the one showing
 * without moving the pointer or the focus; it shows again once the pointer
 * leaves its button or the focus moves. The tooltips stay hoverable in CSS
 * (app.css). Escape is only watched, never stopped: a popup or panel that
 * closes on it still does.
 */
export function useDismissibleTips() {
  useEffect(() => {
    const root = document.documentElement;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') root.classList.add('tips-dismissed');
    };
    const show = () => root.classList.remove('tips-dismissed');
    const onPointerOut = (e: PointerEvent) => {
      const button = (e.target as Element | null)?.closest?.('.header-button');
      // Moving between a button's own parts (its icon, its tooltip) is not leaving it.
      if (button && !button.contains(e.relatedTarget as Node | null)) show();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', show);
    document.addEventListener('pointerout', onPointerOut);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', show);
      document.removeEventListener('pointerout', onPointerOut);
      show();
    };
  }, []);
}
