import { directionOf } from '../i18n/languages';
import { firstScreen } from './first-screen';

/**
 * Inlined by build.mjs in index.html's head (its hash in the Content-Security-
 * Policy), so it runs before the body is parsed and the loading screen paints
 * at once in the frame and language of the screen to come: the sign-in page's
 * frame without a kept session, else the shell's; the saved language, else
 * the browser's, Arabic right to left. Without JavaScript the screen paints
 * all the same, in the shell's frame and the language the server chose.
 */
const { language, signedIn } = firstScreen(() => localStorage, navigator.languages ?? []);
const html = document.documentElement;
html.lang = language;
html.dir = directionOf(language);
html.dataset.boot = signedIn ? 'shell' : 'sign-in';
