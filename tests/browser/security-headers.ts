import * as assert from 'uvu/assert';
import type { BrowserContext } from 'playwright-core';

/**
 * What issue 21 asks every server of ours to send, checked on one answer's
 * headers (names in lower case, as fetch and Node give them).
 */
export function assertSecurityHeaders(headers: Record<string, string>, where: string, o: { page?: boolean } = { page: true }) {
  const csp = headers['content-security-policy'] ?? '';
  const directive = (name: string) => csp.split(';').map((d) => d.trim()).find((d) => d.split(/\s+/)[0] === name) ?? '';
  assert.ok(csp, `${where}: a Content-Security-Policy`);
  assert.is(directive('frame-ancestors'), "frame-ancestors 'none'", `${where}: frame-ancestors 'none'`);
  if (o.page) {
    // The README's strict policy: nothing inline, nothing evaluated, nothing from elsewhere unless named.
    assert.is(directive('default-src'), "default-src 'self'", `${where}: default-src`);
    // A page may name its own inline first paint by hash (index.html), nothing more.
    assert.match(directive('script-src'), /^script-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')?$/, `${where}: script-src`);
    assert.match(directive('style-src'), /^style-src 'self'( 'sha256-[A-Za-z0-9+/]+=*')?$/, `${where}: style-src`);
    assert.is(directive('object-src'), "object-src 'none'", `${where}: object-src`);
    assert.is(directive('base-uri'), "base-uri 'self'", `${where}: base-uri`);
    assert.not.ok(/unsafe-inline|unsafe-eval|\*/.test(csp), `${where}: no unsafe-inline, unsafe-eval or wildcard in ${csp}`);
  } else {
    assert.is(directive('default-src'), "default-src 'none'", `${where}: an API answer loads nothing`);
  }
  assert.is(headers['x-frame-options'], 'DENY', `${where}: X-Frame-Options`);
  assert.is(headers['x-content-type-options'], 'nosniff', `${where}: X-Content-Type-Options`);
  assert.is(headers['referrer-policy'], 'strict-origin-when-cross-origin', `${where}: Referrer-Policy`);
  const permissions = headers['permissions-policy'] ?? '';
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) assert.ok(permissions.includes(`${feature}=()`), `${where}: Permissions-Policy denies ${feature} (${permissions})`);
}

export const headersOf = (res: Response) => Object.fromEntries([...res.headers.entries()].map(([k, v]) => [k.toLowerCase(), v]));

/** Every Content-Security-Policy violation of the context's pages, as `directive blocked-uri`. */
export async function collectCspViolations(context: BrowserContext): Promise<() => Promise<string[]>> {
  await context.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
  });
  return async () => (await Promise.all(context.pages().map((p) => p.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []).catch(() => [])))).flat();
}
