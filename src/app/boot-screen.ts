/**
 * index.html's loading screen (#boot, drawn by src/styles/first-paint.css before
 * any script runs) covers the page, out of the flow, until the app draws its
 * first real screen into #root: the sign-in page, the shell, an error. A
 * spinner is not one (the screen's own progress bar says as much), so the
 * screen stays through the app's waits instead of flashing a spinner. It
 * goes in the same frame as the screen comes (a MutationObserver runs
 * before the next paint), and nothing in the flow moves.
 */
const waiting = '.spinner, .toast-region';

/** Resolves once the first real screen is in #root (and the loading screen gone). */
export function dismissBootScreenOnFirstScreen(root: HTMLElement): Promise<void> {
  const boot = document.getElementById('boot');
  return new Promise((resolve) => {
    const check = () => {
      if (![...root.children].some((el) => !el.matches(waiting))) return false;
      boot?.remove();
      resolve();
      return true;
    };
    if (check()) return;
    const observer = new MutationObserver(() => check() && observer.disconnect());
    observer.observe(root, { childList: true });
  });
}

/** The app could not start: say so in place of the loading screen. */
export function showBootFailure(message: string) {
  document.getElementById('boot')?.remove();
  const root = document.getElementById('root');
  if (!root) return;
  const p = document.createElement('p');
  p.className = 'boot-failure';
  p.textContent = message;
  root.replaceChildren(p);
}
