import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, render, screen } from '@testing-library/react';
import { ProjectSelect } from '../../src/ui/inputs/project-select';

/**
 * Persona review: editing a note linked to 'Refonte portail RH', a project its person's list no longer offers, the
 * form read 'Aucun projet' while the note kept its project. The record's own project is offered with the list.
 */
test.after.each(() => cleanup());

const list = [{ value: 1, text: 'Migration ERP' }, { value: 2, text: 'Ouverture site Tanger' }];
const select = (kept?: { value: number; text: string } | null, value: number | null = 3) => {
  render(<ProjectSelect label="Projet" emptyLabel="Aucun projet" projects={list} kept={kept} value={value} onChange={() => {}} />);
  return screen.getByRole('combobox', { name: 'Projet' }) as HTMLSelectElement;
};

test("the record's project, gone from the list, is shown chosen, not 'Aucun projet'", () => {
  const s = select({ value: 3, text: 'Refonte portail RH' });
  assert.is(s.selectedOptions[0]!.textContent, 'Refonte portail RH');
  assert.equal([...s.options].map((o) => o.textContent), ['Aucun projet', 'Refonte portail RH', 'Migration ERP', 'Ouverture site Tanger']);
});

test('a project the list holds is not offered twice; without a kept project the list is as it comes', () => {
  assert.is(select({ value: 1, text: 'Migration ERP' }, 1).options.length, 3);
  cleanup();
  assert.is(select(null, null).options.length, 3);
});

test.run();
