import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { useState } from 'react';
import i18next from 'i18next';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { DateInput, type DateInputProps } from '../../src/ui/inputs/date-input';
import { Field } from '../../src/ui/inputs/field';
import { SidePanel } from '../../src/ui/side-panel';
import { renderWithApp } from './render';

test.after.each(async () => {
  cleanup();
  await i18next.changeLanguage('fr');
});

const key = async (k: string) => act(async () => void fireEvent.keyDown(document.activeElement!, { key: k }));
const focusedDay = () => (document.activeElement as HTMLElement).dataset.day;

function Harness(p: { initial: string; seen: string[] } & Partial<DateInputProps>) {
  const { initial, seen, ...rest } = p;
  const [v, setV] = useState(initial);
  return (
    <Field label="Échéance">
      <DateInput
        {...rest}
        value={v}
        onChange={(x) => {
          seen.push(x);
          setV(x);
        }}
      />
    </Field>
  );
}

test('labelled by its Field: the trigger and the calendar carry the label, a day comes back as one ISO string', async () => {
  const seen: string[] = [];
  await renderWithApp(<Harness initial="2026-11-18" seen={seen} />);
  const trigger = screen.getByRole('button', { name: /^Échéance/ });
  assert.match(trigger.textContent!, '18 nov. 2026');
  await act(async () => void fireEvent.click(trigger));
  assert.ok(screen.getByRole('dialog', { name: 'Échéance' }));
  await key('ArrowRight');
  await act(async () => void fireEvent.click(document.activeElement!));
  assert.is(seen.at(-1), '2026-11-19');
});

test('with time, the day keeps the time and comes back as a local date-time', async () => {
  const seen: string[] = [];
  await renderWithApp(<Harness initial="2026-11-18T14:30" seen={seen} withTime />);
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: /^Échéance/ })));
  await act(async () => void fireEvent.click(document.querySelector('button[data-day="2026-11-20"]')!));
  assert.is(seen.at(-1), '2026-11-20T14:30');
});

test('a day the server sent with a time shows as the day alone', async () => {
  await renderWithApp(<Harness initial="2026-11-10T00:00:00" seen={[]} />);
  assert.is(screen.getByRole('button', { name: /^Échéance/ }).textContent, '10 nov. 2026');
});

test('month names are French in French and Arabic in Arabic, never the browser English', async () => {
  await renderWithApp(<Harness initial="2026-11-01" seen={[]} mode="month" required />);
  let trigger = screen.getByRole('button', { name: /^Échéance/ });
  assert.match(trigger.textContent!, 'novembre 2026');
  await act(async () => void fireEvent.click(trigger));
  const monthSelect = screen.getByRole('combobox', { name: 'Mois' }) as HTMLSelectElement;
  assert.is(monthSelect.selectedOptions[0].textContent, 'novembre');
  cleanup();

  await i18next.changeLanguage('ar');
  await renderWithApp(<Harness initial="2026-11-01" seen={[]} mode="month" required />);
  trigger = screen.getByRole('button', { name: /^Échéance/ });
  assert.match(trigger.textContent!, 'نوفمبر');
  assert.not.match(trigger.textContent!, /November|novembre/);
  await act(async () => void fireEvent.click(trigger));
  const options = [...(screen.getByRole('combobox', { name: i18next.t('input.date.month', { ns: 'common' }) }) as HTMLSelectElement).options].map((o) => o.textContent);
  assert.is(options[0], 'يناير');
  assert.is(options[10], 'نوفمبر');
});

test('a month picks the month of the day chosen; a required value has no clear button', async () => {
  const seen: string[] = [];
  await renderWithApp(<Harness initial="2026-11-01" seen={seen} mode="month" required />);
  assert.is(screen.queryByRole('button', { name: 'Effacer' }), null);
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: /^Échéance/ })));
  await key('PageDown');
  await act(async () => void fireEvent.click(document.activeElement!));
  assert.is(seen.at(-1), '2026-12-01');
});

test('in Arabic the arrows follow the right-to-left grid and the week starts on Sunday', async () => {
  await i18next.changeLanguage('ar');
  await renderWithApp(<Harness initial="2026-11-18" seen={[]} />);
  await act(async () => void fireEvent.click(screen.getByRole('button', { name: /^Échéance/ })));
  assert.is(focusedDay(), '2026-11-18');
  await key('ArrowLeft');
  assert.is(focusedDay(), '2026-11-19', 'left is the next day when reading right to left');
  await key('ArrowRight');
  await key('ArrowRight');
  assert.is(focusedDay(), '2026-11-17');
  const first = document.querySelector('.calendar-grid th')!.getAttribute('abbr');
  assert.is(first, 'الأحد');
});

test('Escape inside the calendar closes the calendar only, not the side panel around it', async () => {
  let closed = 0;
  await renderWithApp(
    <SidePanel open title="Rappel" onClose={() => closed++}>
      <Harness initial="2026-11-18" seen={[]} />
    </SidePanel>,
  );
  const trigger = screen.getByRole('button', { name: /^Échéance/ });
  await act(async () => void fireEvent.click(trigger));
  assert.ok(screen.getByRole('dialog', { name: 'Échéance' }));
  await key('Escape');
  assert.is(screen.queryByRole('dialog', { name: 'Échéance' }), null, 'the calendar is closed');
  assert.is(closed, 0, 'the panel stays open');
  assert.ok(screen.getByRole('dialog', { name: 'Rappel' }));
  assert.is(document.activeElement, trigger, 'focus is back on the trigger');
  await key('Escape');
  assert.is(closed, 1, 'the next Escape closes the panel');
});

test.run();
