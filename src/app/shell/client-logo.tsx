import { useEffect, useState } from 'react';
import { apiUrl } from '../../api/client';
import { imageUrl } from '../../api/image-url';

const LOGO = '/upload/getbyfilename/logo.png';

/**
 * What the last look at the logo found, for the API it asked and the client
 * it named: a header drawn again (a person switched, a sandbox opened) shows
 * that at once, then looks again, instead of the name first and the logo a
 * moment later (the product owner's review: on every switch).
 */
let lastSeen: { key: string; src: string | null } | null = null;

/** Spec 1 section 2.2: the client's logo when the file exists, else its name in upper case. */
export function ClientLogo({ client }: { client: string }) {
  const key = `${apiUrl(LOGO)} ${client}`;
  const [src, setSrc] = useState<string | null>(() => (lastSeen?.key === key ? lastSeen.src : null));
  useEffect(() => {
    let live = true;
    const seen = (url: string | null) => {
      lastSeen = { key, src: url };
      if (live) setSrc(url);
    };
    // Asked afresh each time (a logo uploaded or removed since shows), past any cached answer.
    globalThis
      .fetch(apiUrl(`${LOGO}?v=${Date.now()}`), { method: 'HEAD' })
      .then((res) => (res.ok ? imageUrl(LOGO) : null))
      .then(seen)
      .catch(() => seen(null));
    return () => {
      live = false;
    };
  }, [key]);
  return src ? <img className="client-logo" src={src} alt={client} height={28} decoding="async" /> : <span className="client-name">{client.toUpperCase()}</span>;
}
