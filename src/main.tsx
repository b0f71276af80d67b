import { applyTheme, readThemeCookie } from './kernel/theme';
import { earlyStart } from './app/early-start';
import { showBootFailure } from './app/boot-screen';
import './styles/app.css';

/**
 * The entry is kept tiny: it asks at once for config.json, the shell's words
 * and the page of the address, then loads the app itself (React, the
 * session, the shell), which index.html already preloads. See start.tsx.
 */
applyTheme(readThemeCookie(), false);
const early = earlyStart();
// index.html's loading screen paints first: the app's code (fetched and compiled meanwhile) runs after
// that frame rather than before it (issue 25: first contentful paint), at once when the frame has already
// been painted (the usual case: this module waited for the stylesheet). A hidden tab paints no frame: the timeout.
const painted = performance.getEntriesByName('first-contentful-paint').length
  ? Promise.resolve()
  : new Promise<void>((resolve) => {
      requestAnimationFrame(() => setTimeout(resolve, 0));
      setTimeout(resolve, 100);
    });
painted
  .then(() => import('./app/start'))
  .then((m) => m.start(early))
  .catch((e) => {
    console.error('boot failed', e);
    showBootFailure('The application could not start. Please reload the page.');
  });
