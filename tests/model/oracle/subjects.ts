import { personas, type PersonaDef } from '../../../fixtures/personas';
import { permissionTable, type RecordKind } from './permissions';

/**
 * The people the oracle asks about: the demo's five personas as they are,
 * and synthetic users built around the codes a record's rules hinge on: none
 * of them, all of them, each one alone and all but each one. A synthetic
 * user also holds the area's viewing codes (spec 1 §2: what opens the area),
 * so a refusal is the rule's, not a closed door.
 */
export interface Subject {
  name: string;
  role: string;
  permissions: readonly string[];
  /** Set for the demo's personas: the fake server signs them in by this key. */
  persona?: PersonaDef['key'];
  userId?: number;
}

const viewing: Record<RecordKind, readonly string[]> = {
  leaveRequest: ['Conge.View'],
  expenseNote: ['Expenses.View', 'Profile.Expenses.View'],
  documentRequest: ['DemandDocument.Profil.View.HimSelf', 'DemandDocument.View'],
  intervention: ['Intervention.View', 'Profil.Intervention.Create'],
  formResponse: ['Form.View', 'Form.User.View'],
};

/** Spec 3 §3's roles; Support{product} is spelled as the demo spells it. */
const roles = ['Proprietaire', 'Administrateur', 'Responsable', 'Employe', 'Support'];

const personaSubjects: Subject[] = personas.map((p) => ({ name: p.key, role: p.role, permissions: p.permissions, persona: p.key, userId: p.userId }));

function syntheticSubjects(kind: RecordKind): Subject[] {
  const codes = permissionTable[kind].codes;
  const sets = new Map<string, readonly string[]>([['none', []], ['all', codes]]);
  for (const c of codes) {
    sets.set(`only ${c}`, [c]);
    if (codes.length > 1) sets.set(`all but ${c}`, codes.filter((x) => x !== c));
  }
  // The form response rule hinges on the role as much as on the code: every role, with and without it.
  const roleList = kind === 'formResponse' ? roles : ['Employe'];
  return roleList.flatMap((role) =>
    [...sets].map(([label, set]) => ({ name: `${role === 'Employe' && kind !== 'formResponse' ? '' : `${role} `}${label}`, role, permissions: [...viewing[kind], ...set] })),
  );
}

export const subjectsFor = (kind: RecordKind): Subject[] => [...personaSubjects, ...syntheticSubjects(kind)];
