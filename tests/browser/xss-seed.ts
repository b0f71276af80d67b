/**
 * Stored XSS payloads, and the seeding of every free-text field with them
 * through the fake server's dispatcher, as the persona who would type each.
 * `seedXss` runs inside the page (serialised with toString), so it is
 * self-contained: no imports, no closures.
 */
export const xssPayloads = [
  '<img src=x onerror=__xss(1)>',
  '<svg onload=__xss(2)>',
  '<script>__xss(3)</script>',
  'javascript:__xss(4)',
  '"><img src=x onerror=__xss(5)>',
  "'><svg/onload=__xss(6)>",
  '&lt;img src=x onerror=__xss(7)&gt;',
  '%3Cimg%20src%3Dx%20onerror%3D__xss(8)%3E',
  '<a href="javascript:__xss(9)">x</a>',
  '<iframe srcdoc="<script>parent.__xss(10)</script>">',
  '<details open ontoggle=__xss(11)>',
  '<math><mtext><img src=x onerror=__xss(12)>',
] as const;

/** Rich text (document templates) is HTML on purpose: DOMPurify must clean it on the way in. */
export const richPayload =
  '<p>Attestation <b>XR-TPL</b></p><img src=x onerror=__xss(20)><script>__xss(21)</script><p onclick="__xss(22)">clic</p><a href="javascript:__xss(23)">lien</a><svg><animate onbegin=__xss(24) attributeName=x dur=1s></svg><form><input name=x onfocus=__xss(25) autofocus></form>';

export interface Seeded {
  fields: Record<string, string>;
  ids: Record<string, number>;
  errors: string[];
}

type Dispatcher = { handle(req: { method: string; path: string; query: Record<string, string>; headers: Record<string, string>; body: unknown }): { status: number; body: unknown } };
type DbLike = { table(name: string): { update(id: number, patch: Record<string, unknown>): unknown } };

