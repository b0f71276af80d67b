import { gzipSync } from 'node:zlib';
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : NaN;
};

/** gzip bytes of the JS and CSS a page loaded from `dir`, by URL path. */
export function loadedBytes(urls: string[], dir: string) {
  let js = 0;
  let css = 0;
  let raw = 0;
  for (const u of urls) {
    const p = new URL(u).pathname;
    if (!/\.(js|css)$/.test(p)) continue;
    const file = path.join(dir, p);
    if (!existsSync(file)) continue;
    const bytes = readFileSync(file);
    const gz = gzipSync(bytes).length;
    raw += bytes.length;
    if (p.endsWith('.js')) js += gz;
    else css += gz;
  }
  return { js, css, total: js + css, raw };
}
