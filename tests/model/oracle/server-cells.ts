import type { fakeApi } from '../../unit/fake-api';
import type { RecordKind } from './permissions';
import type { Subject } from './subjects';

/**
 * How the fake server is asked one cell of the table: a fresh record of the
 * status is written straight into its tables (owned by the subject or by
 * someone else, the subject named where a relation needs it), the subject
 * signs in and reads it (the flags the server computes for them: canApproved,
 * isApprover), then calls the action's endpoint. Allowed is a 2xx answer
 * that is not `success: false`; anything else is a refusal. Every row the cell
 * wrote is taken away after it, so cells do not see each other.
 */
type Api = ReturnType<typeof fakeApi>;
type Answer = { status: number; json: { success?: boolean; message?: string; data?: Record<string, unknown> } | null };
type Row = Record<string, unknown> & { id: number };

export interface World {
  api: Api;
  /** Ids of people who are nobody to the subject: the other owner, the approver of turn when it is not the subject. */
  other: number;
  third: number;
  /** A user whose manager is the subject, per subject. */
  reportOf(subject: SignedIn): number;
}

export interface SignedIn extends Subject {
  id: number;
  token: string;
  call(method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown): Answer;
}

/** Who the record belongs to, seen from the subject; the table reads `owner` from it and the flags from the server. */
export interface Relation {
  name: string;
  owner: boolean;
  /** A record the server would never file, for its own defences: no panel is asked about it. */
  serverOnly?: boolean;
  /** The owner's id and, for a leave, the approver whose turn it is. */
  arrange(w: World, s: SignedIn): { ownerId: number; approverId?: number };
  /** The record as the server files it when the subject asks for it (its own chain of approvers), instead of a written row. */
  file?(w: World, s: SignedIn, status: string): Row;
}

interface Call {
  /** The statuses where this call is this action (elsewhere the same call means another action). */
  only?: readonly string[];
  run(s: SignedIn, id: number, row: Row): Answer;
}

export interface ServerAdapter {
  relations: Relation[];
  insert(w: World, status: string, who: { ownerId: number; approverId?: number }): Row;
  /** The read that answers the server's flags for this viewer, or null when refused; `approvers` are the people the record names as its deciders. */
  read(s: SignedIn, id: number): { canApproved?: boolean; isApprover?: boolean; approvers?: number[] } | null;
  calls: Record<string, Call>;
  /** Where the read itself tells the viewer whether they may (the form response's canChangeAny): it must say what the table says too. */
  says?: Record<string, (s: SignedIn, id: number) => boolean>;
  cleanUp(w: World, row: Row): void;
}

const table = (w: World, name: string) => w.api.backend.db.table<Row>(name);
const copyOf = (w: World, name: string) => {
  const { id: _id, ...rest } = table(w, name).all()[0];
  return rest;
};

const own: Relation = { name: 'own', owner: true, arrange: (w, s) => ({ ownerId: s.id, approverId: w.third }) };
const others: Relation = { name: "someone else's", owner: false, arrange: (w) => ({ ownerId: w.other, approverId: w.third }) };

const LEAVE_DAY = '2027-06-15';
const leaveApprovals = (status: string, approverId: number) => [
  { level: 1, approverId, status: status === 'En_Cour' ? 'En_Cour' : status === 'Refuser' ? 'Refuser' : status === 'Holiday_Canceled' ? 'Holiday_Canceled' : 'Accepter', date: null, raison: null },
];

