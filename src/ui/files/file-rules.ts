/** Spec 1 section 5: the upload widget's rules, as plain functions. */
export type AllowedExtensions = readonly string[] | '*';

export const extensionOf = (name: string) => (name.includes('.') ? name.split('.').pop()!.toLowerCase() : '');

const imageExtensions = ['png', 'jpg', 'jpeg', 'gif', 'bmp', 'svg', 'webp', 'jfif'];

/** Accepted when the extension is in the screen's list ('image' stands for every image type), or the list is the wildcard. */
export function isAllowed(name: string, allowed: AllowedExtensions): boolean {
  if (allowed === '*') return true;
  const ext = extensionOf(name);
  return allowed.includes(ext) || (allowed.includes('image') && imageExtensions.includes(ext));
}

export interface FileLike {
  name: string;
  size: number;
}

/**
 * Adds picked files to the pending list: refused extensions are reported,
 * duplicates skipped silently (same name and size among new files, same name
 * among files already attached).
 */
export function addFiles<F extends FileLike>(pending: readonly F[], picked: readonly F[], o: { allowed: AllowedExtensions; existingNames?: readonly string[] }) {
  const accepted: F[] = [...pending];
  const refused: string[] = [];
  for (const f of picked) {
    if (!isAllowed(f.name, o.allowed)) {
      refused.push(f.name);
      continue;
    }
    if (accepted.some((p) => p.name === f.name && p.size === f.size)) continue;
    if (o.existingNames?.includes(f.name)) continue;
    accepted.push(f);
  }
  return { files: accepted, refused };
}

/** File size in MB with two decimals. */
export const sizeInMb = (bytes: number) => (bytes / (1024 * 1024)).toFixed(2);

/** The accept attribute for the file input. */
export function acceptAttribute(allowed: AllowedExtensions): string | undefined {
  if (allowed === '*') return undefined;
  return allowed.map((e) => (e === 'image' ? 'image/*' : `.${e}`)).join(',');
}

export const allowedLists = {
  leave: ['image', 'pdf', 'jpeg', 'png', 'jpg', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'txt', 'csv', 'zip'],
  expenses: ['image', 'pdf', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx'],
  interventions: ['jpg', 'jpeg', 'png', 'gif', 'pdf', 'doc', 'docx', 'xls', 'xlsx'],
  formImages: ['png', 'jpg', 'jpeg', 'gif', 'bmp', 'svg'],
  formPdf: ['pdf'],
} as const;
