import type { Page } from 'playwright-core';

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
