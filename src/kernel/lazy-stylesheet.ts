/**
 * Stylesheets built apart from the app's CSS (build.mjs `lazyStylesheets`)
 * and linked by the module that needs them, so they stay out of the first
 * load. The build defines `__LAZY_CSS__` as their URLs by name; elsewhere
 * (unit and component tests) there is nothing to link.
 */
declare const __LAZY_CSS__: Record<string, string> | undefined;

const linked = new Map<string, Promise<void>>();

/** Links the named stylesheet once; settles when it has loaded, or failed (the view still works unstyled). */
export function lazyStylesheet(name: string): Promise<void> {
  const href = typeof __LAZY_CSS__ === 'object' ? __LAZY_CSS__?.[name] : undefined;
  if (!href || typeof document === 'undefined') return Promise.resolve();
  let done = linked.get(href);
  if (!done) {
    done = new Promise<void>((resolve) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.onload = link.onerror = () => resolve();
      document.head.append(link);
    });
    linked.set(href, done);
  }
  return done;
}
