/**
 * returnUrl is only ever followed to a same-origin relative path. Anything that
 * could leave the origin (//host, /\host, scheme:, encoded forms of those) or
 * loop back into the session pages falls back to the dashboard.
 */
export function safeReturnUrl(raw: string | null | undefined, fallback = '/'): string {
  if (!raw) return fallback;
  let value = raw.trim();
  // Decode repeatedly so %2F%2Fevil and double-encoded forms are seen for what they are.
  for (let i = 0; i < 3; i++) {
    try {
      const decoded = decodeURIComponent(value);
      if (decoded === value) break;
      value = decoded;
    } catch {
      return fallback;
    }
  }
  // Browsers ignore tabs and newlines inside URLs: strip them before judging.
  value = value.replace(/[\t\n\r]/g, '');
  if (!value.startsWith('/')) return fallback;
  if (value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (/^\/[^/]*:/.test(value) && /^[a-z][a-z0-9+.-]*:/i.test(value.slice(1))) return fallback;
  // eslint-disable-next-line no-control-regex -- refusing control characters is the point
  if (/[\u0000-\u001f]/.test(value)) return fallback;
  const pathOnly = value.split(/[?#]/)[0].toLowerCase();
  if (pathOnly === '/account/login' || pathOnly === '/account/logout') return fallback;
  return value;
}

/** The login URL that brings the user back where they were. */
export function loginUrl(returnTo?: string | null): string {
  if (!returnTo) return '/account/login';
  const safe = safeReturnUrl(returnTo, '');
  if (!safe || safe === '/') return '/account/login';
  return `/account/login?returnUrl=${encodeURIComponent(safe)}`;
}
