// @ts-check
// The security headers of every server of the project (issue 21): the dev
// server and the preview (build.mjs), the test suites' static servers and
// the loopback API host (server-fake/node/http-host.ts). The README gives
// the same as nginx and Caddy configuration for deployers.

/**
 * The headers every answer of ours carries, pages and API alike.
 * Permissions-Policy names only features Chromium knows (an unknown one is
 * an error in the console): the app uses none of them.
 */
const common = {
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), serial=(), usb=(), xr-spatial-tracking=()',
};

/**
 * What the app's pages may do, and nothing more (issue 21): the README's
 * strict policy, with the API's origin (config.json's apiBaseUrl) where
 * calls, files and the hub go. `frame-src blob:` lets a file viewer show a
 * PDF the app fetched; a blob document inherits this policy, so no script
 * runs in it.
 * @param {{ apiBaseUrl?: string }} [o]
 * @returns {Record<string, string>}
 */
export function securityHeaders({ apiBaseUrl = '' } = {}) {
  let api = '';
  try {
    if (apiBaseUrl) api = new URL(apiBaseUrl).origin;
  } catch {
    // Not an absolute URL: calls stay on this origin.
  }
  const withApi = (/** @type {string} */ sources) => (api ? `${sources} ${api}` : sources);
  return {
    'Content-Security-Policy': [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self'",
      withApi("img-src 'self' data: blob:"),
      api ? `connect-src 'self' ${api} ${api.replace(/^http/, 'ws')}` : "connect-src 'self'",
      "font-src 'self'",
      'frame-src blob:',
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; '),
    ...common,
  };
}

/**
 * An API answer's: it is data, never a page, so it may load nothing and be
 * framed by no one (a file route may narrow it further, e.g. `sandbox`).
 * @returns {Record<string, string>}
 */
export function apiSecurityHeaders() {
  return { 'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'", ...common };
}
