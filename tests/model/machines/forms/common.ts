import { forms, formStatuses } from '../../../../server-fake/models/forms';
import type { WalkContext } from '../../fake-server/walk';
import type { UiContext } from '../../ui/types';

/** What several test models of the forms area share (their helpers; each model file is tests/model/machines/forms/<name>.model.ts). */

/**
 * A form of the walk's own, made in the fake server: Nadia (id 3) administers
 * it, one required text field 'Motif' and an optional file field
 * 'Justificatif', one response status (a response needs one).
 */
export async function makeForm(ui: UiContext, title: string, state: 'Draft' | 'Published') {
  return ui.backend(
    (b, a) => {
      const row = b.db.table('forms').insert({
        title: a.title, description: '', iconPath: 'form', state: a.state, wasPublished: a.state === 'Published', isAnonymous: false,
        audience: { kind: 'Public', ids: [] }, usersList: [], adminIds: [3], createdBy: 3, createdDate: new Date().toISOString(),
        fields: [
          { id: 1, title: 'Motif', fieldType: 2, parametres: '', hideTitle: false, isRequired: true, description: '' },
          { id: 2, title: 'Justificatif', fieldType: 11, parametres: '', hideTitle: false, isRequired: false, description: '' },
        ],
      });
      b.db.table('formStatuses').insert({ formId: row.id, text: 'Reçu', color: '#1d4ed8', order: 1, kind: 'onHold', isStep: false, approverId: null, active: true });
      return row.id as number;
    },
    { title, state },
  );
}

/**
 * The forms area against the fake server (spec 3): a response's approval,
 * filling a form for someone, the builder's save, and the publication chart,
 * whose moves the server must accept (it asks the same chart).
 */
const NADIA = 3;

export const field = { id: 1, title: 'Motif', fieldType: 2, parametres: '', hideTitle: false, isRequired: true, description: '' };

/** A form of the walk's own: Nadia administers it, one required text field, one status of each kind. */
export function seedForm(w: WalkContext, title: string, state: 'Draft' | 'Published') {
  const row = forms(w.db).insert({
    title, description: '', iconPath: 'form', state, wasPublished: state === 'Published', isAnonymous: false,
    audience: { kind: 'Public', ids: [] }, usersList: [], adminIds: [NADIA], createdBy: NADIA, createdDate: '2026-11-16T09:00:00Z', fields: [field],
  } as never);
  formStatuses(w.db).insert({ formId: row.id, text: 'Reçu', color: '#1d4ed8', order: 1, kind: 'onHold', isStep: false, approverId: null, active: true } as never);
  return row.id;
}

/**
 * The publication chart has no actors: the forms page calls the server for
 * each move (publishing goes through sharing), and the server asks the same
 * chart whether the move is legal. Each move of a path is that call, then the
 * event; the form's state on record must be the chart's.
 */
export const form = (w: WalkContext) => forms(w.db).get(w.data.formId);
