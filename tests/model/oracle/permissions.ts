/**
 * Who may do what to which record in which status: spec sections 4 and 6 of
 * ../shared/spec/2-… to 4-…, transcribed as plain data. Nothing here is read
 * from machines/, server-fake/ or src/: this table is the oracle the
 * statecharts' `can()`, the fake server's answers and the panels' buttons are
 * all checked against (tests/unit/oracle-*.test.ts, tests/components/oracle-panels.test.tsx).
 *
 * Reading a row: `action` on a `record` exists only in the statuses `in`
 * (elsewhere nobody may); there, a viewer may when every condition of one of
 * the `anyOf` lists holds. Several rows of one action add up. A row with a
 * `reading` is where the spec's words leave a choice: the text says which
 * words it rests on and what was chosen. A `gap` is a cell the spec does not
 * decide: no level is held to an answer there, and the report lists them.
 */

/** What a condition reads of a viewer facing one record. */
export type Condition =
  /** The viewer's permission list holds this code (spec 1 §6: access is decided by codes). */
  | { holds: string }
  /** The viewer's permission list lacks this code. */
  | { lacks: string }
  /** The record is the viewer's own: the leave's requester, the note's affected user, the document's requester, the intervention's fk_DemadeBy. */
  | { owner: boolean }
  /** A flag the server computes for this viewer on this record and sends with it. */
  | { flag: 'canApproved' | 'isApprover' }
  /** The viewer's role (spec 3 §3: Proprietaire, Administrateur, Responsable, Employe, Support{product}). */
  | { role: string };

export interface Rule {
  action: string;
  in: readonly string[];
  anyOf: ReadonlyArray<readonly Condition[]>;
  /** Requirement ids of tests/model/requirements.ts the row transcribes. */
  spec: readonly string[];
  reading?: string;
}

/** The three places the table is checked: the statechart's can(), the fake server's answer, the panel's buttons. */
export type Level = 'machine' | 'server' | 'ui';

export interface Gap {
  action: string;
  in: readonly string[];
  /** The cell is a gap when all of these hold. */
  when: readonly Condition[];
  /** Where the spec leaves the cell open (every level unless said). */
  levels?: readonly Level[];
  why: string;
}

export interface RecordTable {
  /** Every status of the record, by the spec's names or codes. */
  statuses: readonly string[];
  statusSpec: readonly string[];
  /** The catalogue codes (spec 4, consolidated catalogue) the rules of this record hinge on. */
  codes: readonly string[];
  rules: readonly Rule[];
  gaps: readonly Gap[];
}

const all = <T extends string>(...s: T[]) => s;

// ── Spec 2 §4 and §6: a leave request.
const leaveStatuses = all('En_Cour', 'Accepter', 'Refuser', 'Annuler', 'Holiday_Canceled');
const leaveRequest: RecordTable = {
  statuses: leaveStatuses,
  statusSpec: ['S2.4.01'],
  codes: ['Conge.Cancel.Demand', 'Conge.Delete.Demand', 'Golbal.Edit.Demand'],
  rules: [
    // "Pending to cancelled: by the requester, or anyone with Conge.Cancel.Demand." / "A requester can cancel their own pending request."
    { action: 'cancel', in: ['En_Cour'], anyOf: [[{ owner: true }], [{ holds: 'Conge.Cancel.Demand' }]], spec: ['S2.4.03', 'S2.6.03', 'S2.6.05'] },
    // "Accepted to cancelled: with Conge.Cancel.Demand."
    { action: 'cancel', in: ['Accepter'], anyOf: [[{ holds: 'Conge.Cancel.Demand' }]], spec: ['S2.4.06', 'S2.6.03'] },
    // "Pending to accepted or rejected: only if canApproved is true." / "Approve and reject depend on the server-provided canApproved flag."
    ...(['accept', 'reject'] as const).map((action) => ({
      action,
      in: ['En_Cour'],
      anyOf: [[{ flag: 'canApproved' }, { owner: false }]] as Condition[][],
      spec: ['S2.4.04', 'S2.6.06'],
      reading:
        "Spec 2 §1: 'Employees request leave…, managers and approvers accept or reject requests.' Whether a requester may decide on their own request is not said; we read it as no (the flag is the server's, and it never names the requester).",
    })),
    // "Golbal.Edit.Demand: edit icon on a leave request" (no status named).
    { action: 'edit', in: leaveStatuses, anyOf: [[{ holds: 'Golbal.Edit.Demand' }]], spec: ['S2.6.01'] },
    // "Conge.Delete.Demand: delete icon" (no status named).
    { action: 'delete', in: leaveStatuses, anyOf: [[{ holds: 'Conge.Delete.Demand' }]], spec: ['S2.6.02'] },
  ],
  gaps: [
    {
      action: 'edit',
      in: ['En_Cour'],
      when: [{ owner: true }],
      why: "Spec 2 §6 gives the edit icon to Golbal.Edit.Demand and says nothing of a requester editing their own pending request (spec 3 §6 says it for document requests); the product lets them.",
    },
    {
      action: 'edit',
      in: ['Accepter', 'Refuser', 'Annuler', 'Holiday_Canceled'],
      when: [{ holds: 'Golbal.Edit.Demand' }],
      levels: ['server'],
      why: "The edit icon shows in every status (§6 names none), but what saving an edit of a decided request does to its days and approvals is not said (server-side enforcement: not shown); the fake server refuses it (Leave.Error.NotPending).",
    },
  ],
};

