import type { Page } from 'playwright-core';
import { documentRequests } from '../../../../server-fake/models/documents';
import type { Demand } from '../../../../src/domain/documents';
import type { WalkContext } from '../../fake-server/walk';
import type { UiContext } from '../../ui/types';
import { dialog } from '../../ui/ui-helpers';

/** What several test models of the documents area share (their helpers; each model file is tests/model/machines/documents/<name>.model.ts). */

export const demand = (o: Partial<Demand>): Demand => ({
  id: 1, remark: '', typeId: 1, version: 1, userid: 1, processingDate: null, projectId: null, status: 0, createdDate: '2026-11-16', type: 'Attestation de travail',
  userFullName: 'Yasmine El Idrissi', pathImg: null, projectName: null, filesNames: [], template: true, isApprover: true, processed: false, raison: null, ...o,
});

/**
 * UI adapters of the documents area (machines/documents/): the info panel of
 * a request (decisions), the request form, and the template card of the
 * processing area. Texts are the French ones, looked up by role and name.
 */
export type WantedDemand = { status: number; processed: boolean };

export const detail = (page: Page) => dialog(page, 'Demande de document');

export const unknownError = 'Une erreur est survenue';

/** A request of the fresh scenario with this status, not Nadia's own (she approves every other one). */
export const requestWith = (ui: UiContext, want: WantedDemand & { userId?: number }) =>
  ui.backend(
    (b, a) =>
      (b.db.table('documentRequests').all() as Array<{ id: number; userId: number; status: number; processed: boolean }>).find(
        (r) => r.status === a.status && !!r.processed === a.processed && (a.userId ? r.userId === a.userId : r.userId !== 3),
      )?.id ?? null,
    want,
  );

/** The documents area against the fake server's rules (spec 3): a request's decisions, the request form, the template text. */
export const NADIA = 3;

export const row = (w: WalkContext) => documentRequests(w.db).get(w.data.id);

/** A seeded request with this status, not Nadia's own (she approves every other one), or the persona's when userId is given. */
export const seededRequest = (w: WalkContext, want: { status: number; processed: boolean; userId?: number }) =>
  documentRequests(w.db).all().find((r) => r.status === want.status && !!r.processed === want.processed && (want.userId ? r.userId === want.userId : r.userId !== NADIA))!;

export const firstLoad = (w: WalkContext) => w.path.steps.find((s) => s.event.type === 'xstate.done.actor.load')?.event.output;
