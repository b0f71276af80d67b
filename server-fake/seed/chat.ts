import { chatGroups, chatMessages } from '../models/chat';
import { users } from '../models/organisation';
import { files } from '../models/session';
import { directKey, groupKey } from '../rules/chat';
import type { SeedContext } from './context';

type Line = [from: number, text: string, minutesAgo: number, fileId?: number];

const svgImage = (label: string, color: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="240" height="160"><rect width="240" height="160" fill="${color}"/><text x="120" y="88" font-family="sans-serif" font-size="22" fill="#fff" text-anchor="middle">${label}</text></svg>`)}`;

/**
 * Conversations between the personas (1 Yasmine, 2 Karim, 3 Nadia, 4 Omar,
 * 5 Hicham) and colleagues, and a few groups. Times count back from `today`
 * so the demo always shows recent activity.
 */
export function seedChat({ db, today }: SeedContext): void {
  const at = (minutesAgo: number) => new Date(today.getTime() - minutesAgo * 60000).toISOString();
  const file = (name: string, mimeType: string, content: string, ownerId: number, minutesAgo: number) =>
    files(db).insert({ name, mimeType, size: content.length, content, ownerId, area: 'chat', createdDate: at(minutesAgo) }).id;

  const direct = (a: number, b: number, lines: Line[], readUpTo = lines.length) =>
    lines.forEach(([from, text, ago, fileId], i) =>
      chatMessages(db).insert({
        conversation: directKey(a, b), senderId: from, receiverId: from === a ? b : a, groupId: null, text, fileIds: fileId ? [fileId] : [],
        date: at(ago), seen: i < readUpTo, seenBy: [],
      }),
    );

  direct(1, 2, [
    [2, 'Bonjour Yasmine, tu as pu avancer sur la maquette du portail ?', 60 * 26],
    [1, 'Oui, il me reste la page de connexion à finir.', 60 * 26 - 5],
    [2, 'Super. On fait un point demain à 10 h ?', 60 * 26 - 8],
    [1, 'Parfait, je bloque le créneau.', 60 * 26 - 9],
    [2, "Pense à mettre à jour le ticket avant ce soir.", 60 * 3],
    [1, "C'est fait 👍", 60 * 3 - 2],
    // Yasmine's leave for the wedding waits for Karim (seed/leave.ts): he has seen it, not yet decided.
    [2, 'Merci ! J’ai vu ta demande de congé pour le mariage, je la regarde aujourd’hui.', 45],
  ], 6);
  direct(1, 6, [
    [6, 'Salut, tu déjeunes avec nous ce midi ?', 60 * 50],
    [1, 'Avec plaisir, 12 h 30 en bas ?', 60 * 50 - 3],
    [6, 'Ça marche.', 60 * 50 - 4],
    [6, 'Tu as vu le nouveau planning des astreintes ?', 20],
  ], 3);
  // A long thread, so paging back through older messages shows in the demo: three days of a person and IT support.
  const said: Array<[number, string]> = [
    [1, 'Bonjour Hicham, le VPN me déconnecte toutes les dix minutes depuis ce matin.'],
    [5, 'Bonjour Yasmine, tu es sur le Wi-Fi invité ou sur le réseau interne ?'],
    [1, 'Sur le Wi-Fi invité, je suis en salle Atlas.'],
    [5, 'C’est ça : le Wi-Fi invité coupe les longues connexions. Passe sur le réseau interne.'],
    [1, 'C’est mieux, merci !'],
    [5, 'Avec plaisir. Je note de mettre à jour la fiche sur l’intranet.'],
    [1, 'Au fait, mon poste me demande une mise à jour depuis hier.'],
    [5, 'Tu peux la lancer ce soir avant de partir, elle prend une vingtaine de minutes.'],
    [1, 'D’accord, je la lance ce soir.'],
    [5, 'La mise à jour est bien passée sur ton poste, tout est à jour.'],
    [1, 'Merci. Autre chose : je n’ai pas accès au dossier partagé du projet Tanger.'],
    [5, 'Il faut l’accord de Karim, je lui envoie la demande.'],
    [1, 'Il vient de me dire que c’est bon pour lui.'],
    [5, 'Les droits sont donnés, déconnecte-toi et reconnecte-toi pour les voir.'],
    [1, 'Je vois le dossier, merci beaucoup.'],
    [5, 'Parfait. Le nouvel écran que tu as demandé est arrivé.'],
    [1, 'Super ! Je peux passer le chercher quand ?'],
    [5, 'Demain à partir de 10 h, au bureau du support au 2e étage.'],
    [1, 'J’y serai vers 10 h 30.'],
    [5, 'Il est installé, le deuxième écran est reconnu ?'],
    [1, 'Oui, tout fonctionne. Dernière question : le mot de passe du Wi-Fi invité a changé ?'],
    [5, 'Oui, il change chaque lundi. Il est affiché à l’accueil.'],
    [1, 'Je demanderai à l’accueil, merci Hicham.'],
    [5, 'Je t’en prie, bonne journée !'],
  ];
  const thread: Line[] = said.map(([from, text], i) => {
    const day = 3 - Math.floor(i / 8);
    return [from, text, day * 24 * 60 + (8 - (i % 8)) * 25];
  });
  direct(1, 5, thread);
  direct(1, 9, [
    [1, 'Hajar, peux-tu relire ma PR sur le formulaire de contact ?', 60 * 5],
    [9, 'Je regarde dans l’après-midi.', 60 * 4],
  ]);
  direct(2, 4, [
    [4, 'Karim, le budget informatique 2027 est à rendre vendredi.', 60 * 30],
    [2, 'Bien noté, je vous envoie une première version jeudi.', 60 * 29],
  ]);
  direct(3, 8, [
    [8, 'Nadia, les bulletins de novembre sont prêts pour validation.', 90],
    [3, 'Merci Tarik, je valide ce soir.', 80],
    [8, 'Il manque juste les heures supplémentaires de l’atelier.', 10],
  ], 2);
  direct(5, 11, [
    [11, 'Hicham, le serveur de fichiers de Rabat ne répond plus.', 35],
    [5, 'Je prends la main à distance, deux minutes.', 33],
    [11, 'Merci, ça refonctionne !', 15],
  ], 2);
  direct(4, 3, [[3, 'Omar, la note sur le télétravail est prête à signer.', 60 * 6]]);

  const group = (name: string, description: string, creatorId: number, adminIds: number[], memberIds: number[], color: string, ago: number) => {
    const imageFileId = file(`${name}.svg`, 'image/svg+xml', svgImage(name, color), creatorId, ago);
    return chatGroups(db).insert({ name, description, imageFileId, creatorId, createdDate: at(ago), adminIds: [creatorId, ...adminIds], memberIds });
  };
  const say = (groupId: number, from: number, text: string, ago: number, seenBy: number[], fileId?: number) =>
    chatMessages(db).insert({ conversation: groupKey(groupId), senderId: from, receiverId: null, groupId, text, fileIds: fileId ? [fileId] : [], date: at(ago), seen: false, seenBy });

  const web = group('Équipe Web', 'Le portail collaborateurs et le site vitrine : suivi, entraide et mises en production.', 2, [], [1, 5, 6, 9], '#2f855a', 60 * 24 * 20);
  const spec = file('cahier-des-charges-portail.pdf', 'application/pdf', PDF, 2, 60 * 30);
  const mock = file('maquette-accueil.svg', 'image/svg+xml', svgImage('Maquette accueil', '#3182ce'), 1, 60 * 27);
  const notes = file('notes-reunion.txt', 'text/plain', 'data:text/plain,' + encodeURIComponent('Points : mise en production jeudi, revue des tickets, démo client.'), 6, 60 * 25);
  say(web.id, 2, 'Bonjour à tous, voici le cahier des charges du portail.', 60 * 30, [1, 5, 6, 9], spec);
  say(web.id, 1, 'Et la maquette de la page d’accueil.', 60 * 27, [2, 5, 6], mock);
  say(web.id, 6, 'Mes notes de la réunion d’hier.', 60 * 25, [1, 2, 5], notes);
  say(web.id, 5, 'Le serveur de recette est à jour.', 60 * 2, [2]);
  say(web.id, 9, 'Mise en production jeudi 18 h, tout le monde est ok ?', 25, []);

  const rh = group('Comité RH', 'Coordination RH : paie, recrutements et entretiens annuels.', 3, [4], [8, 17, 18], '#805ad5', 60 * 24 * 60);
  say(rh.id, 3, 'Les entretiens annuels démarrent lundi.', 60 * 48, [4, 8, 17]);
  say(rh.id, 17, 'Les convocations sont envoyées.', 60 * 5, [3]);

  const infra = group('Support Infra', 'Incidents, astreintes et maintenance du parc.', 5, [], [2, 11, 9], '#dd6b20', 60 * 24 * 10);
  say(infra.id, 11, 'Maintenance du VPN samedi de 8 h à 10 h.', 60 * 8, [5, 2]);

  // A few colleagues are online when the demo opens.
  for (const id of [2, 6, 9, 11]) if (users(db).get(id)) users(db).update(id, { online: true, lastSeen: null });
  for (const id of [8, 17]) if (users(db).get(id)) users(db).update(id, { online: false, lastSeen: at(35) });
}

/** A one-page PDF saying what it is, so the viewer has something real to show. */
const PDF = `data:application/pdf;base64,${btoa(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 300 144]/Contents 4 0 R/Resources<</Font<</F1 5 0 R>>>>>>endobj\n4 0 obj<</Length 58>>stream\nBT /F1 18 Tf 20 70 Td (Cahier des charges portail) Tj ET\nendstream endobj\n5 0 obj<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF',
)}`;
