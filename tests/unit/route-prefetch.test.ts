import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { prefetchHeavyRoutesWhenIdle, prefetchOnNavigation, type IdleScheduler } from '../../src/app/route-prefetch';
import type { RouteDef } from '../../src/app/route-table';

/** Issue 13: the calendar's heavy code is fetched in idle time, for a user allowed there, never before. */
function world(saveData = false) {
  const asked: string[] = [];
  let job: (() => void) | null = null;
  const scheduler: IdleScheduler = { whenIdle: (j) => void (job = j), saveData: () => saveData };
  const route = (path: string, rule: RouteDef['rule'], heavy: boolean): RouteDef => ({
    path,
    rule,
    page: async () => (asked.push(`page ${path}`), { default: () => null }),
    ...(heavy ? { prefetch: async () => void asked.push(`heavy ${path}`) } : {}),
  });
  const routes: RouteDef[] = [
    route('/conge/timeline', ['Conge.View'], true),
    route('/employee/:userId/conge/calendar', ['Conge.View'], true),
    route('/document', ['DemandDocument.View'], false),
    route('/rooms', ['Rooms.View'], true),
    { path: '/trainings', rule: 'always', page: { notInRelease: 'nav.trainings' }, prefetch: async () => void asked.push('heavy /trainings') },
  ];
  return { asked, scheduler, routes, idle: () => job?.(), scheduled: () => job !== null };
}

test('nothing is fetched until the page is idle; then the heavy routes the user may open, page and code', async () => {
  const w = world();
  let held = ['Conge.View', 'DemandDocument.View'];
  prefetchHeavyRoutesWhenIdle(() => held, w.scheduler, w.routes);
  await Promise.resolve();
  assert.equal(w.asked, [], 'not before idle');
  // Permissions are read when the job runs (a role change meanwhile counts).
  held = ['Conge.View'];
  w.idle();
  await new Promise((r) => setTimeout(r, 0));
  assert.equal(w.asked.sort(), ['heavy /conge/timeline', 'heavy /employee/:userId/conge/calendar', 'page /conge/timeline', 'page /employee/:userId/conge/calendar']);
});

test('a user without the permission fetches nothing; a route not in this release is never fetched', async () => {
  const w = world();
  prefetchHeavyRoutesWhenIdle(() => ['DemandDocument.View'], w.scheduler, w.routes);
  w.idle();
  await new Promise((r) => setTimeout(r, 0));
  assert.equal(w.asked, []);
});

test('Save-Data: nothing is scheduled at all', () => {
  const w = world(true);
  prefetchHeavyRoutesWhenIdle(() => ['Conge.View'], w.scheduler, w.routes);
  assert.not.ok(w.scheduled());
});

test("a new address's page is asked for within the change itself, before React's render (a microtask)", async () => {
  const target = new EventTarget();
  let path = '/';
  const order: string[] = [];
  prefetchOnNavigation({ target, path: () => path, load: (r) => void order.push(`page ${r.path}`) });
  // The router's own listener, added later, schedules its render in a microtask (useSyncExternalStore).
  target.addEventListener('pushState', () => queueMicrotask(() => order.push('render')));
  path = '/organisation';
  target.dispatchEvent(new Event('pushState'));
  order.push('pushState returned');
  await Promise.resolve();
  assert.equal(order, ['page /organisation', 'pushState returned', 'render']);
  // Back, forward, replaced: the same; an address that is no page asks for nothing.
  order.length = 0;
  path = '/conge/timeline';
  target.dispatchEvent(new Event('popstate'));
  path = '/organisation';
  target.dispatchEvent(new Event('replaceState'));
  path = '/nowhere/at/all';
  target.dispatchEvent(new Event('popstate'));
  target.dispatchEvent(new Event('hashchange'));
  assert.equal(order, ['page /conge/timeline', 'page /organisation']);
  // The same page with another query (its filters, its search): nothing asked again.
  order.length = 0;
  path = '/organisation';
  target.dispatchEvent(new Event('pushState'));
  target.dispatchEvent(new Event('replaceState'));
  assert.equal(order, ['page /organisation']);
});

test.run();
