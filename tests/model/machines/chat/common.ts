import type { Page } from 'playwright-core';
import { chatGroups } from '../../../../server-fake/models/chat';
import type { WalkContext } from '../../fake-server/walk';
import type { UiContext } from '../../ui/types';

/** What several test models of the chat area share (their helpers; each model file is tests/model/machines/chat/<name>.model.ts). */

/** The side panel, its confirm dialog, toasts, the demo's chat life turned off. */
export const panel = (page: Page) => page.locator('.side-panel');

// CSS, not the role: the dialog is opened over the side panel, whose tree the accessibility role lookup may skip.
export const confirm = (page: Page) => page.locator('[role="alertdialog"]');

export const button = (page: Page, name: string) => confirm(page).locator('button', { hasText: new RegExp(`^\\s*${name}\\s*$`) });

export const toast = (page: Page, text: string | RegExp) => page.getByText(text).first();

export const quiet = (ui: UiContext) => ui.backend((b: any) => void (b.db.meta.chatLife = false));

export const last = (ui: UiContext) => ui.path.steps[ui.step - 1]?.event.type;

export const unknownError = 'Une erreur est survenue';

/**
 * Deleting a group (Karim, creator of 'Équipe Web'): the dialog's actor is
 * created when 'Supprimer le groupe' is chosen and asks at once; cancel or a
 * failure ends it, so 'action.ask' chooses delete again (a fresh actor).
 */
export async function webGroupId(ui: UiContext) {
  return ui.backend((b: any) => b.db.table('chatGroups').all().find((g: { name: string }) => g.name === 'Équipe Web').id as number);
}

/**
 * The chat area against the fake server (spec 2 of chat), with the chat's
 * own effects (src/features/chat/*.effects.ts). The demo's chat life (a
 * colleague's automatic answer) is off: it would arrive unplanned.
 */
export const quietDb = (w: WalkContext) => void (w.db.meta.chatLife = false);

export const webGroup = (w: WalkContext) => chatGroups(w.db).all().find((g) => g.name === 'Équipe Web')!;
