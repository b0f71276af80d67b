import type { Db } from '../db/db';
import { isOpenStatus, itemSourceFor, type InterventionStatus } from '../../src/domain/interventions';
export { itemSourceFor };
import { fonctions, users } from '../models/organisation';
import { files } from '../models/session';
import { hardware, software } from '../models/inventory';
import { interventionHistory, interventions, type InterventionHistoryRow, type InterventionRow } from '../models/interventions';

/** The caller as the rules need it: an id and a permission test. */
export interface Viewer {
  id: number;
  can(code: string): boolean;
}

/** Spec 4 section 6: Intervention.Edit, or Profil.Intervention.Edit for the requester only. */
export const canEdit = (v: Viewer, row: Pick<InterventionRow, 'fk_DemadeBy'>) => v.can('Intervention.Edit') || (v.can('Profil.Intervention.Edit') && v.id === row.fk_DemadeBy);
export const canAddStep = (v: Viewer, row: Pick<InterventionRow, 'statut'>) => v.can('Intervention.AddStep') && isOpenStatus(row.statut);
export const canClose = (v: Viewer, row: Pick<InterventionRow, 'statut'>) => v.can('Intervention.Close') && isOpenStatus(row.statut);
export const canDelete = (v: Viewer) => v.can('Intervention.Delete');
export const canSee = (v: Viewer, row: Pick<InterventionRow, 'fk_DemadeBy' | 'assignees'>) => v.can('Intervention.View') || v.id === row.fk_DemadeBy || row.assignees.includes(v.id);

/** The transitions the server makes. */
export type InterventionEvent = { type: 'assign'; assignees: number[] } | { type: 'step' } | { type: 'close'; resolved: boolean };
export function nextStatus(current: InterventionStatus, e: InterventionEvent): InterventionStatus {
  if (!isOpenStatus(current)) return current;
  switch (e.type) {
    case 'assign':
      return e.assignees.length ? 'Affected' : current === 'Affected' ? 'Pending' : current;
    case 'step':
      return 'Progressing';
    case 'close':
      return e.resolved ? 'Solved' : 'Closed';
  }
}

/** Spec 4 section 5: the linked item's options follow the category: material → hardware inventory, software → software list, general → none. */

export function linkedItems(db: Db, category: number): Array<{ value: number; text: string }> {
  const source = itemSourceFor(category);
  if (source === 'hardware') return hardware(db).filter((h) => h.active).map((h) => ({ value: h.id, text: `${h.title} · ${h.serialNumber}` }));
  if (source === 'software') return software(db).filter((s) => s.active).map((s) => ({ value: s.id, text: `${s.title} ${s.version}`.trim() }));
  return [];
}

/** A linked item must come from the category's list; general takes none (0). */
export function checkLinkedItem(db: Db, category: number, fkMaterial: number): string | null {
  if (!fkMaterial) return null;
  const source = itemSourceFor(category);
  if (!source) return 'Intervention.ItemNotForCategory';
  const found = source === 'hardware' ? hardware(db).get(fkMaterial) : software(db).get(fkMaterial);
  return found ? null : 'Intervention.ItemNotForCategory';
}

export function itemTitle(db: Db, category: number, fkMaterial: number): string | null {
  const source = itemSourceFor(category);
  if (!fkMaterial || !source) return null;
  const row = source === 'hardware' ? hardware(db).get(fkMaterial) : software(db).get(fkMaterial);
  return row ? row.title : null;
}

export function userRef(db: Db, id: number) {
  const u = users(db).get(id);
  return { id, fullName: u?.fullName ?? '?', picturePath: u ? `upload/profileimages/${u.id}/${u.picturePath}` : null };
}

export function history(db: Db, interventionId: number) {
  return interventionHistory(db)
    .by('interventionId', interventionId)
    .sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id)
    .map((h) => ({
      id: h.id, closed: h.closed, resolved: h.resolved, date: h.date, description: h.description, whoDid: userRef(db, h.whoDid), title: h.title,
      assigned: h.assigned, active: h.active, user: h.userId ? { id: h.userId, fullName: userRef(db, h.userId).fullName } : null,
    }));
}

export function addHistory(db: Db, row: Omit<InterventionHistoryRow, 'id' | 'closed' | 'resolved' | 'assigned' | 'active' | 'userId'> & Partial<InterventionHistoryRow>) {
  return interventionHistory(db).insert({ closed: false, resolved: false, assigned: false, active: true, userId: null, ...row });
}

export function listItem(db: Db, r: InterventionRow) {
  return {
    id: r.id, title: r.title, priority: r.priority, statut: r.statut, type: r.type, hardware: r.hardware, material_Title: itemTitle(db, r.hardware, r.fk_Material),
    demandeByUser: userRef(db, r.fk_DemadeBy), users: r.assignees.map((id) => userRef(db, id)), nbrActions: r.nbrActions, createdDate: r.createdDate,
  };
}

export function readIntervention(db: Db, r: InterventionRow) {
  const steps = interventionHistory(db).by('interventionId', r.id).filter((h) => h.title === 'Intervention.Step').sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
  const last = steps[0];
  return {
    ...listItem(db, r),
    typeIntervention: r.type,
    fk_DemadeBy: r.fk_DemadeBy,
    fk_Material: r.fk_Material,
    nature: r.nature || null,
    description: r.description || null,
    filesNames: r.fileIds.map((id) => files(db).get(id)).filter((f) => !!f).map((f) => ({ id: f.id, name: f.name, mimetype: f.mimeType })),
    history_description: last?.description ?? null,
    whoDid: last ? userRef(db, last.whoDid) : null,
    users: r.assignees.map((id) => {
      const u = users(db).get(id);
      return { ...userRef(db, id), fonction: u ? fonctions(db).get(u.fonctionId)?.name ?? null : null };
    }),
    inventaires: linkedItems(db, r.hardware),
  };
}

export const interventionOf = (db: Db, id: unknown) => interventions(db).get(Number(id));
