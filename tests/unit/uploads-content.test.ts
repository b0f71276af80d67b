import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { allowedLists, checkUpload, checkUploads, isInlineSafe, sniffKind, storedMime, uploadLimits } from '../../src/domain/uploads';

/** Real file starts (the formats' own magic numbers), not what our code writes. */
const bytes = (...parts: Array<string | number[]>) => {
  const out: number[] = [];
  for (const p of parts) if (typeof p === 'string') for (const c of p) out.push(c.charCodeAt(0) & 0xff); else out.push(...p);
  return new Uint8Array(out);
};
const utf8 = (s: string) => new TextEncoder().encode(s);
const pdf = bytes('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj');
const png = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR');
const jpeg = bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF');
const gif = bytes('GIF89a', [1, 0, 1, 0, 0x80, 0, 0]);
const webp = bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ');
const docx = bytes([0x50, 0x4b, 0x03, 0x04, 20, 0, 6, 0], '[Content_Types].xml');
const xls = bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
const html = utf8('<!DOCTYPE html><html><body><script>parent.__xss()</script></body></html>');
const bareScript = utf8('  \n<script>alert(1)</script>');
const svg = utf8('<?xml version="1.0"?>\n<!-- drawn -->\n<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>');
const polyglot = bytes('GIF89a/*', [1, 0, 1, 0], '*/=1;<script>alert(1)</script>');
const csv = utf8('nom;montant\nTaxi;12,50\n');

test('kinds come from the first bytes', () => {
  const cases: Array<[Uint8Array, string]> = [[pdf, 'pdf'], [png, 'png'], [jpeg, 'jpeg'], [gif, 'gif'], [webp, 'webp'], [docx, 'zip'], [xls, 'ole'], [html, 'html'], [bareScript, 'html'], [svg, 'svg'], [polyglot, 'gif'], [csv, 'text'], [new Uint8Array(), 'empty'], [bytes([0, 1, 2, 3, 0xfe]), 'binary']];
  for (const [b, kind] of cases) assert.is(sniffKind(b), kind, kind);
});

test('only PDF, PNG, JPEG, GIF and WebP are shown inline', () => {
  for (const k of ['pdf', 'png', 'jpeg', 'gif', 'webp'] as const) assert.ok(isInlineSafe(k), k);
  for (const k of ['svg', 'html', 'text', 'zip', 'ole', 'binary', 'bmp', 'empty'] as const) assert.not.ok(isInlineSafe(k), k);
});

test('an HTML page named .pdf, an SVG with script on the expense screen, an upper-case extension', () => {
  assert.is(checkUpload({ name: 'certificat-medical.pdf', size: html.length, bytes: html }, allowedLists.leave), 'File.ContentMismatch');
  assert.is(checkUpload({ name: 'recu.svg', size: svg.length, bytes: svg }, allowedLists.interventions), 'File.TypeNotAllowed');
  assert.is(checkUpload({ name: 'SCAN.PDF', size: pdf.length, bytes: pdf }, allowedLists.expenses), null);
  assert.is(checkUpload({ name: 'page.html', size: html.length, bytes: html }, '*'), 'File.ContentMismatch');
  assert.is(checkUpload({ name: 'noextension', size: pdf.length, bytes: pdf }, allowedLists.leave), 'File.TypeNotAllowed');
  assert.is(checkUpload({ name: 'notes.txt', size: bareScript.length, bytes: bareScript }, allowedLists.leave), 'File.ContentMismatch');
  // Every office name on every screen that takes it: a page with script inside is no office file (mutation run: an HTML .docx got through).
  for (const name of ['note.docx', 'note.xlsx', 'note.pptx', 'note.doc', 'note.xls', 'note.ppt'])
    for (const screen of ['leave', 'expenses', 'documents', 'chat'] as const) assert.is(checkUpload({ name, size: html.length, bytes: html }, allowedLists[screen]), 'File.ContentMismatch', `${name} on ${screen}`);
});

test('each screen takes its own list (spec 2 §5, 3 §5, 4 §5)', () => {
  assert.is(checkUpload({ name: 'a.zip', size: docx.length, bytes: docx }, allowedLists.leave), null);
  assert.is(checkUpload({ name: 'a.zip', size: docx.length, bytes: docx }, allowedLists.expenses), 'File.TypeNotAllowed');
  assert.is(checkUpload({ name: 'a.txt', size: csv.length, bytes: csv }, allowedLists.interventions), 'File.TypeNotAllowed');
  assert.is(checkUpload({ name: 'a.gif', size: gif.length, bytes: gif }, allowedLists.interventions), null);
  assert.is(checkUpload({ name: 'a.jpg', size: jpeg.length, bytes: jpeg }, allowedLists.formPdf), 'File.TypeNotAllowed');
  assert.is(checkUpload({ name: 'a.xls', size: xls.length, bytes: xls }, allowedLists.expenses), null);
  assert.is(checkUpload({ name: 'a.docx', size: xls.length, bytes: xls }, allowedLists.expenses), 'File.ContentMismatch');
});

test('limits: one byte over the file size, one file over the count', () => {
  assert.is(checkUpload({ name: 'a.pdf', size: uploadLimits.fileBytes }, allowedLists.leave), null);
  assert.is(checkUpload({ name: 'a.pdf', size: uploadLimits.fileBytes + 1 }, allowedLists.leave), 'File.TooLarge');
  const many = Array.from({ length: uploadLimits.filesPerRequest + 1 }, (_, i) => ({ name: `f${i}.pdf`, size: 1 }));
  assert.is(checkUploads(many.slice(1), allowedLists.leave), null);
  assert.is(checkUploads(many, allowedLists.leave), 'File.TooMany');
});

test('the stored type follows the content, office types once the content agrees', () => {
  assert.is(storedMime('certificat.pdf', sniffKind(html)), 'text/html');
  assert.is(storedMime('a.xlsx', 'zip'), 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  assert.is(storedMime('photo.png', 'png'), 'image/png');
});

test.run();
