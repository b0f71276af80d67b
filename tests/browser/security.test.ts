import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startApiHost, type ApiHost } from '../../server-fake/node/http-host';
import { openApp } from './harness';
import type { Db } from '../../server-fake/db/db';
import { users } from '../../server-fake/models/organisation';
import { leaveRequests } from '../../server-fake/models/leave';
import { systemNow } from '../../src/domain/clock';

/**
 * The production build under the strict Content-Security-Policy our servers
 * send (security-headers.mjs, the README's): no inline script or style but
 * index.html's own first paint, named by hash; no eval.
 */
let host: ApiHost;
test.before(async () => {
  host = await startApiHost();
  awayToday(host.backend.db);
});

/**
 * The timeline's first row (names in order) is away this month until today, whatever the date
 * the suite runs on: the test looks for an event among the first rows.
 */
function awayToday(db: Db) {
  const first = users(db).filter((u) => u.active).sort((a, b) => a.fullName.localeCompare(b.fullName))[0];
  const today = new Date(systemNow()).toISOString().slice(0, 10);
  // From the 1st: the month opens scrolled to its start.
  leaveRequests(db).insert({
    userId: first.id, typeId: 2, startDate: `${today.slice(0, 8)}01`, endDate: today, morning: false, afternoon: false, startTime: null, endTime: null,
    projectId: null, description: null, fileIds: [], status: 'Accepter', durationValue: 1, durationUnit: 0, levelType: 2, approvals: [],
    createdDate: new Date(systemNow() - 86400000).toISOString(), createdBy: first.id,
  });
}
test.after(async () => {
  await host.close();
});

test('signs in and works under a strict CSP with no violation', async () => {
  const t = await openApp({ mode: 'production', path: '/account/login', config: { apiBaseUrl: host.url } });
  try {
    const policy = await t.page.evaluate(() => fetch(location.href).then((r) => r.headers.get('content-security-policy')));
    // 'self', and index.html's inline first paint by its hash (issue 25): nothing else inline.
    assert.match(policy ?? '', /script-src 'self' 'sha256-[A-Za-z0-9+/]+=*'; style-src 'self' 'sha256-[A-Za-z0-9+/]+=*';/);
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
    assert.is(await t.page.locator('style').count(), 1, 'no <style> element but the first paint\'s: style-src would refuse any other');
    const violations = await t.page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);
    assert.equal(violations, []);
    assert.equal(t.errors.filter((e) => /Content Security Policy|Refused/.test(e)), []);
  } finally {
    await t.close();
  }
});

test.run();
