import type { SeedContext } from './context';
import { addDays, isoDay } from './context';
import { projectMembers, projects } from '../models/projects';

const catalogue = [
  { name: 'Refonte portail RH', code: 'RH-PORTAL', description: 'Nouveau portail collaborateur : congés, documents et formulaires en libre-service.', modules: ['Leave', 'Documents', 'Forms'], start: -120, end: 90 },
  { name: 'Migration ERP', code: 'ERP-MIG', description: "Bascule de la comptabilité et des achats vers le nouvel ERP.", modules: ['Expense', 'Documents', 'Leave'], start: -200, end: 60 },
  { name: 'Ouverture site Tanger', code: 'TNG-OPEN', description: 'Aménagement, recrutement et équipement du nouveau site de Tanger.', modules: ['Leave', 'Expense', 'Shifts'], start: -60, end: 180 },
  { name: 'Programme sécurité 2026', code: 'SEC-26', description: 'Formations sécurité et exercices d’évacuation sur tous les sites.', modules: ['Leave', 'Forms'], start: -30, end: 240 },
  { name: 'Audit qualité ISO 9001', code: 'ISO-9001', description: 'Préparation de la certification : procédures, preuves et audits internes.', modules: ['Expense', 'Documents', 'Forms'], start: -90, end: 45 },
  { name: 'Support client 24/7', code: 'SUP-247', description: 'Organisation des équipes de support en rotation continue.', modules: ['Shifts', 'Leave', 'Expense'], start: -300, end: null },
];
/** Personas are members where a demo needs them (Yasmine books leave and expenses on 1, 2 and 3). */
const personaMembers: Record<number, number[]> = { 1: [1, 2, 3, 5], 2: [1, 2, 5], 3: [1, 2, 4], 4: [2, 3], 5: [3, 4], 6: [5] };

export function seedProjects(s: SeedContext): void {
  const { db, today, rnd } = s;
  catalogue.forEach((c, i) => {
    const id = i + 1;
    projects(db).insert({
      id, name: c.name, code: c.code, description: c.description, modules: c.modules, startDate: isoDay(addDays(today, c.start)),
      endDate: c.end === null ? null : isoDay(addDays(today, c.end)), active: true, createdBy: 4, createdDate: addDays(today, c.start - 10).toISOString(),
    });
    const members = new Set(personaMembers[id]);
    while (members.size < (personaMembers[id]?.length ?? 0) + 4) members.add(rnd.int(6, 72));
    [...members].forEach((userId, k) => {
      // One member per project has left it: shows the Disabled status.
      const status = k === members.size - 1 ? 1 : 0;
      projectMembers(db).insert({ projectId: id, userId, status, addedDate: addDays(today, c.start + k).toISOString() });
    });
  });
}
