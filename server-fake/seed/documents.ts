import { addDays, type SeedContext } from './context';
import { documentTypes as typeFixtures } from '../../fixtures/document-types';
import { users } from '../models/organisation';
import { files } from '../models/session';
import { companyFileCategories, companyFiles, documentRequestFiles, documentRequests, documentTypes } from '../models/documents';
import { pdfDataUrl, produceDocument } from '../rules/document-output';
import { htmlToBlocks, renderPdf } from '../rules/pdf';

const reasons = ['Merci de préciser l\'organisme destinataire.', 'Document déjà délivré le mois dernier.', 'Demande en doublon.'];

const companyDocs: Array<{ name: string; category: number; description: string; daysAgo: number; body: string[] }> = [
  { name: 'Règlement intérieur.pdf', category: 1, description: 'Règles de vie et de sécurité dans l\'entreprise', daysAgo: 200, body: ['Horaires, sécurité, usage des équipements et comportement attendu de chacun.'] },
  { name: 'Charte informatique.pdf', category: 1, description: 'Usage des outils numériques', daysAgo: 120, body: ['Mots de passe, données personnelles, messagerie et postes de travail.'] },
  { name: 'Politique de télétravail.pdf', category: 1, description: 'Jours de télétravail et conditions', daysAgo: 45, body: ['Deux jours par semaine au plus, selon accord du responsable.'] },
  { name: 'Livret d\'accueil.pdf', category: 2, description: 'Bienvenue chez Atlas Industries', daysAgo: 300, body: ['Notre histoire, nos sites, vos interlocuteurs et vos premiers jours.'] },
  { name: 'Organigramme 2026.pdf', category: 2, description: 'Les départements et leurs responsables', daysAgo: 30, body: ['Direction, Ressources humaines, Informatique, Finance, Commercial, Production, Logistique.'] },
  { name: 'Note de frais - procédure.pdf', category: 3, description: 'Comment déclarer et justifier ses dépenses', daysAgo: 90, body: ['Les justificatifs sont à joindre à chaque dépense ; le remboursement suit la validation.'] },
  { name: 'Demande de congé - procédure.pdf', category: 3, description: 'Étapes et délais de validation', daysAgo: 150, body: ['Toute demande est adressée au responsable au moins quinze jours à l\'avance.'] },
  { name: 'Mutuelle - tableau des garanties.pdf', category: 4, description: 'Remboursements santé', daysAgo: 60, body: ['Consultations, pharmacie, optique et dentaire : taux et plafonds.'] },
];

/**
 * Document types from fixtures, requests across the company (every status,
 * some processed with their PDF), the company files and their categories.
 * Dates are relative to today.
 */
export function seedDocuments({ db, today, rnd }: SeedContext): void {
  for (const t of typeFixtures) documentTypes(db).insert({ ...t });
  [{ id: 1, name: 'Règlements et chartes' }, { id: 2, name: 'Vie de l\'entreprise' }, { id: 3, name: 'Procédures' }, { id: 4, name: 'Avantages sociaux' }].forEach((c) => companyFileCategories(db).insert(c));
  for (const d of companyDocs) {
    const bytes = renderPdf({ title: d.name.replace(/\.pdf$/, ''), blocks: [{ kind: 'h', text: d.name.replace(/\.pdf$/, '') }, ...d.body.map((text) => ({ kind: 'p' as const, text }))], letterhead: { company: 'Atlas Industries SA', address: 'Casablanca – Siège' } });
    const date = addDays(today, -d.daysAgo).toISOString();
    const f = files(db).insert({ name: d.name, mimeType: 'application/pdf', size: bytes.length, content: pdfDataUrl(bytes), ownerId: null, area: 'company', createdDate: date });
    companyFiles(db).insert({ fileId: f.id, categoryId: d.category, description: d.description, date: date.slice(0, 10) });
  }

  // Personas get only the deliberate requests of the plan, so their pages read the same whatever the random draw.
  const people = users(db).all().filter((u) => u.id > 5);
  const hr = 3;
  const plan: Array<{ userId: number; typeId: number; days: number; status: number; processed?: boolean; version?: number; raison?: string }> = [
    // Yasmine (the employee persona): one of each situation.
    { userId: 1, typeId: 2, days: 40, status: 1, processed: true },
    { userId: 1, typeId: 4, days: 12, status: 2, raison: reasons[0] },
    { userId: 1, typeId: 3, days: 3, status: 0, version: 0 },
    // Karim's team and others.
    { userId: 5, typeId: 1, days: 2, status: 0, version: 2 },
  ];
  for (let i = 0; i < 22; i++) {
    const u = rnd.pick(people);
    const status = rnd.pick([0, 0, 1, 1, 1, 2]);
    // Nobody in the seeded company is an intern: no one asks for an internship certificate (type 5), which
    // would certify years of 'stage' for a permanent accountant (persona review).
    plan.push({ userId: u.id, typeId: rnd.int(1, 4), days: rnd.int(1, 120), status, processed: status === 1 && rnd.chance(0.6), raison: status === 2 ? rnd.pick(reasons) : undefined });
  }
  for (const p of plan) {
    const type = typeFixtures.find((t) => t.id === p.typeId)!;
    const created = addDays(today, -p.days);
    const row = documentRequests(db).insert({
      userId: p.userId, typeId: p.typeId, version: p.version ?? (type.paperVersion && rnd.chance(0.3) ? 2 : 1), remark: rnd.chance(0.5) ? 'Pour un dossier administratif.' : '',
      projectId: null, status: p.status, createdDate: created.toISOString(), processingDate: null, processed: false, raison: p.raison ?? null, templateText: null,
      decidedBy: p.status === 0 ? null : users(db).get(p.userId)?.managerId ?? hr, processedBy: null,
    });
    if (p.processed) {
      const done = addDays(created, 1);
      const processed = documentRequests(db).update(row.id, { processed: true, processingDate: done.toISOString(), processedBy: hr });
      produceDocument(db, processed, { now: done, by: hr });
    }
  }
  // One attachment from a requester, so the info panel shows both kinds of file.
  const withAttachment = documentRequests(db).all().find((r) => r.status === 0 && r.userId !== 1);
  if (withAttachment) {
    const bytes = renderPdf({ title: 'Convocation', blocks: htmlToBlocks('<h2>Convocation</h2><p>Merci de fournir une attestation récente.</p>') });
    const f = files(db).insert({ name: 'Convocation.pdf', mimeType: 'application/pdf', size: bytes.length, content: pdfDataUrl(bytes), ownerId: withAttachment.userId, area: 'documents', createdDate: withAttachment.createdDate });
    documentRequestFiles(db).insert({ requestId: withAttachment.id, fileId: f.id, document: false });
  }
}
