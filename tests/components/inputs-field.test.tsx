import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { Field, FieldGroup } from '../../src/ui/inputs/field';
import { renderWithApp } from './render';

test.after.each(() => cleanup());

test('the label names its control, and a required field says so in its name', async () => {
  await renderWithApp(
    <>
      <Field label="Titre" required>
        <input />
      </Field>
      <Field label="Remarque">
        <textarea />
      </Field>
    </>,
  );
  const title = screen.getByRole('textbox', { name: 'Titre *' });
  assert.is(title.tagName, 'INPUT');
  assert.is(screen.getByLabelText('Remarque').tagName, 'TEXTAREA');
  assert.is(title.getAttribute('aria-invalid'), null, 'a field without error is not invalid');
  assert.is(title.getAttribute('aria-describedby'), null);
  assert.ok(title.closest('.field'), 'the field keeps the layout class');
});

test('an error is translated, announced and linked to the control', async () => {
  await renderWithApp(
    <Field label="Titre" error="RequiredAttribute" hint="200 caractères au plus">
      <input />
    </Field>,
  );
  const input = screen.getByLabelText('Titre');
  const alert = screen.getByRole('alert');
  assert.is(alert.textContent, 'Ce champ est obligatoire');
  assert.is(input.getAttribute('aria-invalid'), 'true');
  const described = input.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)!.textContent);
  assert.equal(described, ['Ce champ est obligatoire', '200 caractères au plus']);
});

test('a server sentence with no key is shown as it came', async () => {
  await renderWithApp(
    <Field label="Nom" error="Ce nom existe déjà.">
      <input />
    </Field>,
  );
  assert.is(screen.getByRole('alert').textContent, 'Ce nom existe déjà.');
});

test('a control placed by a function gets the id and the error link', async () => {
  await renderWithApp(
    <Field label="Montant" error="RequiredAttribute">
      {(c) => (
        <div>
          <input {...c} /> MAD
        </div>
      )}
    </Field>,
  );
  const input = screen.getByRole('textbox', { name: 'Montant' });
  assert.is(input.getAttribute('aria-describedby'), screen.getByRole('alert').id);
});

test('an inline field puts its checkbox before the label and still names it', async () => {
  let checked = false;
  await renderWithApp(
    <Field label="Actif" inline>
      <input type="checkbox" onChange={(e) => (checked = e.target.checked)} />
    </Field>,
  );
  const box = screen.getByRole('checkbox', { name: 'Actif' });
  assert.is(box.nextElementSibling?.textContent, 'Actif');
  await act(async () => void fireEvent.click(screen.getByText('Actif')));
  assert.ok(checked, 'clicking the label ticks the box');
});

test('a group is a fieldset named by its legend, its error linked to the group', async () => {
  await renderWithApp(
    <FieldGroup legend="Modules" required error="RequiredAttribute">
      <label>
        <input type="checkbox" /> Congés
      </label>
      <label>
        <input type="checkbox" /> Notes de frais
      </label>
    </FieldGroup>,
  );
  const group = screen.getByRole('group', { name: 'Modules *' });
  assert.is(group.tagName, 'FIELDSET');
  assert.is(group.querySelector('legend')?.textContent, 'Modules *');
  assert.is(screen.getAllByRole('checkbox').length, 2);
  assert.is(group.getAttribute('aria-describedby'), screen.getByRole('alert').id);
  assert.is(group.getAttribute('aria-invalid'), null, 'ARIA 1.2: aria-invalid belongs to the controls, not to a group');
});

test.run();