// ── Spec 3 §4 and §6: an expense note, statuses by their codes 0–5.
const [draft, pending, success, refund, rejected, canceled] = ['0', '1', '2', '3', '4', '5'] as const;
const EDIT = 'Expenses.Edit';
const OWN_EDIT = 'Profile.Expenses.Edit';
const DELETE = 'Expenses.Delete';
/** "Expenses.Edit; Profile.Expenses.Edit (own note, not when status is Success or Refund)". */
const editsNote: Condition[][] = [[{ holds: EDIT }], [{ owner: true }, { holds: OWN_EDIT }]];
const validatorReading =
  "Spec 3 §1: 'an employee groups expenses into a note, submits it, a validator validates it, and it can then be refunded.' The validator's moves need Expenses.Edit; that the validator is never the note's owner is our reading of that sentence (§6 alone would let an owner with Expenses.Edit decide on their own note).";
const expenseNote: RecordTable = {
  statuses: [draft, pending, success, refund, rejected, canceled],
  statusSpec: ['S3.4.04'],
  codes: [EDIT, OWN_EDIT, DELETE],
  rules: [
    // "from Draft or Canceled it submits (status becomes 1)"
    { action: 'submit', in: [draft, canceled], anyOf: editsNote, spec: ['S3.4.05', 'S3.6.04', 'S3.6.05'] },
    // "from Pending it validates (becomes 2)"
    { action: 'validate', in: [pending], anyOf: [[{ holds: EDIT }, { owner: false }]], spec: ['S3.4.06', 'S3.6.04'], reading: validatorReading },
    // "from Success it opens the refund prompt (becomes 3 with payer and comment). Refunded (3) has no further action."
    { action: 'refund', in: [success], anyOf: [[{ holds: EDIT }, { owner: false }]], spec: ['S3.4.07', 'S3.4.08', 'S3.6.04', 'S3.6.05'], reading: validatorReading },
    {
      action: 'reject',
      in: [pending],
      anyOf: [[{ holds: EDIT }, { owner: false }]],
      spec: ['S3.4.04'],
      reading: `Status 4 Rejected is listed, but §4 names no move into it. We read it as the validator's refusal of a pending note (the other side of validating). ${validatorReading}`,
    },
    // "A small X button, shown when status is not Draft or Canceled, opens the cancel prompt…; confirming calls the status change with status 5."
    { action: 'cancel', in: [pending, success, refund, rejected], anyOf: [[{ holds: EDIT }]], spec: ['S3.4.09', 'S3.6.04'] },
    { action: 'cancel', in: [pending, rejected], anyOf: [[{ owner: true }, { holds: OWN_EDIT }]], spec: ['S3.4.09', 'S3.6.05'] },
    // "Edit and delete of a note only in Draft or Pending."
    { action: 'edit', in: [draft, pending], anyOf: editsNote, spec: ['S3.4.10', 'S3.6.04', 'S3.6.05'] },
    // "Expenses.Delete (or the owner while Draft)."
    { action: 'delete', in: [draft, pending], anyOf: [[{ holds: DELETE }]], spec: ['S3.4.10', 'S3.6.06'] },
    { action: 'delete', in: [draft], anyOf: [[{ owner: true }]], spec: ['S3.4.10', 'S3.6.06'] },
    // "Adding expenses only when status is 0 or 1." / "An expense may be edited or deleted only when its note is Pending or Draft."
    {
      action: 'editExpenses',
      in: [draft, pending],
      anyOf: editsNote,
      spec: ['S3.4.11', 'S3.4.13'],
      reading: 'The spec says in which statuses expenses change, not who changes them; we read it as whoever may edit the note (§6).',
    },
  ],
  gaps: [
    {
      action: 'cancel',
      in: [refund],
      when: [{ holds: EDIT }],
      why: "The X is 'shown when status is not Draft or Canceled', so on a refunded note too, while 'Refunded (3) has no further action'. We hold no level to an answer on cancelling a refunded note.",
    },
    {
      action: 'delete',
      in: [draft, pending],
      when: [{ owner: false }, { holds: DELETE }, { lacks: EDIT }],
      levels: ['server'],
      why: "Expenses.Delete deletes a note, but who may read someone else's note is not said; the fake server shows other people's notes to Expenses.Edit holders only, so a holder of Expenses.Delete alone never reaches one.",
    },
  ],
};

// ── Spec 3 §4 and §6: a document request: 0 on hold, 1 accepted, any other refused.
const MANAGE = 'DemandDocument.Manage';
const requesterReading =
  "Spec 3 §1: 'an employee asks for a company document… A manager or approver accepts or refuses.' Whether the requester may decide on their own request is not said; we read it as no (the flag is the server's, and it never names the requester).";
