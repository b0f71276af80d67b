import { uploadLimits } from '../../src/domain/uploads';
import { filesInBody, sizeOf, uploadedFiles } from '../rules/files';
import { failure } from '../response';
import type { IncomingRequest, Middleware } from './types';

const utf8Length = (text: string) => new TextEncoder().encode(text).length;

/** The body's size as sent, when the transport could not count it (a test calling the dispatcher). */
function estimate(body: unknown, fileBytes: number): number {
  if (body === undefined || body === null) return 0;
  if (typeof body === 'string') return utf8Length(body);
  try {
    // Files count by their size; the other fields as the JSON they would be.
    const fields = typeof body === 'object' && !Array.isArray(body) ? Object.fromEntries(Object.entries(body).filter(([, v]) => !uploadedFiles(v).length)) : body;
    return fileBytes + utf8Length(JSON.stringify(fields) ?? '');
  } catch {
    return fileBytes;
  }
}

/** Why a request is too large (a status and a message key), or null. */
export function sizeRefusal(req: IncomingRequest): { status: number; message: string } | null {
  const files = filesInBody(req.body);
  const multipart = req.multipart ?? files.length > 0;
  const bytes = req.bodyBytes ?? estimate(req.body, files.reduce((n, f) => n + sizeOf(f), 0));
  if (bytes > (multipart ? uploadLimits.multipartBodyBytes : uploadLimits.jsonBodyBytes)) return { status: 413, message: 'Error.PayloadTooLarge' };
  if (files.length > uploadLimits.filesPerRequest) return { status: 400, message: 'File.TooMany' };
  if (files.some((f) => sizeOf(f) > uploadLimits.fileBytes)) return { status: 413, message: 'File.TooLarge' };
  return null;
}

/**
 * The limits of src/domain/uploads.ts, for every route at once: a JSON body
 * of more than 1 MB, a file of more than 10 MB or more than 10 files are
 * refused before any rule reads them (the chat message's length is its
 * schema's). The transports refuse too large a body before reading it all.
 */
export const sizeLimits: Middleware = {
  name: 'size limits',
  handle(call, next) {
    const refusal = sizeRefusal(call.req);
    return refusal ? failure(refusal.status, refusal.message) : next();
  },
};
