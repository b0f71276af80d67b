import type { Db } from '../db/db';
import { badRequest, HttpError, type RouteResult, type UploadedFile } from '../http';
import { files, type FileRow } from '../models/session';
import { checkUploads, isInlineSafe, sniffKind, storedMime, type AllowedExtensions, type FileKind } from '../../src/domain/uploads';

/** The bytes of stored content: a data: URL (base64 or percent-encoded), or plain text. */
export function decodeDataUrl(content: string): Uint8Array {
  const m = /^data:[^;,]*(?:;[^;,]*)*?(;base64)?,(.*)$/s.exec(content);
  if (!m) return new TextEncoder().encode(content);
  if (!m[1]) {
    try {
      return new TextEncoder().encode(decodeURIComponent(m[2]));
    } catch {
      // A malformed escape in what a client sent: keep the text as it came.
      return new TextEncoder().encode(m[2]);
    }
  }
  try {
    const bin = atob(m[2]);
    const out = new Uint8Array(bin.length);
    for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
    return out;
  } catch {
    return new Uint8Array();
  }
}

/** How many bytes a data: URL holds, without decoding a large one. */
export function dataUrlBytes(content: string): number {
  const comma = content.indexOf(',');
  if (!content.startsWith('data:') || comma < 0) return new TextEncoder().encode(content).length;
  if (!content.slice(0, comma).endsWith(';base64')) return decodeDataUrl(content).length;
  const b64 = content.length - comma - 1;
  const padding = content.endsWith('==') ? 2 : content.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((b64 * 3) / 4) - padding);
}

/**
 * Answers a stored file. Its type is what its bytes are, whatever was declared
 * when it came in (rows stored before uploads were checked included); it is
 * shown inline only when asked and only for the kinds no script runs in (PDF,
 * PNG, JPEG, GIF, WebP), and downloaded under its own name otherwise.
 */
export function serveFile(row: FileRow, want: 'view' | 'download'): RouteResult {
  const safeName = row.name.replace(/["\r\n]/g, '_');
  const bytes = decodeDataUrl(row.content);
  const kind = sniffKind(bytes);
  const inline = want === 'view' && isInlineSafe(kind);
  return {
    status: 200,
    headers: {
      'Content-Type': storedMime(row.name, kind),
      'Content-Disposition': `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(safeName)}`,
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': 'sandbox',
    },
    binary: bytes,
  };
}

const isUploadedFile = (f: unknown): f is UploadedFile => {
  if (!f || typeof f !== 'object') return false;
  const x = f as Record<string, unknown>;
  return typeof x.name === 'string' && typeof x.size === 'number' && Number.isFinite(x.size) && x.size >= 0 && (x.content === undefined || typeof x.content === 'string') && (x.type === undefined || typeof x.type === 'string');
};

/** Multipart fields hold one file, several, or none: always an array, of well-formed files only. */
export function uploadedFiles(v: unknown): UploadedFile[] {
  const list = Array.isArray(v) ? v : v ? [v] : [];
  return list.filter(isUploadedFile);
}

/** Every file of a multipart body, whatever the field. */
export function filesInBody(body: unknown): UploadedFile[] {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return [];
  return Object.values(body as Record<string, unknown>).flatMap(uploadedFiles);
}

/** The size a file really has: what it declares, or its content if that is larger. */
export const sizeOf = (f: UploadedFile) => Math.max(f.size, f.content ? dataUrlBytes(f.content) : 0);

/** A file whose content was checked against its screen's list; only these are stored. */
export interface CheckedUpload extends UploadedFile {
  readonly kind: FileKind;
  readonly checked: true;
}

/**
 * The files of a field, checked by content against the screen's allow-list:
 * a refusal throws the message key (413 for a file too large, 400 otherwise).
 * A file that came without its bytes cannot be checked, so it is refused too.
 */
export function checkedUploads(v: unknown, allowed: AllowedExtensions): CheckedUpload[] {
  const list = uploadedFiles(v);
  const withBytes = list.map((f) => ({ f, bytes: f.content === undefined ? undefined : decodeDataUrl(f.content) }));
  const refusal = checkUploads(withBytes.map(({ f, bytes }) => ({ name: f.name, size: sizeOf(f), bytes })), allowed);
  if (refusal) throw new HttpError(refusal === 'File.TooLarge' ? 413 : 400, refusal);
  if (withBytes.some((x) => !x.bytes)) throw badRequest('File.ContentMismatch');
  return withBytes.map(({ f, bytes }) => ({ ...f, kind: sniffKind(bytes!), checked: true as const }));
}

/** Stores a checked file with the type its content has, not the one it was sent with. */
export function storeUpload(db: Db, f: CheckedUpload, o: { ownerId: number | null; area: string; now: Date }): FileRow {
  return files(db).insert({
    name: f.name,
    mimeType: storedMime(f.name, f.kind),
    size: f.content ? dataUrlBytes(f.content) : f.size,
    content: f.content ?? '',
    ownerId: o.ownerId,
    area: o.area,
    createdDate: o.now.toISOString(),
  });
}
