import type { UploadedFile } from './http';
import { uploadLimits } from '../src/domain/uploads';

/** A file over the limit is not read: the size check refuses it without its bytes. */
async function toDataUrl(file: Blob): Promise<string | undefined> {
  if (file.size > uploadLimits.fileBytes) return undefined;
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${file.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}

/**
 * Multipart fields as a plain object: repeated names become arrays, files keep
 * name, size, type and content (as a data: URL) so the fake server can serve
 * them back. Fields[0].response style names are kept as given.
 */
export async function formDataToObject(form: FormData): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of form.entries()) {
    let v: unknown = value;
    if (typeof value !== 'string') {
      const f = value as File;
      v = { name: f.name, size: f.size, type: f.type, content: await toDataUrl(f) } satisfies UploadedFile;
    }
    if (key in out) {
      const prev = out[key];
      out[key] = Array.isArray(prev) ? [...(prev as unknown[]), v] : [prev, v];
    } else out[key] = v;
  }
  return out;
}
