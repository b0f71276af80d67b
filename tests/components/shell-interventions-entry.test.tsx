import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { SideNav } from '../../src/app/shell/side-nav';
import { QuickCreateMenu } from '../../src/app/shell/quick-create-menu';
import { closeAllPanels, usePanels } from '../../src/kernel/panel-store';
import { registerPanels } from '../../src/kernel/panel-registry';
import { renderWithApp } from './render';

/**
 * Spec 4 section 6: Hardware.View, Software.View, Intervention.View,
 * Intervention.Create and Profil.Intervention.Create open the interventions
 * and inventory area from navigation and menus: the side navigation's
 * inventory entries for the first three, the 'New demand' menu's
 * intervention for the last two. Each one alone, and the same without it.
 */
test.after.each(() => (cleanup(), closeAllPanels()));
test.before(() => registerPanels({ 'interventions.form': () => new Promise(() => {}) }));

const areaLinks = () => [...document.querySelectorAll('nav a')].map((a) => a.getAttribute('href')).filter((h) => /material/.test(h ?? ''));
async function navWith(permissions: string[]) {
  await renderWithApp(<SideNav mobileOpen={false} onNavigate={() => {}} />, { permissions });
  const group = screen.queryByRole('button', { name: /Inventaire/ });
  // Both groups open: the profile's 'my hardware' leads into the area too.
  for (const g of [group, screen.getByRole('button', { name: /Mon profil/ })]) if (g && g.getAttribute('aria-expanded') !== 'true') await act(async () => void fireEvent.click(g));
  return { group, links: areaLinks() };
}

const byNavigation: Array<[string, string[]]> = [
  ['Hardware.View', ['/employee/7/material/hardware', '/material/hardware']],
  ['Software.View', ['/material/software']],
  ['Intervention.View', ['/material/intervention']],
];
for (const [permission, links] of byNavigation) {
  test(`S4.6.07 ${permission} opens the area from the side navigation; without it no entry leads there`, async () => {
    const shown = await navWith([permission]);
    assert.ok(shown.group, 'the inventory group shows');
    assert.equal(shown.links.sort(), [...links].sort());
    cleanup();
    const others = byNavigation.map(([p]) => p).filter((p) => p !== permission);
    // The other two area permissions still show the group: only this permission's entry goes.
    const without = await navWith(others);
    for (const l of links) assert.not.ok(without.links.includes(l), `${l} without ${permission}`);
    cleanup();
    const none = await navWith(['Conge.View', 'Expenses.View']);
    assert.is(none.group, null);
    assert.equal(none.links, []);
  });
}

function OpenPanels() {
  return <output data-testid="panels">{usePanels().map((p) => p.kind).join(',')}</output>;
}
const interventionItem = () => screen.queryByRole('menuitem', { name: 'Nouvelle intervention' });

for (const permission of ['Intervention.Create', 'Profil.Intervention.Create']) {
  test(`S4.6.07 ${permission} opens a new intervention from the 'New demand' menu; without it the menu has none`, async () => {
    await renderWithApp(<><QuickCreateMenu defaultOpen /><OpenPanels /></>, { permissions: ['Conge.View', permission] });
    const item = await waitFor(() => interventionItem() ?? Promise.reject(new Error('no intervention item')), { timeout: 1000 });
    await act(async () => void fireEvent.click(item));
    assert.is(screen.getByTestId('panels').textContent, 'interventions.form');
    cleanup();
    closeAllPanels();
    await renderWithApp(<QuickCreateMenu defaultOpen />, { permissions: ['Conge.View', 'Intervention.View', 'Hardware.View', 'Software.View'] });
    await waitFor(() => assert.ok(screen.getByRole('menuitem', { name: 'Nouveau congé' })), { timeout: 1000 });
    assert.is(interventionItem(), null);
  });
}

test.run();
