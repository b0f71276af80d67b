import { GlobalRegistrator } from '@happy-dom/global-registrator';

/** Component tests render into happy-dom; React is told it runs under act(). */
GlobalRegistrator.register({ url: 'http://localhost:8080/', width: 1280, height: 800 });
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// A download (a blob: link, or one with a download attribute) is the browser's to save. happy-dom would follow it
// and leave the one window the component files share on another page (about:blank) for every file after it.
// The click still happens, so a test listening for it sees it; only the navigation is prevented.
const click = HTMLAnchorElement.prototype.click;
HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
  if (this.href.startsWith('blob:') || this.hasAttribute('download')) this.addEventListener('click', (e) => e.preventDefault(), { once: true });
  click.call(this);
};

// happy-dom lays nothing out, so its IntersectionObserver never says an element is in view. Here every observed
// element is in view at once, as on a screen tall enough for the whole page (the dashboard's cards load when in view).
globalThis.IntersectionObserver = class {
  constructor(private readonly report: IntersectionObserverCallback) {}
  observe(el: Element) {
    queueMicrotask(() => this.report([{ target: el, isIntersecting: true, intersectionRatio: 1 } as unknown as IntersectionObserverEntry], this as unknown as IntersectionObserver));
  }
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
  readonly root = null;
  readonly rootMargin = '0px';
  readonly thresholds = [0];
} as unknown as typeof IntersectionObserver;

// happy-dom's popstate comes from its own history (back, forward) but is not marked trusted as a browser's is: the
// panel store tells its own back landing from a synthetic popstate by that mark (no component test dispatches one).
Object.defineProperty(PopStateEvent.prototype, 'isTrusted', { get: () => true });
