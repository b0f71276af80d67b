import type * as z from 'zod';
import { ApiError, statusMessage } from './api-error';
import { apiUrl, callSignal, requestHeaders, withSession } from './client';

/** How one multipart send goes: the upload child's progress report and abort signal, the submit's idempotency key. */
export interface SendOptions {
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
  /** A create's key, the same on every retry of one submit (see CallOptions). */
  idempotencyKey?: string | null;
}

export interface MultipartOptions<S extends z.ZodType> extends SendOptions {
  form: FormData;
  schema: S;
  /** What a refusal says when the area's answer says more than its `message` (the expenses' list of messages). */
  messageOf?: (json: unknown) => string | undefined;
}

interface XhrAnswer {
  status: number;
  text: string;
}

/** One try: resolves with whatever the server answered (a 401 included), rejects only on abort or a network failure. */
function attempt(path: string, options: MultipartOptions<z.ZodType>): Promise<XhrAnswer> {
  const o = { ...options, signal: callSignal(options) };
  return new Promise((resolve, reject) => {
    if (o.signal?.aborted) return reject(new ApiError('Error.Aborted', 0, 'aborted'));
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(path));
    for (const [k, v] of Object.entries(requestHeaders(o))) xhr.setRequestHeader(k, v);
    if (o.onProgress && xhr.upload) xhr.upload.onprogress = (e) => o.onProgress!(e.loaded, e.total);
    const abort = () => xhr.abort();
    o.signal?.addEventListener('abort', abort, { once: true });
    const settle = () => o.signal?.removeEventListener('abort', abort);
    xhr.onabort = () => (settle(), reject(new ApiError('Error.Aborted', 0, 'aborted')));
    xhr.onerror = () => (settle(), reject(new ApiError('Error.Network', 0, 'network')));
    xhr.onload = () => (settle(), resolve({ status: xhr.status, text: xhr.responseText }));
    xhr.send(o.form);
  });
}

/**
 * Multipart POST with upload progress and abort: XMLHttpRequest is the one
 * browser API that reports upload progress. A 401 refreshes the session and
 * sends once more, as every other call does (the same FormData goes again,
 * with the same idempotency key). Errors come back as ApiError with the
 * server's message.
 */
export async function sendMultipart<S extends z.ZodType>(path: string, o: MultipartOptions<S>): Promise<z.infer<S>> {
  const answer = await withSession(() => attempt(path, o));
  let json: unknown;
  try {
    json = answer.text ? JSON.parse(answer.text) : undefined;
  } catch {
    // A proxy's HTML error page: the status says more than 'malformed'.
    throw answer.status >= 400 ? new ApiError(statusMessage(answer.status), answer.status) : new ApiError('Error.MalformedAnswer', answer.status, 'malformed');
  }
  const m = o.messageOf?.(json) || (json as { message?: unknown } | null | undefined)?.message;
  const message = typeof m === 'string' ? m : '';
  if (answer.status >= 400) throw new ApiError(message || statusMessage(answer.status), answer.status);
  if ((json as { success?: boolean } | undefined)?.success === false) throw new ApiError(message || 'Error.Unknown', answer.status);
  const parsed = o.schema.safeParse(json);
  if (!parsed.success) throw new ApiError('Error.MalformedAnswer', answer.status, 'malformed');
  return parsed.data;
}

/** Appends a value the way the API expects: files as files, arrays repeated, dates as text. */
export function appendField(form: FormData, key: string, value: unknown) {
  if (value === undefined || value === null) return;
  if (value instanceof Blob) form.append(key, value, (value as File).name ?? 'file');
  else if (Array.isArray(value)) for (const v of value) appendField(form, key, v);
  // A number, boolean or text as itself (a symbol or function is no field value).
  else form.append(key, typeof value === 'object' ? JSON.stringify(value) : String(value as string | number | boolean | bigint));
}