/** Every free-text field gets a mark (to find it on screen) and two payloads. */
export function seedXss(d: Dispatcher, db: DbLike, payloads: readonly string[], rich: string): Seeded {
  const errors: string[] = [];
  const fields: Record<string, string> = {};
  const ids: Record<string, number> = {};
  let n = 0;
  const text = (field: string) => {
    const v = `XS${String(n).padStart(2, '0')} ${payloads[n % payloads.length]} ${payloads[(n + 5) % payloads.length]}`;
    n++;
    fields[field] = v;
    return v;
  };
  const call = (token: string | null, method: string, url: string, body?: unknown) => {
    const u = new URL(url, 'http://fake.local');
    const query: Record<string, string> = {};
    u.searchParams.forEach((v, k) => (query[k] = v));
    const res = d.handle({ method, path: u.pathname, query, headers: token ? { authorization: `Bearer ${token}` } : {}, body });
    const raw = typeof res.body === 'string' ? res.body : new TextDecoder().decode(res.body as Uint8Array);
    let json: { success?: boolean; message?: string; data?: any } | null = null;
    try {
      json = JSON.parse(raw);
    } catch {
      json = null;
    }
    if (res.status !== 200 || json?.success === false) errors.push(`${method} ${url} → ${res.status} ${json?.message ?? ''}`);
    return json?.data;
  };
  const login = (userName: string) => call(null, 'POST', '/api/auth/login', { userName, password: 'demo' }).token as string;
  const yasmine = login('yasmine');
  const karim = login('karim');
  const nadia = login('nadia');
  const hicham = login('hicham');
  const omar = login('omar');
  const pdf = { name: 'justificatif.pdf', size: 12, type: 'application/pdf', content: 'data:application/pdf;base64,JVBERi0xLjQK' };
  // A PNG by its bytes (the server checks the content, issue 21).
  const image = { name: 'g.png', size: 8, type: 'image/png', content: 'data:image/png;base64,iVBORw0KGgo=' };

  // Leave: a description, then the manager's refusal reason.
  call(yasmine, 'POST', '/api/demandeconge/Create', { fk_User: 1, fk_RegimeType: 1, startDate: '2027-01-18', endDate: '2027-01-20', description: text('leave.description') });
  ids.leave = call(yasmine, 'POST', '/api/demandeconge/GetDemandes', { page: 1, pageSize: 10 }).rows[0].id;
  call(karim, 'POST', '/api/demandeconge/Reject', { id: ids.leave, raison: text('leave.refusalReason') });

  // Expense note: title, description, an expense's description and supplier, the refusal remark.
  const note = call(yasmine, 'POST', '/api/Notes/Create', { title: text('expenses.noteTitle'), currency: 'MAD', executionDate: '2026-11-10', description: text('expenses.noteDescription'), files: [pdf] });
  ids.note = note.id ?? note;
  ids.expense = call(yasmine, 'POST', '/api/Expenses/Create', { fk_NoteId: String(ids.note), date: '2026-11-10', CatId: '1', amount: '120', payedBy: 'Employee', supplier: text('expenses.supplier'), description: text('expenses.expenseDescription') })?.id;
  call(yasmine, 'POST', '/api/Notes/changestatus', { id: ids.note, status: 1 });
  call(karim, 'POST', '/api/Notes/changestatus', { id: ids.note, status: 4, comment: text('expenses.refusalRemark') });

  // Document request: the employee's comment, then the manager's refusal reason.
  ids.document = call(yasmine, 'POST', '/api/demanddocument/update', { typeId: 1, userid: 1, version: 1, remark: text('documents.comment') }).id;
  call(karim, 'POST', '/api/demanddocument/processed', { id: ids.document, processed: 'false', raison: text('documents.refusalReason') });
  // A template whose stored text holds hostile HTML (written straight to the row: the client's DOMPurify is what is under test).
  ids.template = call(yasmine, 'POST', '/api/demanddocument/update', { typeId: 2, userid: 1, version: 1, remark: text('documents.comment2') }).id;
  call(karim, 'POST', '/api/demanddocument/processed', { id: ids.template, processed: true });
  db.table('documentRequests').update(ids.template, { templateText: rich });

  // Forms: title, a question, an answer.
  const formTitle = text('forms.title');
  ids.form = call(nadia, 'POST', '/api/Forms/edit', { id: 0, title: formTitle, fields: [{ id: 1, title: text('forms.question'), fieldType: 2, isRequired: false }] }).id;
  call(nadia, 'POST', '/api/Forms/Sharing', { formId: ids.form, audience: { kind: 'Public', ids: [] } });
  call(yasmine, 'POST', '/api/Forms/SubmitForm', { FormId: String(ids.form), 'Fields[0].Id': '1', 'Fields[0].Response': text('forms.answer') });

  // Intervention: title, description, a support step.
  const created = call(yasmine, 'POST', '/api/intervention/Create', { Type: '0', Hardware: '1', Fk_Material: '1', Title: text('interventions.title'), Description: text('interventions.description') });
  ids.intervention = created?.value ?? created?.id ?? created;
  call(hicham, 'POST', '/api/intervention/AddStep', { id: ids.intervention, description: text('interventions.step') });

  // Chat: a group's name and description, a group message and a direct one.
  const group = call(karim, 'POST', '/api/chat/CreatGroupe', { title: text('chat.groupName'), description: text('chat.groupDescription'), usersIds: '1,5', adminsIds: '', image });
  ids.group = group?.id ?? group;
  call(yasmine, 'POST', '/api/chat/SendMessage', { recieverId: String(ids.group), isGroup: 'true', message: text('chat.groupMessage') });
  call(karim, 'POST', '/api/chat/SendMessage', { recieverId: '1', isGroup: 'false', message: text('chat.directMessage') });

  // Reminder: due already, so it reaches the bell as a notification too.
  call(yasmine, 'POST', '/api/Reminder/Create', { title: text('reminders.title'), description: text('reminders.description'), dueDate: new Date(Date.now() - 60000).toISOString() });

  // Project name.
  ids.project = call(nadia, 'POST', '/api/project/addNewProject', { name: text('projects.name'), modules: ['Forms'] });
  void omar;
  return { fields, ids, errors };
}
