/**
 * What may be uploaded where, how large, and what a file really is: one
 * module read by the upload widget, the viewer and the fake server, so the
 * client refuses before sending what the server would refuse anyway.
 *
 * A file's kind is decided by its first bytes (magic numbers), never by its
 * name or by the type a browser or a server declared: an HTML page named
 * `certificat.pdf` and sent as `application/pdf` is still HTML.
 */

const MB = 1024 * 1024;
/** Limits of one request (issue 21): a JSON body, each file, files per request, a chat message. */
export const uploadLimits = {
  jsonBodyBytes: MB,
  fileBytes: 10 * MB,
  filesPerRequest: 10,
  chatMessageChars: 4000,
  /** A whole multipart body: the files at their largest, plus a JSON body's worth of fields and framing. */
  multipartBodyBytes: 10 * 10 * MB + MB,
} as const;

/** What the first bytes say a file is. */
export type FileKind = 'pdf' | 'png' | 'jpeg' | 'gif' | 'webp' | 'bmp' | 'svg' | 'html' | 'zip' | 'ole' | 'text' | 'binary' | 'empty';

/** Extensions of each screen's allow-list (spec 2 §5, spec 3 §5, spec 4 §5); 'image' stands for every image extension. */
export const allowedLists = {
  leave: ['image', 'pdf', 'jpeg', 'png', 'jpg', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt', 'csv', 'zip'],
  expenses: ['image', 'pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx'],
  interventions: ['jpg', 'jpeg', 'png', 'gif', 'pdf', 'doc', 'docx', 'xls', 'xlsx'],
  formImages: ['png', 'jpg', 'jpeg', 'gif', 'bmp', 'svg'],
  formPdf: ['pdf'],
  /** The spec sets no list for chat and document processing: office files, images, PDF, text and archives. */
  chat: ['image', 'pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt', 'csv', 'zip'],
  documents: ['image', 'pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt'],
  groupImage: ['png', 'jpg', 'jpeg', 'gif', 'webp'],
  inventoryImport: ['xlsx'],
} as const;
export type AllowedExtensions = readonly string[] | '*';
export type UploadScreen = keyof typeof allowedLists;

export const imageExtensions = ['png', 'jpg', 'jpeg', 'jfif', 'gif', 'bmp', 'svg', 'webp'] as const;

export const extensionOf = (name: string) => (name.includes('.') ? name.split('.').pop()!.toLowerCase() : '');

/**
 * Which stored files offer a preview, by name; the others offer a download only. How a preview shows
 * is still decided by the content (src/kernel/view-file.ts). Spec 3 section 5 (document requests,
 * expenses): jpg, jpeg, png, pdf, and gif or jfif 'in places', taken here wherever it applies; spec 4
 * section 5 (interventions): png, jpg, jpeg, jfif, pdf.
 */
export const previewLists = {
  documents: ['jpg', 'jpeg', 'png', 'pdf', 'gif', 'jfif'],
  interventions: ['png', 'jpg', 'jpeg', 'jfif', 'pdf'],
} as const;
export const offersPreview = (name: string, list: readonly string[]) => list.includes(extensionOf(name));

/** The extension is in the screen's list ('image' standing for every image type), or the list is the wildcard. */
export function isAllowedName(name: string, allowed: AllowedExtensions): boolean {
  if (allowed === '*') return true;
  const ext = extensionOf(name);
  if (!ext) return false;
  return allowed.includes(ext) || (allowed.includes('image') && (imageExtensions as readonly string[]).includes(ext));
}

/** The kinds of content an extension may hold. */
const kindsOf: Record<string, readonly FileKind[]> = {
  png: ['png'], jpg: ['jpeg'], jpeg: ['jpeg'], jfif: ['jpeg'], gif: ['gif'], webp: ['webp'], bmp: ['bmp'], svg: ['svg'],
  pdf: ['pdf'],
  doc: ['ole'], xls: ['ole'], ppt: ['ole'],
  docx: ['zip'], xlsx: ['zip'], pptx: ['zip'], zip: ['zip'],
  txt: ['text', 'empty'], csv: ['text', 'empty'], json: ['text'],
};

const startsWith = (b: Uint8Array, sig: readonly number[], at = 0) => sig.every((v, i) => b[at + i] === v);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** The text at the start of a file, lower-cased, without a BOM, leading blanks and XML comments or declarations. */
function leadingText(b: Uint8Array): string {
  let s = '';
  for (let i = 0; i < Math.min(b.length, 1024); i++) s += String.fromCharCode(b[i]);
  s = s.replace(/^\u00ef\u00bb\u00bf/, '').toLowerCase();
  for (;;) {
    const t = s.replace(/^\s+/, '').replace(/^<\?xml[^>]*\?>/, '').replace(/^<!--[\s\S]*?-->/, '');
    if (t === s) return s;
    s = t;
  }
}

/** A markup start a browser would render as a page, or a script anywhere near the start. */
const looksLikeHtml = (head: string) =>
  /^<(!doctype\s+html|html|head|body|script|iframe|frameset|object|embed|meta|link|base|title|style|img|a|div|span|p|h[1-6]|table|form|input|button|template|math|details|video|audio)[\s/>]/.test(head) ||
  /<(script|iframe|html|body)[\s/>]/.test(head);

/** True when the bytes decode as UTF-8 text with no control characters beyond tab, new lines and form feed. */
function isText(b: Uint8Array): boolean {
  const sample = b.subarray(0, 4096);
  for (const c of sample) if (c === 0 || (c < 32 && c !== 9 && c !== 10 && c !== 12 && c !== 13)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample.length < b.length ? trimPartial(sample) : sample);
    return true;
  } catch {
    return false;
  }
}
/** A sample cut inside a multi-byte character is still text. */
function trimPartial(b: Uint8Array): Uint8Array {
  let end = b.length;
  for (let k = 0; k < 3 && end > 0 && (b[end - 1] & 0xc0) === 0x80; k++) end--;
  if (end > 0 && b[end - 1] >= 0xc0) end--;
  return b.subarray(0, end);
}