const leaveRequest: ServerAdapter = {
  relations: [
    own,
    // A row the server would never file (it leaves the requester out of their chain): the route must refuse on its own.
    { name: 'own, named approver of turn', owner: true, serverOnly: true, arrange: (_w, s) => ({ ownerId: s.id, approverId: s.id }) },
    { name: "someone else's, subject's turn", owner: false, arrange: (w, s) => ({ ownerId: w.other, approverId: s.id }) },
    others,
    {
      // The subject's own request through POST Create: whatever chain the server files, it never names the requester, at any level.
      name: 'own, as the server files it',
      owner: true,
      serverOnly: true,
      arrange: (_w, s) => ({ ownerId: s.id }),
      file: (w, s, status) => {
        const made = s.call('POST', '/api/demandeconge/Create', { fk_User: s.id, fk_RegimeType: 2, startDate: LEAVE_DAY, endDate: LEAVE_DAY, description: 'Rendez-vous' });
        const id = made.json?.data?.id as number | undefined;
        if (!id) throw new Error(`${s.name} could not file a leave request: ${made.json?.message}`);
        const row = table(w, 'leaveRequests').get(id)!;
        const steps = row.approvals as Array<{ level: number; approverId: number }>;
        // Were the requester in their own chain, the cell stands at their level.
        const theirs = steps.find((a) => a.approverId === s.id)?.level;
        return table(w, 'leaveRequests').update(id, { status, levelType: theirs ?? 1 });
      },
    },
  ],
  insert: (w, status, who) =>
    table(w, 'leaveRequests').insert({
      ...copyOf(w, 'leaveRequests'), userId: who.ownerId, typeId: 2, startDate: LEAVE_DAY, endDate: LEAVE_DAY, morning: false, afternoon: false, startTime: null, endTime: null,
      projectId: null, fileIds: [], status, durationValue: 1, durationUnit: 0, levelType: 1, approvals: leaveApprovals(status, who.approverId!), createdBy: who.ownerId,
    }),
  read: (s, id) => {
    const r = s.call('GET', `/api/demandeconge/GetInfo/${id}`);
    const d = r.json?.data as { canApproved?: boolean; approval?: Array<{ id: number }> } | undefined;
    return r.status === 200 ? { canApproved: !!d?.canApproved, approvers: (d?.approval ?? []).map((a) => a.id) } : null;
  },
  calls: {
    cancel: { run: (s, id) => s.call('GET', `/api/demandeconge/Cancel/${id}`) },
    accept: { run: (s, id) => s.call('POST', '/api/demandeconge/Accept', { id, levelType: 1 }) },
    reject: { run: (s, id) => s.call('POST', '/api/demandeconge/Reject', { id, levelType: 1, raison: 'Période chargée' }) },
    edit: { run: (s, id, row) => s.call('POST', '/api/demandeconge/Edit', { id, fk_User: row.userId, fk_RegimeType: 2, startDate: LEAVE_DAY, endDate: LEAVE_DAY, description: 'Rendez-vous' }) },
    delete: { run: (s, id) => s.call('DELETE', `/api/demandeconge/Delete/${id}`) },
  },
  cleanUp: (w, row) => {
    table(w, 'leaveRequests').remove(row.id);
    // Accepting and cancelling move the year's balance: put it back as the seed left it (no 2027 row).
    for (const b of table(w, 'balances').all()) if (b.year === 2027) table(w, 'balances').remove(b.id);
  },
};

const expenseNote: ServerAdapter = {
  relations: [own, others],
  insert: (w, status, who) => {
    const note = table(w, 'expenseNotes').insert({ ...copyOf(w, 'expenseNotes'), affectedUserId: who.ownerId, status: Number(status), history: [], fileIds: [], createdBy: who.ownerId });
    // Submitting asks for at least one expense.
    table(w, 'expenses').insert({ ...copyOf(w, 'expenses'), noteId: note.id, fileIds: [] });
    return note;
  },
  read: (s, id) => (s.call('GET', `/api/Notes/GetById/${id}`).status === 200 ? {} : null),
  calls: {
    submit: { run: (s, id) => s.call('POST', '/api/Notes/changestatus', { id, status: 1 }) },
    validate: { run: (s, id) => s.call('POST', '/api/Notes/changestatus', { id, status: 2 }) },
    refund: { run: (s, id) => s.call('POST', '/api/Notes/changestatus', { id, status: 3, refundedBy: 'Atlas Industries SA', comment: 'Virement' }) },
    reject: { run: (s, id) => s.call('POST', '/api/Notes/changestatus', { id, status: 4, comment: 'Justificatif manquant' }) },
    cancel: { run: (s, id) => s.call('POST', '/api/Notes/changestatus', { id, status: 5, comment: 'Doublon' }) },
    edit: { run: (s, id) => s.call('POST', '/api/Notes/Create', { id, title: 'Mission Rabat', currency: 'MAD' }) },
    delete: { run: (s, id) => s.call('DELETE', `/api/Notes/Delete/${id}`) },
    editExpenses: { run: (s, id) => s.call('POST', '/api/Expenses/Create', { fk_NoteId: id, CatId: 1, amount: 12, payedBy: 'Employee', date: '2026-11-13' }) },
  },
  cleanUp: (w, row) => {
    for (const e of table(w, 'expenses').all()) if (e.noteId === row.id) table(w, 'expenses').remove(e.id);
    table(w, 'expenseNotes').remove(row.id);
  },
};