const documentRequest: RecordTable = {
  // 'processed' is an accepted request whose documents were produced (§3: the processed payload).
  statuses: ['onHold', 'accepted', 'processed', 'refused'],
  statusSpec: ['S3.4.01'],
  codes: [MANAGE],
  rules: [
    // "on hold (0) becomes accepted (1) or refused" / "Users with isApprover may accept or reject."
    { action: 'accept', in: ['onHold'], anyOf: [[{ flag: 'isApprover' }, { owner: false }]], spec: ['S3.4.01', 'S3.6.03'], reading: requesterReading },
    { action: 'refuse', in: ['onHold'], anyOf: [[{ flag: 'isApprover' }, { owner: false }]], spec: ['S3.4.01', 'S3.4.02', 'S3.6.03'], reading: requesterReading },
    // "Edit and delete are possible only while on hold." / "DemandDocument.Manage: edit, delete…" / "The request owner may edit their own request while on hold."
    { action: 'edit', in: ['onHold'], anyOf: [[{ holds: MANAGE }], [{ owner: true }]], spec: ['S3.4.03', 'S3.6.01', 'S3.6.02'] },
    { action: 'delete', in: ['onHold'], anyOf: [[{ holds: MANAGE }]], spec: ['S3.4.03', 'S3.6.01'] },
    // "DemandDocument.Manage: … and upload on document requests" / §2: "file upload while the request is on hold".
    { action: 'upload', in: ['onHold'], anyOf: [[{ holds: MANAGE }]], spec: ['S3.6.01'] },
    {
      action: 'process',
      in: ['accepted'],
      anyOf: [[{ holds: MANAGE }]],
      spec: ['S3.6.01'],
      reading: "§6 gives processing to DemandDocument.Manage without a status; §1 puts it after the decision ('A manager or approver accepts or refuses; a person with the manage permission processes it'). We read it as: an accepted request not yet processed.",
    },
  ],
  gaps: [
    {
      action: 'refuse',
      in: ['accepted'],
      when: [{ holds: MANAGE }],
      why: "§4 lists only on hold → accepted or refused; the product also lets a manager refuse an accepted request instead of processing it. The spec neither names nor forbids that.",
    },
  ],
};

// ── Spec 4 §4 and §6: an intervention.
const open = ['Pending', 'Progressing', 'Affected'];
const interventionStatuses = [...open, 'Solved', 'Closed'];
const intervention: RecordTable = {
  statuses: interventionStatuses,
  statusSpec: ['S4.4.01'],
  codes: ['Intervention.Edit', 'Profil.Intervention.Edit', 'Intervention.Delete', 'Intervention.AddStep', 'Intervention.Close'],
  rules: [
    // "Intervention.Edit: edit the intervention and assign users" / "Profil.Intervention.Edit: same, only if the viewer's id equals the requester"
    { action: 'assign', in: open, anyOf: [[{ holds: 'Intervention.Edit' }], [{ holds: 'Profil.Intervention.Edit' }, { owner: true }]], spec: ['S4.6.01', 'S4.6.02'] },
    { action: 'edit', in: interventionStatuses, anyOf: [[{ holds: 'Intervention.Edit' }], [{ holds: 'Profil.Intervention.Edit' }, { owner: true }]], spec: ['S4.6.01', 'S4.6.02'] },
    // "Intervention.AddStep: add a new action while status is not Solved or Closed" (and §4: hidden once Solved or Closed)
    { action: 'addStep', in: open, anyOf: [[{ holds: 'Intervention.AddStep' }]], spec: ['S4.6.04', 'S4.4.03'] },
    { action: 'close', in: open, anyOf: [[{ holds: 'Intervention.Close' }]], spec: ['S4.6.05', 'S4.4.03'] },
    // "Intervention.Delete: show the delete button, with confirmation" (no status named)
    { action: 'delete', in: interventionStatuses, anyOf: [[{ holds: 'Intervention.Delete' }]], spec: ['S4.6.03'] },
  ],
  gaps: [
    {
      action: 'assign',
      in: ['Solved', 'Closed'],
      when: [],
      why: "§4 hides only the add-action and close buttons once Solved or Closed; whether assigning stays open on a finished intervention is not said (the product closes it).",
    },
  ],
};

// ── Spec 3 §4 and §6: a form response's status.
const formResponse: RecordTable = {
  statuses: ['pending', 'accepted', 'refused'],
  statusSpec: ['S3.4.14'],
  codes: ['Form.Administrate'],
  rules: [
    // "Roles Proprietaire and Support{product}, or holders of Form.Administrate, may change a form response status to any allowed status; others see approval buttons only."
    {
      action: 'changeAny',
      in: ['pending', 'accepted', 'refused'],
      anyOf: [[{ role: 'Proprietaire' }], [{ role: 'Support' }], [{ holds: 'Form.Administrate' }]],
      spec: ['S3.6.08', 'S3.4.14'],
    },
  ],
  gaps: [],
};

export const permissionTable = { leaveRequest, expenseNote, documentRequest, intervention, formResponse } as const;
export type RecordKind = keyof typeof permissionTable;
