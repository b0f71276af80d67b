import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { useState } from 'react';
import i18next from 'i18next';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { TimeInput, type TimeInputProps } from '../../src/ui/inputs/time-input';
import { DateInput } from '../../src/ui/inputs/date-input';
import { Field } from '../../src/ui/inputs/field';
import { parseTime, stepTime } from '../../src/ui/inputs/time-rules';
import { renderWithApp } from './render';

/**
 * Issue 26 item 5: a time is typed in the app's own input, never the
 * browser's <input type=time> (which shows '--:-- --' and AM/PM in the
 * browser's language inside a French or Arabic screen).
 */
test.after.each(async () => {
  cleanup();
  await i18next.changeLanguage('fr');
});

function Harness(p: { initial: string; seen: string[] } & Partial<TimeInputProps>) {
  const { initial, seen, ...rest } = p;
  const [v, setV] = useState(initial);
  return (
    <Field label="Heure de début">
      <TimeInput
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
const type = async (el: HTMLElement, text: string) => act(async () => void fireEvent.change(el, { target: { value: text } }));
const leave = async (el: HTMLElement) => act(async () => void fireEvent.blur(el));

test('labelled by its Field, a text box in the app language, not a native time input', async () => {
  await renderWithApp(<Harness initial="09:00" seen={[]} />);
  const box = screen.getByLabelText('Heure de début') as HTMLInputElement;
  assert.is(box.type, 'text');
  assert.is(box.value, '09:00');
  assert.is(box.placeholder, 'hh:mm');
  assert.is(document.querySelectorAll('input[type=time], input[type=date], input[type=datetime-local]').length, 0);
  await act(async () => void (await i18next.changeLanguage('ar')));
  assert.is(box.placeholder, 'سس:دد');
});

test('a complete time counts as typed; a short one is read on leaving the field', async () => {
  const seen: string[] = [];
  await renderWithApp(<Harness initial="" seen={seen} />);
  const box = screen.getByLabelText('Heure de début') as HTMLInputElement;
  await type(box, '14:30');
  assert.equal(seen, ['14:30']);
  await type(box, '9h');
  assert.equal(seen, ['14:30'], 'nothing sent while the time is partial');
  await leave(box);
  assert.is(box.value, '09:00');
  assert.equal(seen, ['14:30', '09:00']);
  await type(box, '930');
  await leave(box);
  assert.is(box.value, '09:30');
});

test('what cannot be read stays as typed, marked invalid, and is never sent', async () => {
  const seen: string[] = [];
  await renderWithApp(<Harness initial="10:00" seen={seen} />);
  const box = screen.getByLabelText('Heure de début') as HTMLInputElement;
  await type(box, '25:00');
  await leave(box);
  assert.is(box.value, '25:00');
  assert.is(box.getAttribute('aria-invalid'), 'true');
  assert.equal(seen, []);
});

test('issue 34 item 8: 25:61 says why under the box once left, is told through onUnreadable, and a readable time clears it', async () => {
  const seen: string[] = [];
  const told: Array<string | null> = [];
  await renderWithApp(<Harness initial="10:00" seen={seen} onUnreadable={(u) => told.push(u && u.text)} />);
  const box = screen.getByLabelText('Heure de début') as HTMLInputElement;
  await type(box, '25:61');
  assert.is(screen.queryByRole('alert'), null, 'no message while typing');
  await leave(box);
  const message = screen.getByRole('alert');
  assert.is(message.textContent, 'Heure impossible : tapez une heure de 00:00 à 23:59, par exemple 09:30.');
  assert.ok(box.getAttribute('aria-describedby')!.split(' ').includes(message.id));
  assert.is(box.value, '25:61');
  await type(box, '10:00');
  assert.equal(seen, ['10:00'], 'the same time as before is told again, since the box could not be read in between');
  assert.equal(told, ['25:61', null]);
  assert.is(screen.queryByRole('alert'), null);
});

test('arrow keys step by the given minutes, and a typed time is rounded to them', async () => {
  const seen: string[] = [];
  await renderWithApp(<Harness initial="09:00" seen={seen} stepMinutes={15} />);
  const box = screen.getByLabelText('Heure de début') as HTMLInputElement;
  await act(async () => void fireEvent.keyDown(box, { key: 'ArrowUp' }));
  assert.is(box.value, '09:15');
  await act(async () => void fireEvent.keyDown(box, { key: 'ArrowDown' }));
  await act(async () => void fireEvent.keyDown(box, { key: 'ArrowDown' }));
  assert.is(box.value, '08:45');
  await type(box, '10:07');
  await leave(box);
  assert.is(box.value, '10:00');
  assert.is(seen.at(-1), '10:00');
});

test('the date picker with time uses it too: no native input, the time kept with the day', async () => {
  const seen: string[] = [];
  function WithTime() {
    const [v, setV] = useState('2026-11-18T14:30');
    return (
      <Field label="Échéance">
        <DateInput withTime value={v} onChange={(x) => (seen.push(x), setV(x))} />
      </Field>
    );
  }
  await renderWithApp(<WithTime />);
  assert.is(document.querySelectorAll('input[type=time]').length, 0);
  const time = screen.getByLabelText('Heure de début') as HTMLInputElement;
  assert.is(time.value, '14:30');
  await type(time, '08:05');
  assert.is(seen.at(-1), '2026-11-18T08:05');
});

test('the rules: readings of what is typed, and steps that wrap around midnight', () => {
  assert.equal(['9', '09', '9:30', '9h30', '9.30', '930', '0930', '23:59', '', ' 7 h '].map(parseTime), ['09:00', '09:00', '09:30', '09:30', '09:30', '09:30', '09:30', '23:59', '', '07:00']);
  assert.equal(['24', '9:60', 'abc', '9:3', '12345'].map(parseTime), [null, null, null, null, null]);
  assert.is(stepTime('23:45', 1, 15), '00:00');
  assert.is(stepTime('00:00', -1, 15), '23:45');
  assert.is(stepTime('09:07', -1, 15), '09:00');
  assert.is(stepTime('', 1, 15), '09:00');
});

test.run();
