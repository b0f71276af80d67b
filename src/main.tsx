import { applyTheme, readThemeCookie } from './kernel/theme';
import { earlyStart } from './app/early-start';
import './styles/app.css';

/**
 * The entry is kept tiny: it asks at once for config.json, the shell's words
 * and the page of the address, then loads the app itself (React, the
 * session, the shell), which index.html already preloads. See start.tsx.
 */
applyTheme(readThemeCookie(), false);
const early = earlyStart();
import('./app/start')
  .then((m) => m.start(early))
  .catch((e) => {
    console.error('boot failed', e);
    const root = document.getElementById('root');
    if (root) root.textContent = 'The application could not start. Please reload the page.';
  });
