import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act, cleanup, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import LeaveFormPanel from '../../src/features/leave/leave-form-panel';
import { closeAllPanels, usePanels } from '../../src/kernel/panel-store';
import { pinToday } from '../../src/domain/clock';
import { leaveRequests, leaveTypes } from '../../server-fake/models/leave';
import { fakeApi } from '../unit/fake-api';
import { renderWithApp } from './render';
import { addDays as addDaysIso } from '../../src/domain/leave-days';
import { serveFromDispatcher } from './dispatcher-transport';

/**
 * Persona reviews (left since s37): a period refused for an overlap said 'Une autre demande couvre déjà ces dates'
 * and not which. The refusal now names the request it meets, its type and days, from the person's calendar, and
 * opens it. The seed (built on 16 November 2026) has Yasmine's requests still waiting.
 */
const api = fakeApi();
const { signIn } = serveFromDispatcher(test, api, ['leave']);
test.before(() => pinToday('2026-11-16'));
test.after(() => pinToday(null));
test.after.each(() => {
  cleanup();
  closeAllPanels();
});

const slow = { timeout: 8000 };
const panels = () => {
  const h = renderHook(() => usePanels());
  const stack = h.result.current;
  h.unmount();
  return stack;
};

/** The first waiting request of Yasmine's on a weekday ahead, in the month shown first or the next. */
const waitingOfYasmine = () =>
  leaveRequests(api.backend.db)
    .all()
    .filter((r) => r.userId === 1 && r.status === 'En_Cour' && r.startDate > '2026-11-16' && r.startDate < '2027-01-01' && ![0, 6].includes(new Date(`${r.startDate}T12:00:00Z`).getUTCDay()))
    .sort((a, b) => a.startDate.localeCompare(b.startDate))[0]!;

/** The form opened for Yasmine, 'Congé annuel' chosen, and the one day `iso` picked; `beforeDay` runs once the picker shows. */
async function pickDay(iso: string, beforeDay: () => void = () => {}) {
  await renderWithApp(<LeaveFormPanel params={{}} onClose={() => {}} panelKey={1} />, { grant: signIn('employee') });
  const type = (await screen.findByRole('combobox', { name: /Type de congé/ }, slow)) as HTMLSelectElement;
  await waitFor(() => assert.ok([...type.options].some((o) => o.text === 'Congé annuel')), slow);
  await act(async () => void fireEvent.change(type, { target: { value: [...type.options].find((o) => o.text === 'Congé annuel')!.value } }));
  const period = screen.getByRole('button', { name: /Période/ }) as HTMLButtonElement;
  await waitFor(() => assert.not.ok(period.disabled), slow);
  await act(async () => void fireEvent.click(period));
  const picker = screen.getByRole('dialog', { name: /Période/ });
  if (iso >= '2026-12-01') await act(async () => void fireEvent.change(within(picker).getByLabelText('Mois', { exact: true }), { target: { value: '11' } }));
  beforeDay();
  const day = picker.querySelector<HTMLButtonElement>(`button[data-day="${iso}"]`)!;
  await act(async () => void fireEvent.click(day));
  await act(async () => void fireEvent.click(day));
}
const send = () => act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' })));

test('a period refused for an overlap names the request it meets, its type and days, and opens it', async () => {
  const mine = waitingOfYasmine();
  assert.ok(mine, 'the seed has a waiting request of Yasmine ahead');
  const typeName = leaveTypes(api.backend.db).get(mine.typeId)!.name;
  await pickDay(mine.startDate);
  await waitFor(() => assert.is(screen.getByTestId('leave-total').textContent, '1'), slow);
  await send();
  const open = await screen.findByRole('button', { name: 'Voir la demande' }, slow);
  const banner = open.closest('[role=alert]')!;
  assert.match(banner.textContent ?? '', 'Une autre demande couvre déjà ces dates :');
  assert.match(banner.textContent ?? '', typeName);
  assert.match(banner.textContent ?? '', /\d{4}/, 'its days');
  assert.is(screen.queryByTestId('leave-period-requested'), null, 'the warning under the period gives way to the banner: not said twice (review s49)');
  await act(async () => void fireEvent.click(open));
  assert.equal(panels().map((p) => [p.kind, p.params]), [['leave.detail', { id: mine.id }]]);
});