/** What the first bytes say. */
export function sniffKind(bytes: Uint8Array): FileKind {
  const b = bytes;
  if (!b.length) return 'empty';
  if (startsWith(b, ascii('%PDF-'))) return 'pdf';
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(b, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(b, ascii('GIF87a')) || startsWith(b, ascii('GIF89a'))) return 'gif';
  if (startsWith(b, ascii('RIFF')) && startsWith(b, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(b, ascii('BM')) && b.length > 26) return 'bmp';
  if (startsWith(b, [0x50, 0x4b, 0x03, 0x04]) || startsWith(b, [0x50, 0x4b, 0x05, 0x06])) return 'zip';
  if (startsWith(b, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole';
  if (!isText(b)) return 'binary';
  const head = leadingText(b);
  if (/^<svg[\s>]/.test(head) || /^<!doctype\s+svg/.test(head)) return 'svg';
  if (looksLikeHtml(head)) return 'html';
  return 'text';
}

/** The MIME type a file of that kind is stored and served with. */
export const mimeOfKind: Record<FileKind, string> = {
  pdf: 'application/pdf', png: 'image/png', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp', bmp: 'image/bmp', svg: 'image/svg+xml',
  html: 'text/html', zip: 'application/zip', ole: 'application/x-ole-storage', text: 'text/plain; charset=utf-8', binary: 'application/octet-stream', empty: 'application/octet-stream',
};

/** The stored type: the office formats keep their own type once the content agrees with the extension. */
export function storedMime(name: string, kind: FileKind): string {
  const ext = extensionOf(name);
  const office: Record<string, string> = {
    doc: 'application/msword', xls: 'application/vnd.ms-excel', ppt: 'application/vnd.ms-powerpoint',
    docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    csv: 'text/csv; charset=utf-8',
  };
  if (office[ext] && kindsOf[ext]?.includes(kind)) return office[ext];
  return mimeOfKind[kind];
}

/** Kinds a browser may show inline from the app's origin: no script can run in them. */
export const inlineSafeKinds: readonly FileKind[] = ['pdf', 'png', 'jpeg', 'gif', 'webp'];
export const isInlineSafe = (kind: FileKind) => inlineSafeKinds.includes(kind);
/** Kinds an <img> may show (SVG's scripts do not run inside an image). */
export const imageKinds: readonly FileKind[] = ['png', 'jpeg', 'gif', 'webp', 'bmp', 'svg'];

/**
 * How the app may show a file it fetched, decided by its content only (issue
 * 21): 'inline' for the kinds a browser may show from the app's origin,
 * typed as what they are; 'img' for SVG, shown only inside an <img> where
 * its scripts never run; 'download' for everything else, under its own name.
 */
export type ViewDecision = 'inline' | 'img' | 'download';
export function viewDecision(kind: FileKind): ViewDecision {
  if (isInlineSafe(kind)) return 'inline';
  return kind === 'svg' ? 'img' : 'download';
}

export type UploadRefusal = 'File.TypeNotAllowed' | 'File.TooLarge' | 'File.TooMany' | 'File.ContentMismatch';

/**
 * Checks one file against a screen's list: the extension must be allowed and
 * the content must be what the extension says. HTML is never accepted.
 */
export function checkUpload(f: { name: string; size: number; bytes?: Uint8Array }, allowed: AllowedExtensions): UploadRefusal | null {
  if (f.size > uploadLimits.fileBytes) return 'File.TooLarge';
  if (!isAllowedName(f.name, allowed)) return 'File.TypeNotAllowed';
  if (!f.bytes) return null;
  const kind = sniffKind(f.bytes);
  if (kind === 'html') return 'File.ContentMismatch';
  const ext = extensionOf(f.name);
  const expected = kindsOf[ext];
  // A wildcard list accepts any extension, but never content that contradicts a known one.
  if (!expected) return allowed === '*' ? null : 'File.ContentMismatch';
  return expected.includes(kind) ? null : 'File.ContentMismatch';
}

/** The first refusal among several files, with the count limit. */
export function checkUploads(files: ReadonlyArray<{ name: string; size: number; bytes?: Uint8Array }>, allowed: AllowedExtensions): UploadRefusal | null {
  if (files.length > uploadLimits.filesPerRequest) return 'File.TooMany';
  for (const f of files) {
    const r = checkUpload(f, allowed);
    if (r) return r;
  }
  return null;
}

/** A long file name as lists show it: cut at 15 characters (spec 3 section 9); the whole name goes in its title. */
export const shortFileName = (name: string) => (name.length > 15 ? `${name.slice(0, 15)}…` : name);
