import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { fakeApi, mondayAhead } from './fake-api';
import { attackTally } from './attack-tally';
import { files } from '../../server-fake/models/session';
import { extensionOf, sniffKind, uploadLimits } from '../../src/domain/uploads';
import { decodeDataUrl } from '../../server-fake/rules/files';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const endpointsFile = [path.join(root, '../shared/spec/endpoints.tsv'), path.join(root, '../../shared/spec/endpoints.tsv')].find(existsSync)!;

/**
 * Issue 21, section 4: every upload route checks each file's content against
 * its screen's allow-list (spec 2 §5, 3 §5, 4 §5) and stores the type found
 * by content; files are served inline only when their content is PDF, PNG,
 * JPEG, GIF or WebP, always with nosniff and a sandbox; the limits of
 * src/domain/uploads.ts hold at their boundary.
 */
const tally = attackTally();
type Api = ReturnType<typeof fakeApi>;

const b64 = (bytes: Uint8Array | string) => Buffer.from(bytes).toString('base64');
const upload = (name: string, bytes: Uint8Array | string, type = 'application/octet-stream') => ({ name, size: Buffer.from(bytes).length, type, content: `data:${type};base64,${b64(bytes)}` });
const bytes = (...parts: Array<string | number[] | Uint8Array>) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

