import type { Page } from 'playwright-core';
import type { UiContext } from '../types';

/** What the chat adapters (chat.ts, chat-groups.ts) share: the side panel, its confirm dialog, toasts, the demo's chat life. */
export const panel = (page: Page) => page.locator('.side-panel');
// CSS, not the role: the dialog is opened over the side panel, whose tree the accessibility role lookup may skip.
export const confirm = (page: Page) => page.locator('[role="alertdialog"]');
export const button = (page: Page, name: string) => confirm(page).locator('button', { hasText: new RegExp(`^\\s*${name}\\s*$`) });
export const toast = (page: Page, text: string | RegExp) => page.getByText(text).first();
export const quiet = (ui: UiContext) => ui.backend((b: any) => void (b.db.meta.chatLife = false));
export const last = (ui: UiContext) => ui.path.steps[ui.step - 1]?.event.type;
export const unknownError = 'Une erreur est survenue';
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
