import { imageKinds, mimeOfKind, sniffKind, viewDecision, type FileKind, type ViewDecision } from '../domain/uploads';
import { callBlob } from './client';

/**
 * Files fetched with the token become blob: URLs, and a blob: URL has the
 * app's origin: whatever it holds runs as the app if the browser renders it.
 * So every blob made here is typed by what its bytes are (sniffKind), never
 * by the Content-Type the server sent or the name the uploader chose, and
 * only kinds that cannot run a script are ever typed as something a browser
 * renders (issue 21).
 */
export interface FetchedFile {
  /** The content, typed by its kind (a download is typed as bytes, nothing a browser would render). */
  blob: Blob;
  kind: FileKind;
  view: ViewDecision;
  /** The name the server suggests (Content-Disposition), if any. */
  fileName: string | null;
}

/** Enough of the start for sniffKind to judge text (it samples 4 KB and allows a cut character only when more follows). */
const SNIFF_BYTES = 8192;

/** Reads what a blob really is and types it so: rendering it can never run a script. */
export async function typedByContent(blob: Blob): Promise<{ blob: Blob; kind: FileKind; view: ViewDecision }> {
  const kind = sniffKind(new Uint8Array(await blob.slice(0, SNIFF_BYTES).arrayBuffer()));
  const view = viewDecision(kind);
  const type = view === 'download' ? 'application/octet-stream' : mimeOfKind[kind];
  return { blob: new Blob([blob], { type }), kind, view };
}

/** Fetches a file with the token and decides, by its content, how it may be shown. */
export async function fetchFile(path: string): Promise<FetchedFile> {
  const { blob, fileName } = await callBlob(path, { method: 'GET' });
  return { ...(await typedByContent(blob)), fileName };
}

/**
 * An image's content as an object URL typed as the image it is; anything
 * else is refused (src/api/image-url.ts, which loads this module only when
 * an image is fetched with the token).
 */
export async function imageObjectUrl(blob: Blob): Promise<string> {
  const typed = await typedByContent(blob);
  if (!imageKinds.includes(typed.kind)) throw new Error('File.NotAnImage');
  return URL.createObjectURL(new Blob([typed.blob], { type: mimeOfKind[typed.kind] }));
}

/** Saves a file under its name, always through the token; nothing is rendered. */
export async function downloadFile(path: string, fileName?: string | null) {
  const f = await fetchFile(path);
  saveFile(f.blob, fileName ?? f.fileName ?? 'file');
}

/**
 * Saves a blob under a name (exports, downloads). It is retyped as bytes: the
 * download attribute already keeps the browser from rendering it, and a URL
 * typed as bytes stays harmless should anything open it.
 */
export function saveFile(blob: Blob, fileName: string) {
  clickLink(URL.createObjectURL(new Blob([blob], { type: 'application/octet-stream' })), (a) => (a.download = fileName));
}

/** Opens a file the viewer decided is inline-safe (PDF) in a new tab; the blob must come from typedByContent. */
export function openInTab(f: Pick<FetchedFile, 'blob' | 'view'>) {
  if (f.view !== 'inline') throw new Error('openInTab: only inline-safe content opens in a tab');
  clickLink(URL.createObjectURL(f.blob), (a) => {
    a.target = '_blank';
    a.rel = 'noopener';
  });
}

function clickLink(url: string, set: (a: HTMLAnchorElement) => void) {
  const a = document.createElement('a');
  a.href = url;
  set(a);
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60000);
}
