import type { Db } from '../db/db';
import { fonctions, users } from '../models/organisation';
import { projectMembers, projects, type ProjectRow } from '../models/projects';

/** Projects a user may book time or costs on for a module: active projects of that module where the user is an active member. */
export function projectsOfUser(db: Db, userId: number, module: string) {
  const mine = new Set(projectMembers(db).by('userId', userId).filter((m) => m.status === 0).map((m) => m.projectId));
  return projects(db)
    .filter((p) => p.active && mine.has(p.id) && p.modules.includes(module))
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((p) => ({ value: p.id, text: p.name }));
}

export function summarise(db: Db, p: ProjectRow) {
  const members = projectMembers(db).by('projectId', p.id);
  return { ...p, members: members.length, activeMembers: members.filter((m) => m.status === 0).length };
}

export function detail(db: Db, p: ProjectRow) {
  const membersList = projectMembers(db)
    .by('projectId', p.id)
    .map((m) => {
      const u = users(db).get(m.userId);
      return {
        memberId: m.id, userId: m.userId, fullName: u?.fullName ?? '?', picturePath: u ? `upload/profileimages/${u.id}/${u.picturePath}` : null,
        fonction: u ? fonctions(db).get(u.fonctionId)?.name ?? null : null, status: m.status, addedDate: m.addedDate,
      };
    })
    .sort((a, b) => a.status - b.status || a.fullName.localeCompare(b.fullName));
  return { ...summarise(db, p), membersList };
}

export function statistics(db: Db) {
  const all = projects(db).all();
  const members = projectMembers(db).all();
  const modules = ['Leave', 'Expense', 'Forms', 'Documents', 'Shifts'];
  return {
    total: all.length,
    active: all.filter((p) => p.active).length,
    inactive: all.filter((p) => !p.active).length,
    activeMembers: members.filter((m) => m.status === 0).length,
    disabledMembers: members.filter((m) => m.status === 1).length,
    byModule: modules.map((module) => ({ module, count: all.filter((p) => p.modules.includes(module)).length })),
  };
}
