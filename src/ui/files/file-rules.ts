import { checkUpload, imageExtensions, uploadLimits, type AllowedExtensions, type UploadRefusal } from '../../domain/uploads';

/**
 * Spec 1 section 5 and issue 21: the upload widget's rules, as plain
 * functions over the domain's one set of lists and checks (the fake server
 * applies the same ones), so the widget refuses before sending what the
 * server would refuse anyway.
 */
export interface FileLike {
  name: string;
  size: number;
}
export interface Refused {
  name: string;
  reason: UploadRefusal;
}

/** Enough of a file's start for the content check (sniffKind samples 4 KB of text). */
const HEAD_BYTES = 8192;
async function headOf(f: FileLike): Promise<Uint8Array | undefined> {
  const blob = f as Partial<Blob>;
  if (typeof blob.slice !== 'function') return undefined;
  return new Uint8Array(await blob.slice(0, HEAD_BYTES).arrayBuffer());
}

/**
 * Adds picked files to the pending list. Duplicates are skipped silently
 * (same name and size among new files, same name among files already
 * attached); a file too large, of a refused extension, whose first bytes
 * contradict its extension, or beyond the count of one request is refused
 * with the reason.
 */
export async function addFiles<F extends FileLike>(
  pending: readonly F[],
  picked: readonly F[],
  o: { allowed: AllowedExtensions; existingNames?: readonly string[]; max?: number },
): Promise<{ files: F[]; refused: Refused[] }> {
  const accepted: F[] = [...pending];
  const refused: Refused[] = [];
  const max = o.max ?? uploadLimits.filesPerRequest;
  for (const f of picked) {
    if (accepted.some((p) => p.name === f.name && p.size === f.size)) continue;
    if (o.existingNames?.includes(f.name)) continue;
    const reason = checkUpload({ name: f.name, size: f.size, bytes: f.size > uploadLimits.fileBytes ? undefined : await headOf(f) }, o.allowed);
    if (reason) refused.push({ name: f.name, reason });
    else if (accepted.length >= max) refused.push({ name: f.name, reason: 'File.TooMany' });
    else accepted.push(f);
  }
  return { files: accepted, refused };
}

/** The extensions a list stands for, 'image' spelled out. */
export function extensionsOf(allowed: AllowedExtensions): string[] | null {
  if (allowed === '*') return null;
  return [...new Set(allowed.flatMap((e) => (e === 'image' ? [...imageExtensions] : [e])))];
}

/** The accept attribute of the file input: the screen's extensions (the wildcard accepts anything). */
export function acceptAttribute(allowed: AllowedExtensions): string | undefined {
  return extensionsOf(allowed)?.map((e) => `.${e}`).join(',');
}