test('reviews s44 and s45: the period picker marks the days her standing requests cover, naming each, before she picks', async () => {
  const mine = waitingOfYasmine();
  const typeName = leaveTypes(api.backend.db).get(mine.typeId)!.name;
  const dmy = (iso: string) => iso.split('-').reverse().join('/');
  const period = mine.startDate === mine.endDate ? `\u2068${dmy(mine.startDate)}\u2069` : `\u2068${dmy(mine.startDate)}\u2069 → \u2068${dmy(mine.endDate)}\u2069`;
  const said = `Déjà demandé : \u2068${typeName}\u2069 · ${period} (En cours)`;
  let picker!: HTMLElement;
  await pickDay(mine.startDate, () => (picker = screen.getByRole('dialog', { name: /Période/ })));
  // The period picked meets it: said under the field before any send (review s47).
  await waitFor(() => assert.is(screen.getByTestId('leave-period-requested').textContent, `Ces dates touchent une autre demande. ${said}`), slow);
  // pickDay picked the day (twice: a one-day period), the picker closed: open it again to read the month.
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: /Période/ })));
  picker = screen.getByRole('dialog', { name: /Période/ });
  const day = picker.querySelector<HTMLButtonElement>(`button[data-day="${mine.startDate}"]`)!;
  assert.match(day.getAttribute('aria-label') ?? '', said, 'the day says which request covers it, its days and how it stands');
  assert.ok(day.classList.contains('is-own'), 'and is marked as hers, apart from a holiday');
  assert.is(day.getAttribute('aria-disabled'), null, 'still pickable: a half day may fit beside it');
  assert.ok([...within(picker).getByRole('list').querySelectorAll('li')].some((li) => li.textContent === said), 'the legend says it once');
  const free = picker.querySelector<HTMLButtonElement>(`button[data-day="${addDaysIso(mine.startDate, -1)}"]`);
  if (free && !leaveRequests(api.backend.db).all().some((r) => r.userId === 1 && ['En_Cour', 'Accepter'].includes(r.status) && r.startDate <= addDaysIso(mine.startDate, -1) && r.endDate >= addDaysIso(mine.startDate, -1)))
    assert.not.match(free.getAttribute('aria-label') ?? '', 'Déjà demandé', 'a day no request covers says nothing of it');
});

test('review s44: sent before its day count came back, a refused period is counted again, not left at 0', async () => {
  const mine = waitingOfYasmine();
  // The count's answer held until the send has gone: the send stops the count, as a quick click does.
  const served = globalThis.fetch;
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await pickDay(mine.startDate, () => {
    globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input instanceof Request ? input.url : input).includes('/api/solde/')) await held;
      return served(input, init);
    }) as typeof globalThis.fetch;
  });
  try {
    await send();
  } finally {
    release();
    globalThis.fetch = served;
  }
  await screen.findByRole('button', { name: 'Voir la demande' }, slow);
  await waitFor(() => assert.is(screen.getByTestId('leave-total').textContent, '1'), slow);
});

test('review s44: sent without a period, the period field itself says it is required', async () => {
  await renderWithApp(<LeaveFormPanel params={{}} onClose={() => {}} panelKey={1} />, { grant: signIn('employee') });
  const type = (await screen.findByRole('combobox', { name: /Type de congé/ }, slow)) as HTMLSelectElement;
  await waitFor(() => assert.ok([...type.options].some((o) => o.text === 'Congé annuel')), slow);
  await act(async () => void fireEvent.change(type, { target: { value: [...type.options].find((o) => o.text === 'Congé annuel')!.value } }));
  await waitFor(() => assert.not.ok((screen.getByRole('button', { name: /Période/ }) as HTMLButtonElement).disabled), slow);
  await send();
  const period = screen.getByRole('button', { name: /Période/ }).closest('.field')!;
  assert.ok(period, 'the period field');
  await waitFor(() => assert.is(period.querySelector('.field-error')?.textContent, 'Ce champ est obligatoire'), slow);
  assert.is(type.closest('.field')!.querySelector('.field-error'), null, 'the type, chosen, says nothing');
});

test.run();
