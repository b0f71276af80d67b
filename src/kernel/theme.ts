/** Skins: cookie `theme` for a year, stylesheets from /skin and /auth-skin (spec 1 sections 1 and 9). */
export const themes = ['MintRH', 'Ocean', 'Night'] as const;
export const defaultTheme = 'MintRH';
export const THEME_COOKIE_MAX_AGE = 31536000;

const valid = (name: string | null | undefined): name is string => !!name && /^[A-Za-z0-9_-]{1,40}$/.test(name);

export function readThemeCookie(cookie: string = typeof document === 'undefined' ? '' : document.cookie): string {
  const m = /(?:^|;\s*)theme=([^;]*)/.exec(cookie);
  const value = m ? decodeURIComponent(m[1]) : null;
  return valid(value) ? value : defaultTheme;
}

export function themeCookie(name: string): string {
  return `theme=${encodeURIComponent(name)}; max-age=${THEME_COOKIE_MAX_AGE}; path=/; SameSite=Lax`;
}

function setLink(id: string, href: string) {
  let link = document.getElementById(id) as HTMLLinkElement | null;
  if (!link) {
    link = document.createElement('link');
    link.id = id;
    link.rel = 'stylesheet';
    // After the app's stylesheet, which sits in the body below the loading screen
    // (index.html): a skin's :root must come later to win over the app's defaults.
    (document.body ?? document.head).appendChild(link);
  }
  if (link.getAttribute('href') !== href) link.setAttribute('href', href);
}

/** Applies a skin and remembers it; unknown or unsafe names fall back to the default. */
export function applyTheme(name: string, remember = true): string {
  const theme = valid(name) ? name : defaultTheme;
  if (typeof document === 'undefined') return theme;
  setLink('skin', `/skin/skin.${theme}.css`);
  setLink('auth-skin', `/auth-skin/skin.${theme}.css`);
  document.documentElement.dataset.theme = theme;
  if (remember) document.cookie = themeCookie(theme);
  return theme;
}
