import { useEffect, useState } from 'react';
import { imageUrl } from '../../api/image-url';
import { Avatar } from '../../kernel/avatar';

/**
 * Group pictures are chat files (GetChatDocument), served only with the
 * token: fetched as a blob URL in every mode. People use the shared Avatar.
 */
export function ChatAvatar(props: { id: number; name: string; imagePath: string | null; isGroup: boolean; size?: number }) {
  const size = props.size ?? 32;
  const [src, setSrc] = useState<string | null>(null);
  const path = props.isGroup ? props.imagePath : null;
  useEffect(() => {
    let live = true;
    setSrc(null);
    if (path) imageUrl(path, true).then((u) => live && setSrc(u), () => {});
    return () => {
      live = false;
    };
  }, [path]);
  if (!props.isGroup) return <Avatar userId={props.id} name={props.name} picturePath={props.imagePath} size={size} />;
  return src ? <img className="avatar" src={src} alt="" width={size} height={size} style={{ width: size, height: size }} decoding="async" /> : <Avatar userId={props.id} name={props.name} picturePath={null} size={size} />;
}
