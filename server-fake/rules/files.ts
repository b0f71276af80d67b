import type { Db } from '../db/db';
import type { RouteResult, UploadedFile } from '../http';
import { files, type FileRow } from '../models/session';

export function decodeDataUrl(content: string): Uint8Array {
  const m = /^data:[^;,]*(;base64)?,(.*)$/s.exec(content);
  if (!m) return new TextEncoder().encode(content);
  if (!m[1]) return new TextEncoder().encode(decodeURIComponent(m[2]));
  const bin = atob(m[2]);
  const out = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) out[i] = bin.charCodeAt(i);
  return out;
}

/** Answers a stored file inline (view) or as an attachment (download). */
export function serveFile(row: FileRow, download: boolean): RouteResult {
  const safeName = row.name.replace(/["\r\n]/g, '_');
  return {
    status: 200,
    headers: {
      'Content-Type': row.mimeType || 'application/octet-stream',
      'Content-Disposition': `${download ? 'attachment' : 'inline'}; filename*=UTF-8''${encodeURIComponent(safeName)}`,
      'X-Content-Type-Options': 'nosniff',
    },
    binary: decodeDataUrl(row.content),
  };
}

/** Multipart fields hold one file, several, or none: always an array. */
export function uploadedFiles(v: unknown): UploadedFile[] {
  const list = Array.isArray(v) ? v : v ? [v] : [];
  return list.filter((f): f is UploadedFile => !!f && typeof f === 'object' && 'name' in f && 'size' in f);
}

export function storeUpload(db: Db, f: UploadedFile, o: { ownerId: number | null; area: string; now: Date }): FileRow {
  return files(db).insert({
    name: f.name,
    mimeType: f.type || guessMime(f.name),
    size: f.size,
    content: f.content ?? `data:text/plain,${encodeURIComponent(`${f.name} (content not kept by the demo server)`)}`,
    ownerId: o.ownerId,
    area: o.area,
    createdDate: o.now.toISOString(),
  });
}

export const extensionOf = (name: string) => (name.includes('.') ? name.split('.').pop()!.toLowerCase() : '');

export function allowedExtension(name: string, allowed: readonly string[] | '*'): boolean {
  if (allowed === '*') return true;
  const ext = extensionOf(name);
  return allowed.includes(ext) || (allowed.includes('image') && ['png', 'jpg', 'jpeg', 'gif', 'bmp', 'svg', 'webp', 'jfif'].includes(ext));
}

export function guessMime(name: string): string {
  const ext = extensionOf(name);
  const map: Record<string, string> = {
    png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', jfif: 'image/jpeg', gif: 'image/gif', svg: 'image/svg+xml', bmp: 'image/bmp',
    pdf: 'application/pdf', txt: 'text/plain', csv: 'text/csv', zip: 'application/zip',
    doc: 'application/msword', docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    xls: 'application/vnd.ms-excel', xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ppt: 'application/vnd.ms-powerpoint', pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  };
  return map[ext] ?? 'application/octet-stream';
}
