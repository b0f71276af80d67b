import type { Locator, Page } from 'playwright-core';
import type { Action } from '../../ui/types';

/** What several test models of the interventions area share (their helpers; each model file is tests/model/machines/interventions/<name>.model.ts). */

/**
 * UI adapters of the interventions area (machines/interventions/): one
 * intervention in its detail panel, and the create form. Hicham (IT support:
 * Intervention.Edit, AddStep, Close, Delete and Software.Affect) does it all.
 */
export const detail = (page: Page) => page.locator('.side-panel').first();

export const statusBadge = (page: Page) => detail(page).getByTestId('intervention-status');

export const unknownError = 'Une erreur est survenue';

/** The interventions area against the fake server's rules (spec 4): Hicham (IT support) does it all. */
export const HICHAM = 5;

/**
 * The create and edit forms' shared moves (the two machines of
 * intervention-form.machine.ts): the category, a file, the submit (held by a
 * latency when the path aborts it next) and the abort of the upload.
 */
export const formMoves = (form: (page: Page) => Locator, submit: string): Record<string, Action> => ({
  'form.category': (ui, e) => form(ui.page).getByRole('combobox', { name: 'Catégorie' }).selectOption(String(e.hardware)).then(() => undefined),
  'form.files': (ui) => form(ui.page).getByTestId('file-input').setInputFiles({ name: 'photo.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') }),
  async 'form.submit'(ui) {
    // The user's abort comes while the answer is held.
    await ui.latency(ui.path.steps[ui.step]?.event.type === 'form.abort' ? 3000 : 0);
    await form(ui.page).getByRole('button', { name: submit }).click();
  },
  'form.abort': (ui) => form(ui.page).getByRole('button', { name: "Annuler l'envoi" }).click(),
});
