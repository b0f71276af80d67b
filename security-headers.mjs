// @ts-check
// The security headers of every server of the project (issue 21): the dev
// server and the preview (build.mjs), the test suites' static servers and
// the loopback API host (server-fake/node/http-host.ts). The README gives
// the same as nginx and Caddy configuration for deployers.
import { createHash } from 'node:crypto';

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
 * The hashes of a page's inline scripts and stylesheets, as the Content-
 * Security-Policy names them: index.html carries its first paint inline
 * (issue 25), and the policy allows those bytes and no others.
 * @param {string} html
 * @returns {{ scripts: string[], styles: string[] }}
 */
export function inlineHashes(html) {
  const hash = (/** @type {string} */ text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
  const bodies = (/** @type {RegExp} */ re) => [...html.matchAll(re)].map((m) => hash(m[1]));
  return { scripts: bodies(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi), styles: bodies(/<style[^>]*>([\s\S]*?)<\/style>/gi) };
}

/**
 * What the app's pages may do, and nothing more (issue 21): the README's
 * strict policy, with the API's origin (config.json's apiBaseUrl) where
 * calls, files and the hub go. `frame-src blob:` lets a file viewer show a
 * PDF the app fetched; a blob document inherits this policy, so no script
 * runs in it. `inline` names, by hash, the page's own inline script and
 * stylesheet (inlineHashes): nothing else inline runs or applies.
 * @param {{ apiBaseUrl?: string, inline?: { scripts: string[], styles: string[] } }} [o]
 * @returns {Record<string, string>}
 */
export function securityHeaders({ apiBaseUrl = '', inline = { scripts: [], styles: [] } } = {}) {
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
      ["script-src 'self'", ...inline.scripts].join(' '),
      ["style-src 'self'", ...inline.styles].join(' '),
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
