/**
 * Pure rules of the policy check (spec 1 section 4, spec 4 section 4): when a
 * user must go through the acceptance page, and which routes stay quiet.
 */
export interface PolicyStatus {
  hasAcceptedPolicy: boolean;
  requiresPolicyAcceptance: boolean;
  isEnforced: boolean;
}

export const TERMS_PATH = '/account/termsacceptance';

export const POLICY_TIMING = {
  /** First check after the application loads. */
  loadDelayMs: 100,
  /** Check after each route change. */
  routeDelayMs: 500,
  /** A manual forced check. */
  forceDelayMs: 100,
  /** Unforced checks closer than this to the previous one are skipped. */
  minIntervalMs: 120000,
  /** No second redirect within this time. */
  redirectGuardMs: 3000,
} as const;

export const mustAccept = (s: PolicyStatus) => s.isEnforced && !s.hasAcceptedPolicy && s.requiresPolicyAcceptance;

const pathOf = (url: string) => url.split(/[?#]/)[0].toLowerCase();

/** Route changes to the session pages trigger no check. */
export function isQuietRoute(url: string): boolean {
  const p = pathOf(url);
  return p === '/account/login' || p === '/account/logout' || p === TERMS_PATH;
}

/** Login, logout and /api/… never redirect (nor does the acceptance page itself). */
export function isRedirectablePath(url: string): boolean {
  const p = pathOf(url);
  return !(p === '/account/login' || p === '/account/logout' || p.startsWith('/api/') || p === TERMS_PATH);
}

export const termsUrl = (returnUrl: string) => `${TERMS_PATH}?returnUrl=${encodeURIComponent(returnUrl)}`;
