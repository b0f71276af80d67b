import { useEffect, useState } from 'react';
import { imageUrl, profileImagePath } from '../api/image-url';

/** Two initials of a name: the avatar's fallback, also drawn by the leave calendar's plain-DOM row labels. */
export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');

/** A user's picture, with initials while it loads or when there is none. */
export function Avatar({ userId, name, picturePath, size = 32 }: { userId: number; name: string; picturePath?: string | null; size?: number }) {
  const path = profileImagePath(userId, picturePath);
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setSrc(null);
    if (path) imageUrl(path).then((u) => live && setSrc(u), () => {});
    return () => {
      live = false;
    };
  }, [path]);
  const style = { width: size, height: size, fontSize: Math.round(size * 0.38) };
  return src ? (
    <img className="avatar" src={src} alt="" width={size} height={size} style={style} decoding="async" />
  ) : (
    <span className="avatar avatar-initials" style={style} aria-hidden="true">
      {initials(name)}
    </span>
  );
}
