import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startApiHost, type ApiHost } from '../../server-fake/node/http-host';
import { openApp } from './harness';

/** The production build under a strict Content-Security-Policy: no inline script, no eval. */
let host: ApiHost;
test.before(async () => {
  host = await startApiHost();
});
test.after(async () => {
  await host.close();
});

const csp = (api: string) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    `img-src 'self' data: blob: ${api}`,
    `connect-src 'self' ${api} ${api.replace('http', 'ws')}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

test('signs in and works under a strict CSP with no violation', async () => {
  const t = await openApp({ mode: 'production', path: '/account/login', config: { apiBaseUrl: host.url }, headers: { 'Content-Security-Policy': csp(host.url) } });
  try {
    await t.page.evaluate(() => {
      (window as unknown as { __csp: string[] }).__csp = [];
      document.addEventListener('securitypolicyviolation', (e) => (window as unknown as { __csp: string[] }).__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
    });
    await t.page.fill('input[name=userName]', 'omar');
    await t.page.fill('input[name=password]', 'demo');
    await t.page.click('button[type=submit]');
    await t.page.waitForSelector('nav#side-nav');
    await t.page.click('a[data-nav="/collaborateur"]');
    await t.page.getByText('Karim Benali').first().waitFor();
    // The FullCalendar routes too: their stylesheets come from our bundle, nothing injected inline.
    const go = (path: string) => t.page.evaluate((p) => (history.pushState(null, '', p), dispatchEvent(new PopStateEvent('popstate'))), path);
    await go('/conge/timeline');
    await t.page.locator('[data-testid=leave-timeline] a[href$="/conge/calendar"]').first().waitFor();
    await t.page.locator('[data-testid=leave-timeline] [role=button]').first().waitFor();
    await go('/employee/1/conge/calendar');
    await t.page.locator('[data-testid=leave-month] [role=gridcell]').first().waitFor();
    assert.is(await t.page.locator('style').count(), 0, 'no <style> element: style-src self would refuse it');
    const violations = await t.page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
    assert.equal(violations, []);
    assert.equal(t.errors.filter((e) => /Content Security Policy|Refused/.test(e)), []);
  } finally {
    await t.close();
  }
});

test.run();
