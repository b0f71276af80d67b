import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import LeaveFormPanel from '../../src/features/leave/leave-form-panel';
import { pinToday } from '../../src/domain/clock';
import { fakeApi } from '../unit/fake-api';
import { renderWithApp } from './render';
import { leaveRequests } from '../../server-fake/models/leave';
import { serveFromDispatcher } from './dispatcher-transport';

/**
 * Persona review of the leave form: a day the type blocks was greyed with no reason. Its name and hover title now
 * say why, and a month that has such days says under the grid what the grey means. The seed (built on 16 November
 * 2026) closes the last business day of the year, Tuesday 29 December 2026, to annual leave, and Mondays to the
 * project mission; its rules give dates and weekdays, no label, so the reason is the rule's own.
 */
const api = fakeApi();
const { signIn } = serveFromDispatcher(test, api, ['leave']);
test.before(() => pinToday('2026-11-16'));
test.after(() => pinToday(null));
test.after.each(() => cleanup());

const slow = { timeout: 8000 };

async function openPickerFor(typeName: string) {
  await renderWithApp(<LeaveFormPanel params={{}} onClose={() => {}} panelKey={1} />, { grant: signIn('employee') });
  const type = (await screen.findByRole('combobox', { name: /Type de congé/ }, slow)) as HTMLSelectElement;
  await waitFor(() => assert.ok([...type.options].some((o) => o.text === typeName)), slow);
  await act(async () => void fireEvent.change(type, { target: { value: [...type.options].find((o) => o.text === typeName)!.value } }));
  const period = screen.getByRole('button', { name: /Période/ }) as HTMLButtonElement;
  await waitFor(() => assert.not.ok(period.disabled), slow);
  await act(async () => void fireEvent.click(period));
  return screen.getByRole('dialog', { name: /Période/ });
}

const showMonth = (picker: HTMLElement, month0: number) => act(async () => void fireEvent.change(within(picker).getByLabelText('Mois', { exact: true }), { target: { value: String(month0) } }));
const day = (picker: HTMLElement, iso: string) => picker.querySelector<HTMLButtonElement>(`button[data-day="${iso}"]`)!;
/** Whether a waiting or accepted request of Yasmine's (user 1) covers the day. */
const standingOn = (iso: string) => leaveRequests(api.backend.db).all().some((r) => r.userId === 1 && (r.status === 'En_Cour' || r.status === 'Accepter') && r.startDate.slice(0, 10) <= iso && r.endDate.slice(0, 10) >= iso);
const legendOf = (picker: HTMLElement) => within(picker).queryByRole('list', { name: 'Légende' });

test('a day closed to annual leave says so in its name and title, and December says under the grid what the grey means', async () => {
  const picker = await openPickerFor('Congé annuel');
  assert.not.ok(legendOf(picker)?.textContent?.includes('fermé'), 'November has no greyed day: nothing to explain');
  await showMonth(picker, 11);
  const closed = day(picker, '2026-12-29');
  assert.is(closed.getAttribute('aria-disabled'), 'true');
  assert.is(closed.getAttribute('aria-label'), 'mardi 29 décembre 2026 · Jour fermé à ce type de congé');
  assert.is(closed.title, 'Jour fermé à ce type de congé');
  assert.is(day(picker, '2026-12-28').getAttribute('aria-label'), 'lundi 28 décembre 2026', 'an open day says nothing more');
  const legend = legendOf(picker);
  assert.ok(legend, 'a legend under the grid');
  assert.equal(within(legend!).getAllByRole('listitem').map((li) => li.textContent), ['Jour fermé à ce type de congé']);
});

test('a weekday the type excludes is told from a closed date, and a public holiday keeps its own mark in the legend', async () => {
  const picker = await openPickerFor('Mission projet');
  // November 2026: Mondays excluded; the 6th and 18th are public holidays of the seed. A Monday none of her standing
  // requests covers (a covered one also says which request covers it: leave-form-overlap.test.tsx).
  const monday = ['2026-11-23', '2026-11-30', '2026-11-09'].find((iso) => !standingOn(iso))!;
  assert.ok(monday, 'a Monday of November free of her requests');
  assert.is(day(picker, monday).getAttribute('aria-label'), `lundi ${Number(monday.slice(8))} novembre 2026 · Jour de la semaine exclu pour ce type de congé`);
  assert.is(day(picker, '2026-11-18').getAttribute('aria-label'), 'mercredi 18 novembre 2026 · Jour férié');
  const legend = within(legendOf(picker)!).getAllByRole('listitem').map((li) => li.textContent);
  assert.equal(legend.slice(0, 2), ['Jour de la semaine exclu pour ce type de congé', 'Jour férié'], 'the greyed days first');
  assert.ok(legend.slice(2).every((text) => text?.startsWith('Déjà demandé : ')), 'then her own requests of the month, nothing else');
});

test("a day within the type's notice is greyed with the notice as its reason (the server would refuse it); a type with none greys nothing for it", async () => {
  // Today is 16 November 2026; annual leave asks 3 days' notice (the seed), sick leave none.
  let picker = await openPickerFor('Congé annuel');
  for (const iso of ['2026-11-16', '2026-11-17']) {
    assert.is(day(picker, iso).getAttribute('aria-disabled'), 'true', iso);
    assert.is(day(picker, iso).title, 'Délai de prévenance : 3 jours', iso);
  }
  // A day gone by is greyed too, and said to be past rather than too soon.
  assert.is(day(picker, '2026-11-13').getAttribute('aria-disabled'), 'true');
  assert.is(day(picker, '2026-11-13').title, 'Jour passé');
  assert.not.ok(day(picker, '2026-11-19').getAttribute('aria-disabled') === 'true', 'the first day the notice allows');
  assert.ok(within(legendOf(picker)!).getAllByRole('listitem').some((li) => li.textContent === 'Délai de prévenance : 3 jours'), 'the legend says why');
  cleanup();
  picker = await openPickerFor('Congé maladie');
  assert.not.ok(day(picker, '2026-11-16').getAttribute('aria-disabled') === 'true', 'sick leave: today may be asked for');
  assert.not.ok(day(picker, '2026-11-13').getAttribute('aria-disabled') === 'true', 'and a day before it');
});

test.run();
