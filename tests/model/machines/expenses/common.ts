import type { Page } from 'playwright-core';
import { dialog } from '../../ui/ui-helpers';

/** What several test models of the expenses area share (their helpers; each model file is tests/model/machines/expenses/<name>.model.ts). */

/**
 * UI adapters of the expenses area (machines/expenses/): the note in its
 * detail (its statuses 0–5, the prompts and the calls, one statechart) and
 * the note form. Nadia (HR: Expenses.Edit, Expenses.Delete) works on someone
 * else's note, so every move of the lifecycle is hers to make.
 */
export const note = (page: Page) => page.locator('.side-panel:has(.expenses-detail)');

export const badge = (page: Page, name: string, text: string) => note(page).locator(`.expenses-detail-head [data-status=${name}]`).getByText(text);

// ── The note form (spec 3 screen 4): Yasmine creates a note; title and currency are required.
export const noteForm = (page: Page) => dialog(page, 'Nouvelle note de frais').locator('form');

export const title = (page: Page) => noteForm(page).getByRole('textbox', { name: 'Titre' });
