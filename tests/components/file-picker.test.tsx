import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { useState } from 'react';
import { FilePicker } from '../../src/ui/files/file-picker';
import { allowedLists, uploadLimits } from '../../src/domain/uploads';
import { hostileFiles, safeFiles } from '../hostile-files';
import { i18nReady } from './render';
import { formatSize } from '../../src/i18n/format-measures';

/**
 * Issue 21, spec 1 section 5: the upload widget says what the screen accepts
 * (types, the size of one file in MB with two decimals, how many) and refuses
 * before sending, each refusal said with its reason in the user's language.
 */
function Picker({ allowed, sent }: { allowed: readonly string[]; sent: File[][] }) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <I18nextProvider i18n={i18next}>
      <FilePicker files={files} allowed={allowed} onChange={(f) => (setFiles(f), sent.push(f))} />
    </I18nextProvider>
  );
}
const file = (name: string, bytes: Uint8Array, size?: number) => {
  const f = new File([bytes as BlobPart], name);
  if (size !== undefined) Object.defineProperty(f, 'size', { value: size });
  return f;
};
const pick = (files: File[]) => act(async () => void fireEvent.change(screen.getByTestId('file-input'), { target: { files } }));

test.before(async () => void (await i18nReady()));
test.after.each(async () => {
  cleanup();
  await i18next.changeLanguage('fr');
});

test('the interventions screen: its types in the accept attribute and on screen, 10 Mo per file (issue 34: sizes through Intl), 10 files', async () => {
  render(<Picker allowed={allowedLists.interventions} sent={[]} />);
  assert.is(screen.getByTestId('file-input').getAttribute('accept'), '.jpg,.jpeg,.png,.gif,.pdf,.doc,.docx,.xls,.xlsx');
  assert.is(screen.getByTestId('file-rules').textContent, `Types acceptés : jpg, jpeg, png, gif, pdf, doc, docx, xls et xlsx · ${formatSize(uploadLimits.fileBytes, 'fr')} maximum par fichier, ${uploadLimits.filesPerRequest} fichiers au plus`);
});

test("Arabic: the types are listed as Arabic lists them, each isolated, so a line cut short cuts the list's end, not its start", async () => {
  await act(async () => void (await i18next.changeLanguage('ar')));
  render(<Picker allowed={allowedLists.interventions} sent={[]} />);
  const types = screen.getByTestId('file-rules').querySelector('.file-rules-types')!.textContent!;
  // Review (chat at 390 px): the whole list was one left-to-right run, whose start an Arabic line's end cut off.
  assert.ok(types.startsWith('الأنواع المقبولة: \u2068jpg\u2069،'), types);
  assert.ok(types.includes('\u2068xlsx\u2069'), types);
});

test('too large, another type, a page named .pdf, no extension: refused with the reason; the real PDF is kept', async () => {
  const sent: File[][] = [];
  render(<Picker allowed={allowedLists.leave} sent={sent} />);
  const hostile = (label: string) => hostileFiles.find((h) => h.label === label)!;
  await pick([
    file('scan.pdf', safeFiles.pdf),
    file('enorme.pdf', safeFiles.pdf, uploadLimits.fileBytes + 1),
    file('outil.exe', safeFiles.pdf),
    file(hostile('html-named-pdf').name, hostile('html-named-pdf').bytes),
    file(hostile('no-extension').name, hostile('no-extension').bytes),
  ]);
  const alert = await waitFor(() => screen.getByRole('alert'));
  assert.equal([...alert.querySelectorAll('li')].map((li) => li.textContent), [
    'enorme.pdf : Fichier trop volumineux',
    'outil.exe : Type de fichier non accepté',
    'certificat-medical.pdf : Le contenu du fichier ne correspond pas à son extension',
    'fichier : Type de fichier non accepté',
  ]);
  assert.equal(sent.at(-1)!.map((f) => f.name), ['scan.pdf']);
});

test('beyond the count of one request: the extra files are refused', async () => {
  const sent: File[][] = [];
  render(<Picker allowed={allowedLists.expenses} sent={sent} />);
  await pick(Array.from({ length: uploadLimits.filesPerRequest + 1 }, (_, i) => file(`recu-${i}.pdf`, safeFiles.pdf)));
  const alert = await waitFor(() => screen.getByRole('alert'));
  assert.is(alert.textContent, `recu-${uploadLimits.filesPerRequest}.pdf : Trop de fichiers en un seul envoi`);
  assert.is(sent.at(-1)!.length, uploadLimits.filesPerRequest);
});

test('the refusals in Arabic, Spanish and English', async () => {
  const said: string[] = [];
  for (const lng of ['ar', 'es', 'en']) {
    await i18next.changeLanguage(lng);
    await i18next.loadNamespaces('common');
    render(<Picker allowed={allowedLists.leave} sent={[]} />);
    await pick([file('page.html', hostileFiles.find((h) => h.label === 'html-file')!.bytes)]);
    said.push((await waitFor(() => screen.getByRole('alert'))).textContent ?? '');
    cleanup();
  }
  assert.equal(said, ['page.html: نوع الملف غير مقبول', 'page.html: Tipo de archivo no aceptado', 'page.html: File type not accepted']);
});

test.run();
