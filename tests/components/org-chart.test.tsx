import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { useState } from 'react';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { OrgChart } from '../../src/features/collaborators/org-chart';
import type { UserItem } from '../../src/domain/profile';
import { renderWithApp } from './render';
import { ORG_VIEW_PX as VIEW_PX } from './org-scroller';

test.after.each(() => cleanup());

/** What the page does: the search sets who was found, clearing it sets null. */
function WithSearch() {
  const [found, setFound] = useState<number | null>(null);
  return (
    <>
      <button type="button" onClick={() => setFound(1)}>pick</button>
      <button type="button" onClick={() => setFound(null)}>clear</button>
      <OrgChart people={people} found={found} />
    </>
  );
}

const people: UserItem[] = [
  { value: 4, text: 'Omar Tazi', fonction: 'Directeur général', departement: 'Direction', managerId: null },
  { value: 2, text: 'Karim Benali', fonction: 'Chef de projet', departement: 'Informatique', managerId: 4 },
  { value: 3, text: 'Nadia Alaoui', fonction: 'Responsable RH', departement: 'Ressources humaines', managerId: 4 },
  { value: 1, text: 'Yasmine El Idrissi', fonction: 'Développeur', departement: 'Informatique', managerId: 2 },
  // Her manager is not in the list: she is a root of her own.
  { value: 9, text: 'Zineb Alami', fonction: 'Comptable', departement: 'Finance', managerId: 77 },
];
// A tree item is named by its row: name, function and department, reports.
const item = (name: string) => screen.getByRole('treeitem', { name: new RegExp(`^${name}`) });

test('a tree with the top open, closed reports not rendered, and the tree keys', async () => {
  await renderWithApp(<OrgChart people={people} found={null} />);
  assert.ok(screen.getByRole('tree', { name: "Organigramme de l'entreprise" }));
  assert.is(item('Omar Tazi').getAttribute('aria-expanded'), 'true');
  assert.is(item('Karim Benali').getAttribute('aria-expanded'), 'false');
  assert.ok(item('Zineb Alami'));
  assert.is(screen.queryByRole('treeitem', { name: /^Yasmine El Idrissi/ }), null);
  assert.ok(item('Karim Benali').textContent!.includes('Rattachements directs : 1'));
  assert.ok(item('Karim Benali').textContent!.includes('Chef de projet · Informatique'));
  // One tab stop: the first person.
  assert.is(item('Omar Tazi').tabIndex, 0);
  assert.is(item('Karim Benali').tabIndex, -1);
  await act(async () => void item('Omar Tazi').focus());
  await act(async () => void fireEvent.keyDown(item('Omar Tazi'), { key: 'ArrowDown' }));
  assert.is(document.activeElement, item('Karim Benali'));
  await act(async () => void fireEvent.keyDown(item('Karim Benali'), { key: 'ArrowRight' }));
  assert.is(item('Karim Benali').getAttribute('aria-expanded'), 'true');
  await act(async () => void fireEvent.keyDown(item('Karim Benali'), { key: 'ArrowRight' }));
  assert.is(document.activeElement, item('Yasmine El Idrissi'));
  assert.is(item('Yasmine El Idrissi').getAttribute('aria-level'), '3');
  await act(async () => void fireEvent.keyDown(item('Yasmine El Idrissi'), { key: 'ArrowLeft' }));
  assert.is(document.activeElement, item('Karim Benali'));
  await act(async () => void fireEvent.keyDown(item('Karim Benali'), { key: 'ArrowLeft' }));
  assert.is(screen.queryByRole('treeitem', { name: /^Yasmine El Idrissi/ }), null);
});

test('the person found is opened down to, focused and highlighted; Enter opens the profile; clearing lets go', async () => {
  const r = await renderWithApp(<WithSearch />);
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'pick' })));
  const yasmine = item('Yasmine El Idrissi');
  assert.is(yasmine.getAttribute('aria-selected'), 'true');
  assert.is(document.activeElement, yasmine);
  assert.is(item('Karim Benali').getAttribute('aria-expanded'), 'true');
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'clear' })));
  assert.is(item('Yasmine El Idrissi').getAttribute('aria-selected'), 'false');
  await act(async () => void fireEvent.keyDown(item('Yasmine El Idrissi'), { key: 'Enter' }));
  assert.is(r.location.history!.at(-1), '/employee/1/profile/public');
});

