import { apiUrl, areFilesIntercepted, callBlob } from './client';

const cache = new Map<string, Promise<string>>();

/** A URL an <img> can show for an API file path, fetched with the token when needed. */
export function imageUrl(path: string, authenticated = false): Promise<string> {
  const p = path.startsWith('/') ? path : `/${path}`;
  if (!areFilesIntercepted() && !authenticated) return Promise.resolve(apiUrl(p));
  let hit = cache.get(p);
  if (!hit) {
    hit = callBlob(p, { method: 'GET' }).then(({ blob }) => URL.createObjectURL(blob));
    hit.catch(() => cache.delete(p));
    cache.set(p, hit);
  }
  return hit;
}

export const profileImagePath = (userId: number, picturePath: string | null | undefined) =>
  picturePath ? (picturePath.includes('/') ? picturePath : `upload/profileimages/${userId}/${picturePath}`) : null;

/** Opens a file in a new tab (view) or saves it (download), always through the token. */
export async function openFile(path: string, o: { download?: boolean; fileName?: string } = {}) {
  const { blob, fileName } = await callBlob(path, { method: 'GET' });
  saveOrOpen(blob, o.fileName ?? fileName ?? 'file', !!o.download);
}

export function saveOrOpen(blob: Blob, fileName: string, download: boolean) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  if (download) a.download = fileName;
  else {
    a.target = '_blank';
    a.rel = 'noopener';
  }
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60000);
}
