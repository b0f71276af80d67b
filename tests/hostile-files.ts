/**
 * Hostile files of issue 21, as an attacker would upload them: each payload,
 * if it ever runs in the app's origin, calls the trap `__xss` (in the page or
 * in its opener) and sets `window.__xssRan`. Shared by the component tests of
 * the viewer and the upload widget and by the browser attack.
 */
const utf8 = (s: string) => new TextEncoder().encode(s);
const bytes = (...parts: Array<string | number[]>) => {
  const out: number[] = [];
  for (const p of parts) if (typeof p === 'string') for (const c of p) out.push(c.charCodeAt(0) & 0xff); else out.push(...p);
  return new Uint8Array(out);
};
const payload = (label: string) => `window.__xssRan=${JSON.stringify(label)};try{(window.opener||window.parent||window).__xss(${JSON.stringify(label)})}catch(e){};try{window.__xss(${JSON.stringify(label)})}catch(e){}`;

export interface HostileFile {
  /** What the attack class is called in the figures. */
  label: string;
  name: string;
  /** The type the uploader (or a hostile server) declares. */
  declared: string;
  bytes: Uint8Array;
}

export const hostileFiles: HostileFile[] = [
  { label: 'html-named-pdf', name: 'certificat-medical.pdf', declared: 'application/pdf', bytes: utf8(`<!DOCTYPE html><html><body><h1>Certificat</h1><script>${payload('html-named-pdf')}</script></body></html>`) },
  { label: 'html-named-pdf-as-html', name: 'arret-de-travail.pdf', declared: 'text/html', bytes: utf8(`<html><body><img src=x onerror='${payload('html-named-pdf-as-html')}'><script>${payload('html-named-pdf-as-html')}</script></body></html>`) },
  { label: 'svg-script', name: 'justificatif.svg', declared: 'image/svg+xml', bytes: utf8(`<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload='${payload('svg-script')}'><script>${payload('svg-script')}</script><rect width="10" height="10"/></svg>`) },
  { label: 'gif-html-polyglot', name: 'photo.gif', declared: 'text/html', bytes: bytes('GIF89a/*', [1, 0, 1, 0, 0x80, 0, 0], `*/=1;<script>${payload('gif-html-polyglot')}</script>`) },
  { label: 'html-file', name: 'page.html', declared: 'text/html', bytes: utf8(`<!doctype html><script>${payload('html-file')}</script>`) },
  { label: 'no-extension', name: 'fichier', declared: 'text/html', bytes: utf8(`<html><script>${payload('no-extension')}</script></html>`) },
];

/** Real file starts (the formats' own magic numbers), for what should pass. */
export const safeFiles = {
  pdf: bytes('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj\n<< >>\nendobj\ntrailer\n<< >>\n%%EOF'),
  png: bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13], 'IHDR', [0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89, 0, 0, 0, 0], 'IEND', [0xae, 0x42, 0x60, 0x82]),
  docx: bytes([0x50, 0x4b, 0x03, 0x04, 20, 0, 6, 0], '[Content_Types].xml'),
};