test('a click on a row opens or closes the team, on the name it does not; expand and collapse all; the empty state', async () => {
  await renderWithApp(<OrgChart people={people} found={null} />);
  await act(async () => void fireEvent.click(item('Karim Benali').querySelector('.org-about')!));
  assert.is(item('Karim Benali').getAttribute('aria-expanded'), 'true');
  await act(async () => void fireEvent.click(item('Karim Benali')));
  assert.is(item('Karim Benali').getAttribute('aria-expanded'), 'false');
  await act(async () => void fireEvent.click(screen.getByRole('link', { name: 'Karim Benali' })));
  assert.is(item('Karim Benali').getAttribute('aria-expanded'), 'false');
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Tout déplier' })));
  await act(async () => void item('Yasmine El Idrissi').focus());
  assert.is(item('Yasmine El Idrissi').tabIndex, 0);
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Tout replier' })));
  assert.is(screen.queryByRole('treeitem', { name: /^Karim Benali/ }), null);
  // The person focused is hidden now: the tab stop goes to the first row, so Tab still reaches the tree.
  assert.is(item('Omar Tazi').tabIndex, 0);
  cleanup();
  await renderWithApp(<OrgChart people={[]} found={null} />);
  assert.ok(screen.getByText("Aucun collaborateur dans l'organigramme"));
});

test('a team of 1,500 opens rendering only the rows in view; a pick at its end is rendered, focused and placed in its team', async () => {
  // Omar leads 3 managers; Karim leads 1,500 people, named so that #1500 sorts last.
  const big: UserItem[] = [
    { value: 4, text: 'Omar Tazi', managerId: null },
    { value: 2, text: 'Karim Benali', managerId: 4 },
    { value: 3, text: 'Nadia Alaoui', managerId: 4 },
    ...Array.from({ length: 1500 }, (_, i) => ({ value: 100 + i, text: `Employé ${String(i + 1).padStart(4, '0')}`, managerId: 2 })),
  ];
  const rendered = () => screen.queryAllByRole('treeitem').length;
  // What fits in the view (600 px at 52 px a row) and the virtual list's margin either side.
  const atMost = Math.ceil(VIEW_PX / 52) + 2 * 8 + 1;
  function Picker() {
    const [found, setFound] = useState<number | null>(null);
    return (
      <>
        <button type="button" onClick={() => setFound(1599)}>pick last</button>
        <OrgChart people={big} found={found} />
      </>
    );
  }
  await renderWithApp(<Picker />);
  await act(async () => void fireEvent.click(item('Karim Benali')));
  assert.is(item('Karim Benali').getAttribute('aria-expanded'), 'true');
  assert.ok(item('Karim Benali').textContent!.includes('Rattachements directs : 1500'));
  assert.ok(rendered() <= atMost, `${rendered()} rows rendered of 1,503 shown`);
  assert.ok(item('Employé 0001'));
  assert.is(screen.queryByRole('treeitem', { name: /^Employé 1500/ }), null);
  // The tree's height is that of every row shown, so the scrollbar tells the team's size.
  assert.is(screen.getByRole('tree').style.height, `${1503 * 52}px`);

  await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'pick last' })));
  const last = item('Employé 1500');
  assert.is(last.getAttribute('aria-selected'), 'true');
  assert.is(document.activeElement, last);
  assert.is(last.getAttribute('aria-level'), '3');
  assert.is(last.getAttribute('aria-posinset'), '1500');
  assert.is(last.getAttribute('aria-setsize'), '1500');
  assert.is(last.tabIndex, 0);
  assert.ok(rendered() <= atMost + 1, `${rendered()} rows rendered after the pick`);
});

test.run();
