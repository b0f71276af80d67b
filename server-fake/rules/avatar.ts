/** Generated avatars: initials on a colour taken from the name, as SVG. */
const palette = ['#1f9d83', '#2563eb', '#c2410c', '#7c3aed', '#0e7490', '#be185d', '#4d7c0f', '#b45309', '#475569'];

export function avatarSvg(fullName: string): string {
  const initials = fullName
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
  let hash = 0;
  for (const ch of fullName) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  const bg = palette[hash % palette.length];
  const esc = initials.replace(/[<>&"']/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" fill="${bg}"/><text x="48" y="58" font-family="Arial, sans-serif" font-size="36" font-weight="600" fill="#fff" text-anchor="middle">${esc}</text></svg>`;
}

export const clientLogoSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40"><path d="M6 32 20 8l14 24z" fill="#c2410c"/><text x="42" y="27" font-family="Arial, sans-serif" font-size="17" font-weight="700" fill="#1d2730">ATLAS</text></svg>`;
