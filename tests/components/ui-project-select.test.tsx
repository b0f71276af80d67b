import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ProjectSelect } from '../../src/ui/inputs/project-select';

/**
 * The one project picker of the leave, expense note and document request
 * forms (issue 23 item 4): absent when the user has no project for the
 * module, a project's id when one is chosen, null for the empty choice.
 */
test.after.each(cleanup);

const projects = [{ value: 4, text: 'Migration ERP' }, { value: 9, text: 'Audit sécurité' }];

test('no project for the module: no picker', () => {
  render(<ProjectSelect label="Projet" emptyLabel="Aucun projet" projects={[]} value={null} onChange={() => {}} />);
  assert.is(screen.queryByRole('combobox', { name: 'Projet' }), null);
});

test('picks a project by its label and gives its id; the empty choice gives null', () => {
  const chosen: Array<number | null> = [];
  render(<ProjectSelect label="Projet" emptyLabel="Aucun projet" projects={projects} value={4} onChange={(id) => chosen.push(id)} />);
  const select = screen.getByRole('combobox', { name: 'Projet' }) as HTMLSelectElement;
  assert.is(select.selectedOptions[0].textContent, 'Migration ERP');
  assert.equal([...select.options].map((o) => o.textContent), ['Aucun projet', 'Migration ERP', 'Audit sécurité']);
  fireEvent.change(select, { target: { value: '9' } });
  fireEvent.change(select, { target: { value: '' } });
  assert.equal(chosen, [9, null]);
});

test('disabled while the form is sent', () => {
  render(<ProjectSelect label="Projet" emptyLabel="Aucun projet" projects={projects} value={null} onChange={() => {}} disabled />);
  assert.ok((screen.getByRole('combobox', { name: 'Projet' }) as HTMLSelectElement).disabled);
});

test.run();
