import type { SeedContext } from './context';
import { addDays } from './context';
import { hardware, software } from '../models/inventory';
import { interventions, type InterventionRow } from '../models/interventions';
import { addHistory } from '../rules/interventions';

const stories: Array<{ title: string; description: string; type: number; hardware: number; priority: InterventionRow['priority'] }> = [
  { title: 'Écran qui scintille', description: "L'écran externe clignote toutes les quelques minutes.", type: 0, hardware: 1, priority: 'Normal' },
  { title: 'Licence Acrobat expirée', description: 'Acrobat demande une réactivation de la licence.', type: 0, hardware: 0, priority: 'High' },
  { title: 'Nouveau poste pour un arrivant', description: 'Préparer un portable et les accès pour une arrivée lundi.', type: 1, hardware: 1, priority: 'High' },
  { title: 'Accès VPN impossible', description: 'Le client VPN refuse la connexion depuis ce matin.', type: 2, hardware: 2, priority: 'Urgent' },
  { title: 'Installer IntelliJ IDEA', description: "Besoin d'IntelliJ pour le projet Migration ERP.", type: 1, hardware: 0, priority: 'Normal' },
  { title: 'Imprimante du 2e étage bloquée', description: 'Bourrage papier récurrent.', type: 0, hardware: 1, priority: 'Low' },
  { title: 'Boîte mail pleine', description: "Impossible d'envoyer des messages, quota atteint.", type: 2, hardware: 0, priority: 'Normal' },
  { title: 'Téléphone qui ne charge plus', description: 'Le téléphone professionnel ne charge plus.', type: 0, hardware: 1, priority: 'Normal' },
  { title: 'Salle de réunion : projecteur', description: 'Le projecteur ne détecte pas la source HDMI.', type: 2, hardware: 1, priority: 'High' },
  { title: 'Droits sur le dossier Finance', description: 'Accès en lecture au partage Finance demandé.', type: 1, hardware: 2, priority: 'Low' },
];
const support = [5, 2];

/** Tickets of the last weeks in every status, with their history; steps and closes by Hicham (support, id 5). */
export function seedInterventions(s: SeedContext): void {
  const { db, today, rnd } = s;
  const statuses: InterventionRow['statut'][] = ['Pending', 'Pending', 'Affected', 'Progressing', 'Progressing', 'Solved', 'Solved', 'Closed'];
  for (let i = 0; i < 24; i++) {
    const story = stories[i % stories.length];
    const requester = i % 6 === 0 ? 1 : rnd.int(6, 72);
    const statut = statuses[i % statuses.length];
    const created = addDays(today, -(24 - i) - rnd.int(0, 3));
    const item = story.hardware === 1 ? hardware(db).find((h) => h.assignees.includes(requester)) : story.hardware === 0 ? software(db).get(rnd.int(1, software(db).size)) : undefined;
    const assignees = statut === 'Pending' ? [] : [support[i % 2], ...(i % 3 === 0 ? [rnd.int(6, 20)] : [])];
    const row = interventions(db).insert({
      title: story.title, description: story.description, nature: '', priority: story.priority, statut, type: story.type, hardware: story.hardware, fk_Material: item?.id ?? 0,
      fk_DemadeBy: requester, createdBy: requester, createdDate: created.toISOString(), fileIds: [], assignees, nbrActions: 0,
    });
    let t = created.getTime();
    const at = () => new Date((t = Math.min(t + rnd.int(1, 20) * 3600000, today.getTime() - 60000))).toISOString();
    addHistory(db, { interventionId: row.id, title: 'Intervention.Created', description: story.title, whoDid: requester, date: created.toISOString() });
    for (const userId of assignees) addHistory(db, { interventionId: row.id, title: 'Intervention.Assigned', description: null, whoDid: 5, userId, date: at(), assigned: true });
    let steps = 0;
    if (statut !== 'Pending' && statut !== 'Affected') {
      addHistory(db, { interventionId: row.id, title: 'Intervention.Step', description: 'Diagnostic effectué, intervention planifiée.', whoDid: assignees[0] ?? 5, date: at() });
      steps++;
    }
    if (statut === 'Solved' || statut === 'Closed') addHistory(db, { interventionId: row.id, title: 'Intervention.Closed', description: statut === 'Solved' ? 'Problème résolu.' : 'Sans suite.', whoDid: 5, date: at(), closed: true, resolved: statut === 'Solved' });
    interventions(db).update(row.id, { nbrActions: steps });
  }
}
