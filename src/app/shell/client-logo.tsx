import { useEffect, useState } from 'react';
import { apiUrl } from '../../api/client';
import { imageUrl } from '../../api/image-url';

/** Spec 1 section 2.2: the client's logo when the file exists, else its name in upper case. */
export function ClientLogo({ client }: { client: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const path = `/upload/getbyfilename/logo.png?v=${Date.now()}`;
    globalThis
      .fetch(apiUrl(path), { method: 'HEAD' })
      .then((res) => (res.ok ? imageUrl(path.split('?')[0]) : null))
      .then((url) => live && setSrc(url))
      .catch(() => live && setSrc(null));
    return () => {
      live = false;
    };
  }, []);
  return src ? <img className="client-logo" src={src} alt={client} height={28} decoding="async" /> : <span className="client-name">{client.toUpperCase()}</span>;
}
