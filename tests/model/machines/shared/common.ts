import type { Page } from 'playwright-core';

/** What several test models of the shared area share (their helpers; each model file is tests/model/machines/shared/<name>.model.ts). */

/** The header's tasks shortcut: a resource read again each time its dropdown opens. */
export const tasks = (page: Page) => page.getByTestId('header-tasks');
