import { apiUrl, areFilesIntercepted, callBlob, personMap } from './client';

/**
 * Pictures' URLs for the header's avatar and logo, kept apart from files.ts:
 * the first load then carries neither the content sniffing nor its kinds'
 * table, which only a picture fetched with the token needs (issue 25: the
 * first load's weight).
 */
const cacheOf = personMap<string, Promise<string>>();

/**
 * A URL an <img> can show for an API file path, fetched with the token when
 * needed. Only image content becomes a URL (typed as the image it is, by
 * files.ts): an HTML page stored as someone's picture gives no URL a user
 * could open in a tab of the app's origin.
 */
export function imageUrl(path: string, authenticated = false): Promise<string> {
  const p = path.startsWith('/') ? path : `/${path}`;
  if (!areFilesIntercepted() && !authenticated) return Promise.resolve(apiUrl(p));
  const cache = cacheOf();
  let hit = cache.get(p);
  if (!hit) {
    hit = Promise.all([callBlob(p, { method: 'GET' }), import('./files')]).then(([{ blob }, files]) => files.imageObjectUrl(blob));
    hit.catch(() => cache.delete(p));
    cache.set(p, hit);
  }
  return hit;
}

export const profileImagePath = (userId: number, picturePath: string | null | undefined) =>
  picturePath ? (picturePath.includes('/') ? picturePath : `upload/profileimages/${userId}/${picturePath}`) : null;
