import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { isActive, visibleHrefs, visibleNav, navTable, isGroup, type NavLink } from '../../src/kernel/nav-table';
import { personas } from '../../fixtures/personas';

// Spec 1 section 2.1, entry by entry: link and the permission that shows it ('always': everyone sees it).
const spec: Array<[string, string]> = [
  ['/', 'always'], ['/employee/7/profile/public', 'always'], ['/employee/7/conge/calendar', 'Conge.View'],
  ['/employee/7/document/mydemand', 'DemandDocument.Profil.View.HimSelf'], ['/employee/7/material/hardware', 'Hardware.View'],
  ['/employee/7/profilenotes', 'ProfileNote.View'], ['/employee/7/trainings/profile', 'Training.View'], ['/conge/timeline', 'Conge.View'],
  ['/conge/demande', 'Conge.View'], ['/collaborateur', 'always'], ['/document', 'DemandDocument.View'], ['/companyfile', 'CompanyDocument.View'],
  ['/material/hardware', 'Hardware.View'], ['/material/software', 'Software.View'], ['/material/intervention', 'Intervention.View'],
  ['/expenses', 'Expenses.View'], ['/shift/my', 'ShiftUser.View'], ['/trainings', 'Training.View'], ['/annonces', 'Annonce.View'],
  ['/job', 'Job.View'], ['/reporting', 'Reporting.View'], ['/exportdata', 'ExportationsDynamic.View'], ['/forms', 'Form.View'],
  ['/integration/attendances', 'Settings.Integration.Manage_ZKBiotime'], ['/evp', 'Evp.Payment.View'], ['/project', 'ProjectManage.View'],
  ['/settings/info', 'Settings.View'],
];

test('S1.6.01 with no permission only the always entries show', () => {
  assert.equal(visibleHrefs(7, []), ['/', '/employee/7/profile/public', '/collaborateur', '/organisation']);
});

// Modules this application does not implement (issue 26 item 6: no dead ends): their menu entry, by key.
const elsewhere: Record<string, string> = {
  '/employee/7/profilenotes': 'profile.notes', '/employee/7/trainings/profile': 'profile.trainings', '/shift/my': 'shift.my',
  '/trainings': 'trainings', '/annonces': 'announcements', '/job': 'jobs', '/reporting': 'reporting', '/exportdata': 'exports',
  '/integration/attendances': 'attendance', '/evp': 'evp',
};

for (const [href, permission] of spec) {
  if (permission === 'always') continue;
  const key = elsewhere[href];
  if (!key) {
    test(`${href} shows with ${permission} and not without it`, () => {
      assert.ok(visibleHrefs(7, [permission]).includes(href));
      assert.not.ok(visibleHrefs(7, []).includes(href));
    });
    continue;
  }
  test(`${href} (another application's module) shows with ${permission} only where config.json gives its address, and links there`, () => {
    assert.not.ok(visibleHrefs(7, [permission]).includes(href));
    const address = `https://apps.example.com/${key}/{userId}`;
    const shown = visibleHrefs(7, [permission], { [key]: address });
    assert.ok(shown.includes(`https://apps.example.com/${key}/7`), shown.join());
    assert.not.ok(visibleHrefs(7, [], { [key]: address }).some((h) => h.startsWith('https://apps.example.com/')));
  });
}

test('the HR administrator with every permission meets no dead end: no menu entry leads to a module of another application unless configured', () => {
  const all = personas.find((p) => p.key === 'owner')!.permissions;
  const hrefs = visibleHrefs(7, all);
  for (const href of Object.keys(elsewhere)) assert.not.ok(hrefs.includes(href), href);
  assert.not.ok(visibleNav(7, ['Shift.View', 'ShiftUser.View', 'Shift.ManageReplaceRequest']).some((e) => e.key === 'shift'), 'the shift group vanishes with no address');
  const group = visibleNav(7, ['Shift.View', 'ShiftUser.View'], { 'shift.my': '/shifts/mine' }).find((e) => e.key === 'shift');
  assert.ok(group && isGroup(group));
  assert.equal(group.children.map((c) => [c.href, c.external]), [['/shifts/mine', true]]);
});

test('issue 36 item 6: forms have a menu entry for whoever can fill one (Form.User.View), not only for those who see the forms (Form.View)', () => {
  assert.ok(visibleHrefs(7, ['Form.User.View']).includes('/forms'));
  assert.ok(visibleHrefs(7, ['Form.View']).includes('/forms'));
});

test('the documents group shows only with CompanyDocument.View or DemandDocument.View', () => {
  assert.not.ok(visibleNav(7, ['DemandDocument.Manage.Distribution']).some((e) => e.key === 'documents'));
  const group = visibleNav(7, ['DemandDocument.View', 'DemandDocument.Manage.Distribution']).find((e) => e.key === 'documents');
  assert.ok(group && isGroup(group) && group.children.map((c) => c.href).join() === '/document,/documentdistribution');
});

test('the inventory group lists only its permitted children', () => {
  const group = visibleNav(7, ['Software.View']).find((e) => e.key === 'inventory');
  assert.ok(group && isGroup(group));
  assert.equal(group.children.map((c) => c.href), ['/material/software']);
});

test('settings is pinned last', () => {
  const all = navTable(7);
  assert.is(all[all.length - 1].key, 'settings');
});

test('active rule: prefix match, settings for anything under /settings, home only itself', () => {
  const link = (href: string, activePrefix?: string): NavLink => ({ key: 'x', href, rule: 'always', icon: 'x', activePrefix });
  assert.ok(isActive(link('/expenses'), '/expenses'));
  assert.ok(isActive(link('/conge/demande'), '/conge/demande/3'));
  assert.not.ok(isActive(link('/conge/demande'), '/conge/demandeX'));
  assert.ok(isActive(link('/settings/info', '/settings'), '/settings/policy'));
  assert.ok(isActive(link('/'), '/'));
  assert.not.ok(isActive(link('/'), '/expenses'));
});

test('each persona sees a navigation that fits the job', () => {
  const of = (key: string) => visibleHrefs(9, personas.find((p) => p.key === key)!.permissions);
  assert.not.ok(of('employee').includes('/settings/info'));
  assert.not.ok(of('employee').includes('/document'));
  assert.ok(of('manager').includes('/document'));
  assert.ok(of('hr').includes('/documentdistribution'));
  assert.ok(of('owner').includes('/settings/info'));
  assert.ok(of('support').includes('/material/intervention'));
  assert.ok(of('support').includes('/material/software'));
});

test.run();