const documentStatus: Record<string, { status: number; processed: boolean }> = {
  onHold: { status: 0, processed: false },
  accepted: { status: 1, processed: false },
  processed: { status: 1, processed: true },
  refused: { status: 2, processed: false },
};
const documentRequest: ServerAdapter = {
  relations: [own, { name: "a report's", owner: false, arrange: (w, s) => ({ ownerId: w.reportOf(s) }) }, others],
  insert: (w, status, who) => table(w, 'documentRequests').insert({ ...copyOf(w, 'documentRequests'), userId: who.ownerId, typeId: 1, version: 1, ...documentStatus[status], raison: null, templateText: null }),
  read: (s, id) => {
    const r = s.call('GET', `/api/demanddocument/info/${id}`);
    return r.status === 200 ? { isApprover: !!r.json?.data?.isApprover } : null;
  },
  calls: {
    // One call decides while on hold and processes once accepted.
    accept: { only: ['onHold', 'processed', 'refused'], run: (s, id) => s.call('POST', '/api/demanddocument/processed', { id, processed: true }) },
    refuse: { only: ['onHold', 'processed', 'refused'], run: (s, id) => s.call('POST', '/api/demanddocument/processed', { id, processed: false, raison: 'Dossier incomplet' }) },
    process: { only: ['accepted', 'processed', 'refused'], run: (s, id) => s.call('POST', '/api/demanddocument/processed', { id, processed: true }) },
    edit: { run: (s, id, row) => s.call('POST', '/api/demanddocument/update', { id, typeId: 1, userid: row.userId, version: 1, remark: 'Pour la banque' }) },
    delete: { run: (s, id) => s.call('GET', `/api/demanddocument/delete/${id}`) },
    upload: { run: (s, id) => s.call('POST', `/api/demanddocument/uploadfiles/${id}`, { files: [{ name: 'attestation.pdf', size: 9, type: 'application/pdf', content: 'data:application/pdf;base64,JVBERi0xLjQK' }] }) },
  },
  cleanUp: (w, row) => {
    for (const f of table(w, 'documentRequestFiles').all()) if (f.requestId === row.id) table(w, 'documentRequestFiles').remove(f.id);
    table(w, 'documentRequests').remove(row.id);
  },
};

const intervention: ServerAdapter = {
  relations: [own, others],
  insert: (w, status, who) => table(w, 'interventions').insert({ ...copyOf(w, 'interventions'), fk_DemadeBy: who.ownerId, createdBy: who.ownerId, statut: status, assignees: [], fileIds: [], hardware: 2, fk_Material: 0 }),
  read: (s, id) => (s.call('GET', `/api/intervention/GetById/${id}`).status === 200 ? {} : null),
  calls: {
    assign: { run: (s, id) => s.call('POST', '/api/intervention/AssignedTo', { assign: true, id, userIds: [30] }) },
    edit: { run: (s, id) => s.call('POST', '/api/intervention/Update', { Id: id, Type: '1', Hardware: '2', Fk_Material: '0', Title: 'Imprimante', Description: 'Bourrage papier', Priority: 'High' }) },
    addStep: { run: (s, id) => s.call('POST', '/api/intervention/AddStep', { id, description: 'Rouleau changé' }) },
    close: { run: (s, id) => s.call('POST', '/api/intervention/Close', { id, resolut: true, description: 'Réglé' }) },
    delete: { run: (s, id) => s.call('DELETE', `/api/intervention/delete/${id}`) },
  },
  cleanUp: (w, row) => {
    for (const h of table(w, 'interventionHistory').all()) if (h.interventionId === row.id) table(w, 'interventionHistory').remove(h.id);
    table(w, 'interventions').remove(row.id);
  },
};

