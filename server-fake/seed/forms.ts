import type { SeedContext } from './context';
import { addDays } from './context';
import { forms, formStatuses, formResponses, type FormRow } from '../models/forms';
import { defaultStatuses } from '../rules/forms';
import { formTemplates } from '../../fixtures/form-templates';
import type { Audience, FormField, FormState } from '../../src/domain/forms';

/**
 * Forms of the demo: several published to everyone (more than the menu
 * shows, so 'all forms' has something), one anonymous, one with a two-step
 * approval and responses waiting at each step, and one of each other state.
 */
const tpl = (id: number) => formTemplates.find((t) => t.id === id)!;
const field = (id: number, title: string, fieldType: number, o: Partial<FormField> = {}): FormField => ({ id, title, fieldType, parametres: '', hideTitle: false, isRequired: false, description: '', ...o });

export function seedForms({ db, today }: SeedContext): void {
  const add = (o: { title: string; icon: string; state: FormState; fields: FormField[]; audience?: Audience; anonymous?: boolean; admins?: number[]; daysAgo: number; description?: string }): FormRow => {
    const row = forms(db).insert({
      title: o.title, description: o.description ?? '', iconPath: o.icon, state: o.state, wasPublished: o.state !== 'Draft', isAnonymous: !!o.anonymous,
      audience: o.audience ?? { kind: 'Public', ids: [] }, usersList: [], adminIds: o.admins ?? [3], fields: o.fields, createdBy: 3,
      createdDate: addDays(today, -o.daysAgo).toISOString(),
    });
    return row;
  };
  const statusesOf = (formId: number) => formStatuses(db).by('formId', formId);

  const satisfaction = add({ title: 'Enquête de satisfaction 2026', icon: 'chart', state: 'Published', fields: tpl(3).fields, daysAgo: 30, description: 'Vos réponses nous aident à améliorer la vie au bureau. Comptez cinq minutes.' });
  for (const s of defaultStatuses(satisfaction.id)) formStatuses(db).insert(s);

  // Two approval steps: the manager, then IT support.
  const equipment = add({ title: 'Demande de matériel', icon: 'laptop', state: 'Published', fields: tpl(2).fields, admins: [3, 5], daysAgo: 60, description: 'Un poste, un écran ou un téléphone : votre responsable puis le support informatique valident la demande.' });
  const st = [
    { text: 'Validation manager', color: '#f59e0b', kind: 'onHold' as const, isStep: true, approverId: 2 },
    { text: 'Validation IT', color: '#3b82f6', kind: 'onHold' as const, isStep: true, approverId: 5 },
    { text: 'Livré', color: '#16a34a', kind: 'accept' as const, isStep: false, approverId: null },
    { text: 'Refusé', color: '#dc2626', kind: 'refuse' as const, isStep: false, approverId: null },
  ].map((s, i) => formStatuses(db).insert({ ...s, formId: equipment.id, order: i + 1, active: true }));
  const equipmentAnswers = (kind: string, qty: string, why: string) => [
    { fieldId: 1, response: kind, files: [] }, { fieldId: 2, response: qty, files: [] }, { fieldId: 3, response: why, files: [] }, { fieldId: 4, response: '', files: [] },
  ];
  const approvals = (states: Array<'pending' | 'approved' | 'refused'>, actors: number[], daysAgo: number) =>
    states.map((status, i) => ({ statutId: st[i].id, status, actorId: status === 'pending' ? null : actors[i], actionDate: status === 'pending' ? null : addDays(today, -daysAgo + 1).toISOString() }));
  formResponses(db).insertMany([
    { formId: equipment.id, userId: 1, createdBy: 1, createdDate: addDays(today, -2).toISOString(), statutId: st[0].id, answers: equipmentAnswers('ecran', '1', 'Second écran pour le développement'), approvals: approvals(['pending', 'pending'], [], 2) },
    { formId: equipment.id, userId: 6, createdBy: 6, createdDate: addDays(today, -5).toISOString(), statutId: st[1].id, answers: equipmentAnswers('pc', '1', 'Portable en fin de vie'), approvals: approvals(['approved', 'pending'], [2], 5) },
    { formId: equipment.id, userId: 7, createdBy: 7, createdDate: addDays(today, -20).toISOString(), statutId: st[2].id, answers: equipmentAnswers('tel', '1', 'Astreintes'), approvals: approvals(['approved', 'approved'], [2, 5], 20) },
  ]);

  const incident = add({ title: "Déclaration d'incident", icon: 'alert', state: 'Published', fields: tpl(4).fields, audience: { kind: 'Site', ids: [1, 2, 3] }, anonymous: true, daysAgo: 90, description: 'Anonyme : décrivez ce qui s’est passé, où et quand. Le service sécurité vous répond sous 48 heures.' });
  for (const s of defaultStatuses(incident.id)) formStatuses(db).insert(s);
  formResponses(db).insert({
    formId: incident.id, userId: null, createdBy: null, createdDate: addDays(today, -3).toISOString(), statutId: statusesOf(incident.id)[0].id,
    answers: [{ fieldId: 1, response: '12/11/2026 10:30', files: [] }, { fieldId: 2, response: 'Entrepôt, allée 4', files: [] }, { fieldId: 3, response: 'Palette instable', files: [] }, { fieldId: 4, response: '', files: [] }, { fieldId: 5, response: '', files: [] }],
    approvals: [],
  });

  const simple = (title: string, icon: string, fields: FormField[], daysAgo: number, state: FormState = 'Published', audience?: Audience) => {
    const f = add({ title, icon, state, fields, daysAgo, audience });
    for (const s of defaultStatuses(f.id)) formStatuses(db).insert(s);
    return f;
  };
  simple('Sondage cantine', 'smile', [field(1, 'Plat préféré', 9, { isRequired: true, parametres: 'tajine - Tajine, couscous - Couscous, salade - Salade' }), field(2, 'Remarques', 10)], 12);
  simple('Inscription team building', 'users', [field(1, 'Participerez-vous ?', 8, { isRequired: true, parametres: 'oui - Oui, non - Non' }), field(2, 'Régime alimentaire', 2)], 8);
  simple('Covoiturage', 'globe', [field(1, 'Ville de départ', 2, { isRequired: true }), field(2, 'Places disponibles', 0)], 6);
  simple('Formation souhaitée 2027', 'cap', [field(1, 'Formation', 2, { isRequired: true }), field(2, 'Période', 17)], 4, 'Published', { kind: 'Department', ids: [2] });
  simple("Questionnaire d'intégration", 'smile', tpl(1).fields, 2, 'Draft');
  simple('Sondage télétravail 2025', 'clock', [field(1, 'Jours souhaités', 0, { isRequired: true })], 300, 'Archived');
  simple('Bilan mi-année', 'note', [field(1, 'Objectifs atteints', 10, { isRequired: true })], 150, 'Unpublished');
}
