import type * as z from 'zod';
import { ApiError, statusMessage } from './api-error';
import { apiUrl, authHeader } from './client';

export interface MultipartOptions<S extends z.ZodType> {
  form: FormData;
  schema: S;
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
}

/**
 * Multipart POST with upload progress and abort: XMLHttpRequest is the one
 * browser API that reports upload progress. Errors come back as ApiError
 * with the server's message.
 */
export function sendMultipart<S extends z.ZodType>(path: string, o: MultipartOptions<S>): Promise<z.infer<S>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(path));
    for (const [k, v] of Object.entries(authHeader())) xhr.setRequestHeader(k, v);
    xhr.setRequestHeader('Accept', 'application/json');
    if (o.onProgress && xhr.upload) xhr.upload.onprogress = (e) => o.onProgress!(e.loaded, e.total);
    const abort = () => xhr.abort();
    o.signal?.addEventListener('abort', abort, { once: true });
    xhr.onabort = () => reject(new ApiError('Error.Aborted', 0, 'aborted'));
    xhr.onerror = () => reject(new ApiError('Error.Network', 0, 'network'));
    xhr.onload = () => {
      o.signal?.removeEventListener('abort', abort);
      let json: unknown;
      try {
        json = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        // A proxy's HTML error page: the status says more than 'malformed'.
        return reject(xhr.status >= 400 ? new ApiError(statusMessage(xhr.status), xhr.status) : new ApiError('Error.MalformedAnswer', xhr.status, 'malformed'));
      }
      const m = (json as { message?: unknown } | null | undefined)?.message;
      const message = typeof m === 'string' ? m : '';
      if (xhr.status >= 400) return reject(new ApiError(message || statusMessage(xhr.status), xhr.status));
      if ((json as { success?: boolean } | undefined)?.success === false) return reject(new ApiError(message || 'Error.Unknown', xhr.status));
      const parsed = o.schema.safeParse(json);
      if (!parsed.success) return reject(new ApiError('Error.MalformedAnswer', xhr.status, 'malformed'));
      resolve(parsed.data);
    };
    xhr.send(o.form);
  });
}

/** Appends a value the way the API expects: files as files, arrays repeated, dates as text. */
export function appendField(form: FormData, key: string, value: unknown) {
  if (value === undefined || value === null) return;
  if (value instanceof Blob) form.append(key, value, (value as File).name ?? 'file');
  else if (Array.isArray(value)) for (const v of value) appendField(form, key, v);
  else form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
}