// A form of the demo with four plain statuses (no approval step): 1 and 2 on hold, 3 accepted, 4 refused.
const FORM = 1;
const formStatus: Record<string, number> = { pending: 1, accepted: 3, refused: 4 };
/** A status no approval leads to: only someone who may set any status may set it. */
const ANY_STATUS = 2;
const formResponse: ServerAdapter = {
  relations: [own, others],
  insert: (w, status, who) => table(w, 'formResponses').insert({ ...copyOf(w, 'formResponses'), formId: FORM, userId: who.ownerId, createdBy: who.ownerId, statutId: formStatus[status], answers: [], approvals: [] }),
  read: (s, id) => (s.call('GET', `/api/Forms/DetailResponse/${id}`).status === 200 ? {} : null),
  calls: { changeAny: { run: (s, id) => s.call('POST', '/api/Forms/ChangeStatutResponse', { id, statutId: ANY_STATUS }) } },
  says: { changeAny: (s, id) => !!s.call('GET', `/api/Forms/DetailResponse/${id}`).json?.data?.canChangeAny },
  cleanUp: (w, row) => void table(w, 'formResponses').remove(row.id),
};

export const serverAdapters: Partial<Record<RecordKind, ServerAdapter>> = { leaveRequest, expenseNote, documentRequest, intervention, formResponse };

export const allowedBy = (a: Answer) => a.status >= 200 && a.status < 300 && a.json?.success !== false;

/**
 * The people of the cells: the personas as they sign in, and synthetic users
 * (a copy of an ordinary employee with the subject's role and codes), plus
 * the two nobodies and a report for each subject, all managed by no one.
 */
export function worldOf(api: Api): { world: World; signIn(s: Subject): SignedIn } {
  const users = api.backend.db.table<Row>('users');
  const template = users.get(30)!;
  const person = (name: string, o: Record<string, unknown> = {}) =>
    users.insert({ ...template, id: undefined, userName: name, firstName: name, lastName: 'Oracle', fullName: `${name} Oracle`, email: `${name}@oracle.test`, managerId: null, ...o } as never) as Row;
  const other = person('oracle.other').id;
  const third = person('oracle.third').id;
  const reports = new Map<number, number>();
  const signedIn = new Map<string, SignedIn>();
  const world: World = {
    api, other, third,
    reportOf: (s) => reports.get(s.id) ?? (reports.set(s.id, person(`oracle.report.${s.id}`, { managerId: s.id }).id), reports.get(s.id)!),
  };
  const signIn = (s: Subject): SignedIn => {
    const key = JSON.stringify([s.name, s.role, s.permissions]);
    const known = signedIn.get(key);
    if (known) return known;
    const row = s.persona ? users.get(s.userId!)! : person(`oracle.${signedIn.size}`, { permissions: [...s.permissions], roleName: s.role });
    const token = api.call('POST', '/api/auth/login', { userName: row.userName, password: row.password }).json?.data?.token as string | undefined;
    if (!token) throw new Error(`${s.name} could not sign in`);
    const who: SignedIn = { ...s, id: row.id, token, call: (method, url, body) => api.call(method, url, body ?? (method === 'POST' ? {} : undefined), token) };
    signedIn.set(key, who);
    return who;
  };
  return { world, signIn };
}