// Real starts of real formats (their magic numbers), and hostile files dressed as them.
const pdfBytes = bytes('%PDF-1.4\n%\xe2\xe3\n1 0 obj\n<<>>\nendobj\n%%EOF\n');
const pngBytes = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR');
const gifBytes = bytes('GIF89a', [1, 0, 1, 0, 0x80, 0, 0]);
const xlsxBytes = bytes([0x50, 0x4b, 0x03, 0x04, 20, 0, 6, 0], '[Content_Types].xml');
const html = '<!DOCTYPE html><html><body><script>parent.__xss()</script></body></html>';
const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>';
const hostile = {
  htmlAsPdf: upload('certificat-medical.pdf', html, 'application/pdf'),
  htmlAsPdfUpper: upload('certificat.PDF', html, 'text/html'),
  htmlPage: upload('page.html', html, 'text/html'),
  noExtension: upload('justificatif', html, 'application/pdf'),
  scriptAsPng: upload('photo.png', `<script>alert(1)</script>`, 'image/png'),
  pdfAsDocx: upload('contrat.docx', pdfBytes, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'),
};
/** SVG is an image of the lists that say 'image' (spec): accepted there, refused elsewhere, and never served inline. */
const svgWithScript = upload('recu.svg', svg, 'image/svg+xml');
const good = {
  pdf: upload('SCAN.PDF', pdfBytes, 'text/html'),
  png: upload('photo.png', pngBytes, 'application/pdf'),
  xlsx: upload('parc.xlsx', xlsxBytes),
};

/** A working day far enough ahead for every notice period, whatever the day (it was 15 March 2027, refused once that came near). */
const leaveDay = mondayAhead(119);

/** Every upload route of the fake server, sending `f` where its screen takes files (leave, expenses, interventions, chat, forms, documents, inventory). */
function uploadRoutes(api: Api) {
  const y = api.as('employee');
  const hr = api.as('hr');
  const support = api.as('support');
  const noteId = y.post('/api/Notes/Create', { title: 'Mission', currency: 'MAD', executionDate: '2026-11-10' }).json.data.id as number;
  y.post('/api/demandeconge/Create', { fk_User: 1, fk_RegimeType: 1, startDate: leaveDay, endDate: leaveDay, description: 'à modifier' });
  const leaveId = y.post('/api/demandeconge/GetDemandes', { page: 1, pageSize: 10 }).json.data.rows[0].id as number;
  const interventionId = y.post('/api/intervention/Create', { Type: '0', Hardware: '2', Title: 'Clavier', Description: 'touches' }).json.data as number;
  const docId = () => hr.post('/api/demanddocument/update', { typeId: 1, userid: 1, version: 1 }).json.data.id as number;
  const hrTools = api.as('hr');
  const formId = hrTools.post('/api/Forms/edit', {
    id: 0, title: 'Pièces',
    fields: [{ id: 1, title: 'Photo', fieldType: 11, parametres: 'image' }, { id: 2, title: 'Attestation', fieldType: 11, parametres: 'pdf' }, { id: 3, title: 'Autre', fieldType: 11 }],
  }).json.data.id as number;
  hrTools.post('/api/Forms/Sharing', { formId, audience: { kind: 'Public', ids: [] } });
  const groupId = y.post('/api/chat/CreatGroupe', { title: 'Équipe', description: 'd', usersIds: '5', adminsIds: '', image: good.png }).json.data.id as number;
  const formBody = (field: number, f: unknown) => ({ FormId: String(formId), 'Fields[0].Id': '1', 'Fields[1].Id': '2', 'Fields[2].Id': '3', [`Fields[${field}].Files`]: f });
  // One working day after another, so each leave request is a new one.
  // From a Monday far enough ahead of the server's today (it was 5 April 2027, refused for notice once that came near).
  let day = Date.parse(mondayAhead(140));
  const nextDay = () => {
    do day += 86_400_000;
    while ([0, 6].includes(new Date(day).getUTCDay()));
    return new Date(day).toISOString().slice(0, 10);
  };
  return {
    leave: { allows: ['pdf', 'png'], svg: true, send: (f: unknown) => { const d = nextDay(); return y.post('/api/demandeconge/Create', { fk_User: 1, fk_RegimeType: 1, startDate: d, endDate: d, files: [f] }); } },
    'leave edit': { allows: ['pdf', 'png'], svg: true, send: (f: unknown) => y.post('/api/demandeconge/Edit', { id: leaveId, fk_User: 1, fk_RegimeType: 1, startDate: leaveDay, endDate: leaveDay, files: [f] }) },
    'expense note': { allows: ['pdf', 'png'], svg: true, send: (f: unknown) => y.post('/api/Notes/Create', { title: 'Salon', currency: 'MAD', executionDate: '2026-11-12', files: f }) },
    expense: { allows: ['pdf', 'png'], svg: true, send: (f: unknown) => y.post('/api/Expenses/Create', { fk_NoteId: String(noteId), date: '2026-11-10', CatId: '1', amount: '42', payedBy: 'Employee', files: f }) },
    'intervention create': { allows: ['pdf', 'png'], svg: false, send: (f: unknown) => y.post('/api/intervention/Create', { Type: '0', Hardware: '2', Title: 'Écran', Description: 'noir', Files: f }) },
    'intervention update': { allows: ['pdf', 'png'], svg: false, send: (f: unknown) => y.post('/api/intervention/Update', { Id: String(interventionId), Type: '0', Hardware: '2', Title: 'Clavier', Description: 'touches', Files: f }) },
    'chat message': { allows: ['pdf', 'png'], svg: true, send: (f: unknown) => y.post('/api/chat/SendMessage', { recieverId: '9', isGroup: 'false', message: 'pièce jointe', files: f }) },
    'chat group image': { allows: ['png'], svg: false, send: (f: unknown) => y.post('/api/chat/CreatGroupe', { title: 'Groupe', description: 'd', usersIds: '5', adminsIds: '', image: f }) },
    'chat group image edit': { allows: ['png'], svg: false, send: (f: unknown) => y.post('/api/chat/UpdateGroup', { id: String(groupId), title: 'Groupe', description: 'd', usersIds: '5', adminsIds: '', image: f }) },
    'form field (images)': { allows: ['png'], svg: true, send: (f: unknown) => y.post('/api/Forms/SubmitForm', formBody(0, f)) },
    'form field (pdf)': { allows: ['pdf'], svg: false, send: (f: unknown) => y.post('/api/Forms/SubmitForm', formBody(1, f)) },
    'form field (any)': { allows: ['pdf', 'png', 'xlsx'], svg: true, send: (f: unknown) => y.post('/api/Forms/SubmitForm', formBody(2, f)) },
    'document decision': { allows: ['pdf', 'png'], svg: true, send: (f: unknown) => hr.post('/api/demanddocument/processed', { id: docId(), processed: true, files: f }) },
    'document uploads': { allows: ['pdf', 'png'], svg: true, send: (f: unknown) => hr.post(`/api/demanddocument/uploadfiles/${docId()}`, { files: f }) },
    'hardware import': { allows: ['xlsx'], svg: false, send: (f: unknown) => support.post('/api/hardware/Upload', { file: f }) },
    'software import': { allows: ['xlsx'], svg: false, send: (f: unknown) => support.post('/api/software/Upload', { file: f }) },
  } satisfies Record<string, { allows: Array<keyof typeof good>; svg: boolean; send(f: unknown): { status: number } }>;
}
/** The refusals a screen answers: the server's content check, the form's own file rule, the import's. */
const refusals = ['File.TypeNotAllowed', 'File.ContentMismatch', 'Form.InvalidType', 'Import.NotAnExcelFile'];

test('every upload route refuses hostile files by content, with a message key, and stores nothing', () => {
  const api = fakeApi();
  const routes = uploadRoutes(api);
  const wrong: string[] = [];
  for (const [route, r] of Object.entries(routes)) {
    for (const [what, f] of Object.entries({ ...hostile, ...(r.svg ? {} : { svgWithScript }) })) {
      const before = files(api.backend.db).size;
      const res = r.send(f);
      const json = JSON.parse((res as { text: string }).text);
      const stored = files(api.backend.db).size - before;
      const refused = res.status !== 200 || json.success === false;
      if (!refused || stored || !refusals.includes(json.message)) wrong.push(`${route} ${what}: ${res.status} ${json.message} (${stored} stored)`);
      tally.note('uploadByContent', `${route} ${what}`, !refused || stored > 0);
    }
  }
  assert.equal(wrong, []);
});

/**
 * Each upload route with the list its spec sets, transcribed from the spec's
 * words (not from src/domain/uploads.ts), and the key its refusal carries.
 * 'image' in a spec list stands for the image files: these extensions.
 */
const specImages = ['png', 'jpg', 'jpeg', 'jfif', 'gif', 'bmp', 'svg', 'webp'];
const specLeave = ['image', 'pdf', 'jpeg', 'png', 'jpg', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt', 'csv', 'zip']; // spec 2 §5 'Allowed attachment types: image, pdf, jpeg, png, jpg, doc, docx, xls, xlsx, ppt, pptx, txt, csv, zip.'
const specExpenses = ['image', 'pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx']; // spec 3 §5 'Expense files allowed: images, pdf, doc, docx, xls, xlsx, ppt, pptx.'
const specInterventions = ['jpg', 'jpeg', 'png', 'gif', 'pdf', 'doc', 'docx', 'xls', 'xlsx']; // spec 4 §5 'Allowed upload extensions: jpg, jpeg, png, gif, pdf, doc, docx, xls, xlsx.'
// Where the spec sets no list (chat, document processing, the inventory import, group images) the project's choice is
// written here as the README states it: office files, images, PDF, text and archives; an Excel workbook for the import.
const projectChat = ['image', 'pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt', 'csv', 'zip'];
const projectDocuments = ['image', 'pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt'];
const uploadSpec: Record<string, { call: string; list: string[]; refusal: string }> = {
  leave: { call: 'POST /api/demandeconge/Create', list: specLeave, refusal: 'File.TypeNotAllowed' },
  'leave edit': { call: 'POST /api/demandeconge/Edit', list: specLeave, refusal: 'File.TypeNotAllowed' },
  'expense note': { call: 'POST /api/Notes/Create', list: specExpenses, refusal: 'File.TypeNotAllowed' },
  expense: { call: 'POST /api/Expenses/Create', list: specExpenses, refusal: 'File.TypeNotAllowed' },
  'intervention create': { call: 'POST /api/intervention/Create', list: specInterventions, refusal: 'File.TypeNotAllowed' },
  'intervention update': { call: 'POST /api/intervention/Update', list: specInterventions, refusal: 'File.TypeNotAllowed' },
  // spec 3 §5 'File types for forms: image-only list png, jpg, jpeg, gif, bmp, svg; pdf only; otherwise any.'
  'form field (images)': { call: 'POST /api/Forms/SubmitForm', list: ['png', 'jpg', 'jpeg', 'gif', 'bmp', 'svg'], refusal: 'Form.InvalidType' },
  'form field (pdf)': { call: 'POST /api/Forms/SubmitForm', list: ['pdf'], refusal: 'Form.InvalidType' },
  'chat message': { call: 'POST /api/chat/SendMessage', list: projectChat, refusal: 'File.TypeNotAllowed' },
  'chat group image': { call: 'POST /api/chat/CreatGroupe', list: ['png', 'jpg', 'jpeg', 'gif', 'webp'], refusal: 'File.TypeNotAllowed' },
  'chat group image edit': { call: 'POST /api/chat/UpdateGroup', list: ['png', 'jpg', 'jpeg', 'gif', 'webp'], refusal: 'File.TypeNotAllowed' },
  'document decision': { call: 'POST /api/demanddocument/processed', list: projectDocuments, refusal: 'File.TypeNotAllowed' },
  'hardware import': { call: 'POST /api/hardware/Upload', list: ['xlsx'], refusal: 'Import.NotAnExcelFile' },
  'software import': { call: 'POST /api/software/Upload', list: ['xlsx'], refusal: 'Import.NotAnExcelFile' },
};
/** Extensions tried on every route: each one outside a route's list must be refused by name, whatever the content. */
const probeExtensions = ['html', 'htm', 'xhtml', 'js', 'mjs', 'exe', 'bat', 'sh', 'php', 'svg', 'xml', 'json', 'rtf', 'odt', '7z', 'rar', 'txt', 'csv', 'zip', 'gif', 'bmp', 'webp', 'jfif', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'pdf', 'png', 'jpg', 'jpeg'];
const inList = (ext: string, list: string[]) => list.includes(ext) || (list.includes('image') && specImages.includes(ext));

test('S1.5.01 S2.5.04 S3.5.16 S3.5.17 S4.5.04 spec 1 §5 "a file is accepted only if its extension is in the allowed list of that screen": every upload route of endpoints.tsv refuses each extension outside its list by name', () => {
  const calls = new Set(readFileSync(endpointsFile, 'utf8').split('\n').map((l) => l.split('\t').slice(0, 2).join(' ')));
  // The calls the spec says carry files (multipart, files, attachments, an image, a file field) all have a row.
  const fileCalls = ['POST /api/demandeconge/Create', 'POST /api/demandeconge/Edit', 'POST /api/chat/SendMessage', 'POST /api/chat/CreatGroupe', 'POST /api/chat/UpdateGroup',
    'POST /api/demanddocument/processed', 'POST /api/Expenses/Create', 'POST /api/Notes/Create', 'POST /api/Forms/SubmitForm', 'POST /api/intervention/Create',
    'POST /api/intervention/Update', 'POST /api/hardware/Upload', 'POST /api/software/Upload'];
  const rowCalls = new Set(Object.values(uploadSpec).map((r) => r.call));
  assert.equal(fileCalls.filter((c) => !rowCalls.has(c)), []);
  assert.equal([...rowCalls].filter((c) => !calls.has(c)), [], 'every row names a call of endpoints.tsv');

  const api = fakeApi();
  const routes = uploadRoutes(api);
  const wrong: string[] = [];
  let tried = 0;
  for (const [name, row] of Object.entries(uploadSpec)) {
    const send = routes[name as keyof typeof routes].send;
    for (const ext of probeExtensions.filter((e) => !inList(e, row.list))) {
      const before = files(api.backend.db).size;
      // Plain text: nothing but the name can be the reason for the refusal the row names.
      const res = send(upload(`piece.${ext}`, 'justificatif de la demande\n', 'application/octet-stream')) as { status: number; text: string };
      const json = JSON.parse(res.text);
      tried++;
      // A business refusal answers 200 with success false (the import's), a checked upload 400.
      const refused = res.status === 400 || (res.status === 200 && json.success === false);
      if (!refused || json.message !== row.refusal || files(api.backend.db).size !== before) wrong.push(`${name} .${ext}: ${res.status} ${json.message}`);
    }
  }
  assert.equal(wrong, []);
  assert.ok(tried > 200, `${tried} refusals tried`);
});

test('where SVG is an allowed image it is stored as SVG and only ever served as an attachment', () => {
  const api = fakeApi();
  const y = api.as('employee');
  const wrong: string[] = [];
  for (const [route, r] of Object.entries(uploadRoutes(api)).filter(([, r]) => r.svg)) {
    const before = files(api.backend.db).all().map((f) => f.id);
    const res = r.send(svgWithScript) as { status: number; text: string };
    const added = files(api.backend.db).all().filter((f) => !before.includes(f.id));
    if (res.status !== 200 || added.length !== 1 || added[0].mimeType !== 'image/svg+xml') wrong.push(`${route}: ${res.status} ${added.map((f) => f.mimeType).join(',')}`);
    for (const f of added) {
      // Yasmine reads each: her own uploads, and HR's document uploads made for her.
      const res = y.get(`/upload/VueFile/${f.id}`);
      const disposition = res.headers['Content-Disposition'] ?? '';
      if (res.status !== 200 || !disposition.startsWith('attachment')) wrong.push(`${route}: ${res.status} ${disposition}`);
      tally.note('inlineFiles', `${route} svg`, disposition.startsWith('inline'));
    }
  }
  assert.equal(wrong, []);
});

test('every upload route takes the files of its list and stores the type found by content', () => {
  const api = fakeApi();
  const wrong: string[] = [];
  for (const [route, r] of Object.entries(uploadRoutes(api))) {
    for (const kind of r.allows) {
      const before = files(api.backend.db).all().map((f) => f.id);
      const res = r.send(good[kind]) as { status: number; text: string };
      const added = files(api.backend.db).all().filter((f) => !before.includes(f.id));
      const expected = { pdf: 'application/pdf', png: 'image/png', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }[kind];
      if (res.status !== 200 || JSON.parse(res.text).success === false) wrong.push(`${route} ${kind}: ${res.status} ${res.text.slice(0, 80)}`);
      else if (added.length !== 1 || added[0].mimeType !== expected) wrong.push(`${route} ${kind}: stored ${added.map((f) => f.mimeType).join(', ') || 'nothing'}`);
    }
  }
  assert.equal(wrong, []);
});

test('each screen keeps its own list: a GIF polyglot passes as an image where GIF is allowed, and nowhere else', () => {
  const api = fakeApi();
  const routes = uploadRoutes(api);
  const polyglot = upload('anim.gif', bytes(gifBytes, '/*<script>alert(1)</script>*/'), 'image/gif');
  assert.is(routes['intervention create'].send(polyglot).status, 200);
  // Stored as what its bytes are: a GIF, served as one (an image cannot run a script).
  const row = files(api.backend.db).all().at(-1)!;
  assert.is(row.mimeType, 'image/gif');
  assert.is(routes['form field (pdf)'].send(polyglot).status, 400);
  assert.is(routes['hardware import'].send(polyglot).json.message, 'Import.NotAnExcelFile');
  const zip = upload('archive.zip', xlsxBytes, 'application/zip');
  assert.is(routes.leave.send(zip).status, 200, 'leave takes zip (spec 2 §5)');
  assert.is(routes.expense.send(zip).json.message, 'File.TypeNotAllowed', 'expenses do not');
});

test('limits: a file of exactly 10 MB passes, one byte more answers 413 File.TooLarge', () => {
  const api = fakeApi();
  const y = api.as('employee');
  const sized = (n: number) => upload('scan.pdf', Buffer.concat([pdfBytes, Buffer.alloc(n - pdfBytes.length, 0x20)]), 'application/pdf');
  const note = (f: unknown) => y.post('/api/Notes/Create', { title: 'Gros scan', currency: 'MAD', executionDate: '2026-11-10', files: f });
  const at = note(sized(uploadLimits.fileBytes));
  assert.is(at.status, 200, at.text.slice(0, 100));
  assert.is(files(api.backend.db).all().at(-1)!.size, uploadLimits.fileBytes);
  const over = note(sized(uploadLimits.fileBytes + 1));
  assert.equal([over.status, over.json.message], [413, 'File.TooLarge']);
  tally.note('sizeLimits', 'a file one byte over', over.status !== 413);
  // A file that claims to be small but is not.
  const liar = { ...sized(uploadLimits.fileBytes + 1), size: 10 };
  assert.is(note(liar).status, 413);
  tally.note('sizeLimits', 'a file lying about its size', note(liar).status !== 413);
});

test('limits: 10 files per request pass, 11 answer 400 File.TooMany', () => {
  const api = fakeApi();
  const y = api.as('employee');
  const many = (n: number) => Array.from({ length: n }, (_, i) => upload(`piece-${i}.pdf`, pdfBytes, 'application/pdf'));
  const note = (f: unknown) => y.post('/api/Notes/Create', { title: 'Pièces', currency: 'MAD', executionDate: '2026-11-10', files: f });
  assert.is(note(many(uploadLimits.filesPerRequest)).status, 200);
  const before = files(api.backend.db).size;
  const over = note(many(uploadLimits.filesPerRequest + 1));
  assert.equal([over.status, over.json.message], [400, 'File.TooMany']);
  assert.is(files(api.backend.db).size, before);
  tally.note('sizeLimits', '11 files', over.status !== 400);
});

test('limits: a chat message of 4,000 characters is sent, 4,001 answer 400 Chat.MessageTooLong', () => {
  const api = fakeApi();
  const y = api.as('employee');
  const send = (n: number) => y.post('/api/chat/SendMessage', { recieverId: '9', isGroup: 'false', message: 'é'.repeat(n) });
  assert.is(send(uploadLimits.chatMessageChars).status, 200);
  const over = send(uploadLimits.chatMessageChars + 1);
  assert.equal([over.status, over.json.message], [400, 'Chat.MessageTooLong']);
  tally.note('sizeLimits', 'a 4,001-character message', over.status !== 400);
  const huge = y.post('/api/chat/SendMessage', { recieverId: '9', isGroup: 'false', message: 'x'.repeat(20 * 1024 * 1024) });
  assert.equal([huge.status, huge.json.message], [413, 'Error.PayloadTooLarge']);
  tally.note('sizeLimits', 'a 20 MB chat message', huge.status !== 413);
});

test('limits: a JSON body over 1 MB answers 413 Error.PayloadTooLarge before any rule reads it', () => {
  const api = fakeApi();
  const y = api.as('employee');
  // The body as JSON: {"title":"xxx…"} of exactly the limit, then one byte more.
  const body = (bytes: number) => ({ title: 'x'.repeat(bytes - '{"title":""}'.length) });
  const at = y.post('/api/Reminder/Create', body(uploadLimits.jsonBodyBytes));
  assert.is.not(at.status, 413);
  const over = y.post('/api/Reminder/Create', body(uploadLimits.jsonBodyBytes + 1));
  assert.equal([over.status, over.json.message], [413, 'Error.PayloadTooLarge']);
  tally.note('sizeLimits', 'a JSON body one byte over', over.status !== 413);
});

test('files are served inline only when their content is PDF, PNG, JPEG, GIF or WebP; always nosniff and sandboxed', () => {
  const api = fakeApi();
  const y = api.as('employee');
  const db = api.backend.db;
  // Rows as an older server stored them: the declared type, whatever the bytes.
  const legacy = (name: string, content: string, mimeType: string) => files(db).insert({ name, mimeType, size: content.length, content, ownerId: 1, area: 'leave', createdDate: '2026-11-01' });
  const rows = {
    htmlAsPdf: legacy('certificat.pdf', `data:application/pdf;base64,${b64(html)}`, 'application/pdf'),
    svg: legacy('schema.svg', `data:image/svg+xml;base64,${b64(svg)}`, 'image/svg+xml'),
    pdf: legacy('vrai.pdf', `data:application/pdf;base64,${b64(pdfBytes)}`, 'application/pdf'),
    png: legacy('photo.png', `data:image/png;base64,${b64(pngBytes)}`, 'text/html'),
    text: legacy('notes.txt', 'data:text/plain,bonjour', 'text/html'),
  };
  const view = (id: number) => y.get(`/upload/VueFile/${id}`).headers;
  const expect = { htmlAsPdf: ['text/html', 'attachment'], svg: ['image/svg+xml', 'attachment'], pdf: ['application/pdf', 'inline'], png: ['image/png', 'inline'], text: ['text/plain; charset=utf-8', 'attachment'] } as const;
  for (const [what, row] of Object.entries(rows)) {
    const h = view(row.id);
    assert.equal([h['Content-Type'], h['Content-Disposition'].split(';')[0]], [...expect[what as keyof typeof expect]], what);
    assert.is(h['X-Content-Type-Options'], 'nosniff', what);
    assert.is(h['Content-Security-Policy'], 'sandbox', what);
    tally.note('inlineFiles', what, h['Content-Disposition'].startsWith('inline') && !['pdf', 'png'].includes(what));
  }
  assert.match(y.get(`/upload/DownloadFile/${rows.pdf.id}`).headers['Content-Disposition'], /^attachment/);
});

test('seeded demo files are real files of their kind and still open', () => {
  const api = fakeApi();
  const owner = api.as('owner');
  const kinds: Record<string, string[]> = { pdf: ['pdf'], png: ['png'], jpg: ['jpeg'], svg: ['svg'], txt: ['text'], xlsx: ['zip'], docx: ['zip'] };
  const seeded = files(api.backend.db).all();
  assert.ok(seeded.length >= 10);
  const wrong: string[] = [];
  for (const f of seeded) {
    const kind = sniffKind(decodeDataUrl(f.content));
    if (!kinds[extensionOf(f.name)]?.includes(kind)) wrong.push(`${f.name}: ${kind}`);
    const path = f.area === 'company' ? `/upload/GetCompanyFile/${f.id}` : f.area === 'chat' ? `/upload/GetChatDocument/${f.id}` : `/upload/VueFile/${f.id}`;
    const res = owner.get(path);
    // The owner is in no chat group and is not the receiver of every message: what they may not read answers 403, never a broken file.
    if (res.status !== 200 && res.status !== 403) wrong.push(`${f.name}: ${res.status}`);
  }
  assert.equal(wrong, []);
});

test.after(() => tally.record());
test('no attack of this file got through', () => {
  assert.equal(tally.through(), []);
});
test.run();

