import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { viewDecision, type FileKind } from '../../src/domain/uploads';
import { configureApi } from '../../src/api/client';
import { imageUrl } from '../../src/api/image-url';
import { viewFile } from '../../src/kernel/view-file';
import { closeViewer } from '../../src/kernel/viewer-store';
import { FileViewerHost } from '../../src/kernel/file-viewer-host';
import { hostileFiles, safeFiles } from '../hostile-files';
import { i18nReady } from './render';

/**
 * Issue 21, section 1: what a 'view' does is decided by the file's bytes,
 * never by the Content-Type the server sends nor the name. The server is a
 * hostile one here: it declares whatever the uploader claimed.
 */
test('the decision: PDF, PNG, JPEG, GIF and WebP inline; SVG only in an <img>; everything else downloads', () => {
  const expected: Record<FileKind, string> = {
    pdf: 'inline', png: 'inline', jpeg: 'inline', gif: 'inline', webp: 'inline',
    svg: 'img',
    bmp: 'download', html: 'download', zip: 'download', ole: 'download', text: 'download', binary: 'download', empty: 'download',
  };
  for (const [kind, view] of Object.entries(expected)) assert.is(viewDecision(kind as FileKind), view, kind);
});

interface Opened {
  href: string;
  type: string;
  download: string;
  target: string;
}
const blobs = new Map<string, Blob>();
let opened: Opened[] = [];
let served: { bytes: Uint8Array; type: string } = { bytes: new Uint8Array(), type: 'text/plain' };
const realFetch = globalThis.fetch;
const realClick = HTMLAnchorElement.prototype.click;
const realCreate = URL.createObjectURL;

test.before(async () => {
  await i18nReady();
  configureApi({ baseUrl: '', auth: { token: () => 't', refresh: async () => false }, filesIntercepted: true });
  let n = 0;
  URL.createObjectURL = ((b: Blob) => {
    const url = `blob:http://localhost:8080/${++n}`;
    blobs.set(url, b);
    return url;
  }) as typeof URL.createObjectURL;
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    opened.push({ href: this.href, type: blobs.get(this.href)?.type ?? '?', download: this.download, target: this.target });
  };
  globalThis.fetch = (async () => new Response(served.bytes as BodyInit, { status: 200, headers: { 'Content-Type': served.type } })) as typeof fetch;
});
test.after(() => {
  globalThis.fetch = realFetch;
  HTMLAnchorElement.prototype.click = realClick;
  URL.createObjectURL = realCreate;
});
test.after.each(() => {
  act(() => closeViewer());
  cleanup();
  opened = [];
});

function mount() {
  return render(
    <I18nextProvider i18n={i18next}>
      <FileViewerHost />
    </I18nextProvider>,
  );
}

test('hostile files: nothing is ever typed as a page; SVG shows in an <img>; the rest downloads under its own name', async () => {
  mount();
  const outcome: Record<string, string> = {};
  for (const f of hostileFiles) {
    served = { bytes: f.bytes, type: f.declared };
    opened = [];
    await act(() => viewFile({ path: `/upload/VueFile/${f.label}`, name: f.name }));
    // The viewer's code loads with the first picture shown.
    const img = opened.length ? null : await waitFor(() => document.querySelector<HTMLImageElement>('img.file-viewer-img') ?? Promise.reject(new Error('no image yet')));
    if (opened.length) {
      const o = opened[0];
      assert.is(o.download, f.name, `${f.label} saved under its own name`);
      assert.is(o.type, 'application/octet-stream', `${f.label} typed as bytes`);
      outcome[f.label] = 'download';
    } else {
      assert.ok(img, `${f.label}: shown or downloaded`);
      const type = blobs.get(img!.getAttribute('src')!)?.type;
      assert.ok(type === 'image/svg+xml' || type === 'image/gif', `${f.label} shown as ${type}`);
      outcome[f.label] = `img ${type}`;
    }
    act(() => closeViewer());
  }
  assert.equal(outcome, {
    'html-named-pdf': 'download',
    'html-named-pdf-as-html': 'download',
    'svg-script': 'img image/svg+xml',
    // The polyglot's bytes are a GIF: typed as one, its script is never read as markup.
    'gif-html-polyglot': 'img image/gif',
    'html-file': 'download',
    'no-extension': 'download',
  });
});

test('a real PDF declared as HTML opens in a tab typed as a PDF; a PNG declared as HTML shows in the viewer as a PNG', async () => {
  mount();
  served = { bytes: safeFiles.pdf, type: 'text/html' };
  await act(() => viewFile({ path: '/upload/VueFile/1', name: 'scan.pdf' }));
  assert.equal(opened.map((o) => [o.type, o.target, o.download]), [['application/pdf', '_blank', '']]);
  served = { bytes: safeFiles.png, type: 'text/html' };
  await act(() => viewFile({ path: '/upload/VueFile/2', name: 'photo.png' }));
  const dialog = await waitFor(() => screen.getByRole('dialog', { name: 'photo.png' }));
  assert.is(blobs.get(dialog.querySelector('img')!.getAttribute('src')!)?.type, 'image/png');
});

test('imageUrl gives a URL only for image content, typed as that image', async () => {
  served = { bytes: hostileFiles[0].bytes, type: 'image/png' };
  let refused = false;
  await imageUrl('/upload/profileimages/1/evil.png').catch(() => (refused = true));
  assert.ok(refused, 'an HTML page stored as a picture gives no URL');
  served = { bytes: hostileFiles[2].bytes, type: 'text/html' };
  const url = await imageUrl('/upload/profileimages/1/logo.svg');
  assert.is(blobs.get(url)?.type, 'image/svg+xml');
});

test.run();
