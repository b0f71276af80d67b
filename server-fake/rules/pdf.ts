import {
  PDFContentStream, PDFContext, PDFCrossRefSection, PDFHeader, PDFName, PDFNumber, PDFOperator, PDFOperatorNames as Ops,
  PDFString, PDFTrailer, PDFTrailerDict, StandardFontEmbedder, StandardFonts, type PDFRef,
} from 'pdf-lib';

/**
 * A real PDF of a filled template, built synchronously: the fake server's
 * dispatcher answers in one tick, and PDFDocument.save() is async, so this
 * writes pdf-lib's objects itself. Text goes as uncompressed literal strings
 * so a test (or a person with a text editor) finds the employee's name in the
 * bytes.
 */
export interface PdfBlock {
  kind: 'h' | 'p' | 'li';
  text: string;
}

export interface PdfOptions {
  title: string;
  blocks: PdfBlock[];
  /** Letterhead at the top of each page, or none (pre-printed paper). */
  letterhead?: { company: string; address: string } | null;
}

const PAGE = { w: 595, h: 842, margin: 56 };
const fonts = { regular: StandardFontEmbedder.for(StandardFonts.Helvetica as never), bold: StandardFontEmbedder.for(StandardFonts.HelveticaBold as never) };

/** Standard fonts speak WinAnsi: keep Latin-1, map common typography, replace the rest. */
export function toWinAnsi(s: string): string {
  return s
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d\u00ab\u00bb]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/\u20ac/g, 'EUR')
    .replace(/[\u00a0\u202f\s]+/g, ' ')
    .replace(/[^\x20-\x7e\u00a1-\u00ff]/g, '?');
}

const literal = (s: string) => PDFString.of(s.replace(/[\\()]/g, (c) => `\\${c}`));

function wrap(text: string, font: keyof typeof fonts, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ').filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && fonts[font].widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

const op = (name: Ops, ...args: Array<PDFName | PDFNumber | PDFString>) => PDFOperator.of(name, args);
const num = (n: number) => PDFNumber.of(Math.round(n * 100) / 100);

function textOps(text: string, font: 'F1' | 'F2', size: number, x: number, y: number): PDFOperator[] {
  return [op(Ops.BeginText), op(Ops.SetFontAndSize, PDFName.of(font), num(size)), op(Ops.MoveText, num(x), num(y)), op(Ops.ShowText, literal(text)), op(Ops.EndText)];
}

export function renderPdf(o: PdfOptions): Uint8Array {
  const context = PDFContext.create();
  const fontRef = (base: string) => context.register(context.obj({ Type: 'Font', Subtype: 'Type1', BaseFont: base, Encoding: 'WinAnsiEncoding' }));
  const resources = { Font: { F1: fontRef('Helvetica'), F2: fontRef('Helvetica-Bold') } };
  const pagesRef = context.nextRef();
  const kids: PDFRef[] = [];
  const width = PAGE.w - 2 * PAGE.margin;
  let ops: PDFOperator[] = [];
  let y = 0;

  const flush = () => {
    if (!ops.length) return;
    const stream = PDFContentStream.of(context.obj({}), ops, false);
    const page = context.obj({ Type: 'Page', Parent: pagesRef, MediaBox: [0, 0, PAGE.w, PAGE.h], Resources: resources, Contents: context.register(stream) });
    kids.push(context.register(page));
    ops = [];
  };
  const newPage = () => {
    flush();
    y = PAGE.h - PAGE.margin;
    if (o.letterhead) {
      ops.push(...textOps(toWinAnsi(o.letterhead.company), 'F2', 16, PAGE.margin, y - 10));
      ops.push(...textOps(toWinAnsi(o.letterhead.address), 'F1', 9, PAGE.margin, y - 26));
      ops.push(op(Ops.StrokingColorRgb, num(0.2), num(0.4), num(0.7)), op(Ops.SetLineWidth, num(1.5)));
      ops.push(op(Ops.MoveTo, num(PAGE.margin), num(y - 36)), op(Ops.LineTo, num(PAGE.w - PAGE.margin), num(y - 36)), op(Ops.StrokePath));
      y -= 70;
    } else y -= 110; // room left for the pre-printed letterhead
  };
  newPage();
  for (const b of o.blocks) {
    const font = b.kind === 'h' ? 'bold' : 'regular';
    const size = b.kind === 'h' ? 16 : 11;
    const indent = b.kind === 'li' ? 14 : 0;
    const text = toWinAnsi(b.kind === 'li' ? `- ${b.text}` : b.text).trim();
    if (!text) continue;
    for (const line of wrap(text, font, size, width - indent)) {
      if (y < PAGE.margin + size) newPage();
      const x = b.kind === 'h' ? (PAGE.w - fonts.bold.widthOfTextAtSize(line, size)) / 2 : PAGE.margin + indent;
      ops.push(...textOps(line, font === 'bold' ? 'F2' : 'F1', size, x, y));
      y -= size * 1.5;
    }
    y -= b.kind === 'h' ? 14 : 8;
  }
  flush();
  context.assign(pagesRef, context.obj({ Type: 'Pages', Kids: kids, Count: kids.length }));
  context.trailerInfo.Root = context.register(context.obj({ Type: 'Catalog', Pages: pagesRef }));
  context.trailerInfo.Info = context.register(context.obj({ Title: literal(toWinAnsi(o.title)), Producer: PDFString.of('MintRH demo server') }));
  return serialize(context);
}

/** pdf-lib's PDFWriter, without its ticks: the same bytes, synchronously. */
function serialize(context: PDFContext): Uint8Array {
  const enc = new TextEncoder();
  const header = PDFHeader.forVersion(1, 7);
  const xref = PDFCrossRefSection.create();
  const objects = context.enumerateIndirectObjects();
  const parts: Uint8Array[] = [];
  let size = 0;
  const push = (bytes: Uint8Array) => (parts.push(bytes), (size += bytes.length));
  const bytesOf = (o: { sizeInBytes(): number; copyBytesInto(b: Uint8Array, offset: number): number }) => {
    const b = new Uint8Array(o.sizeInBytes());
    o.copyBytesInto(b, 0);
    return b;
  };
  push(bytesOf(header));
  push(enc.encode('\n\n'));
  for (const [ref, obj] of objects) {
    xref.addEntry(ref, size);
    push(enc.encode(`${ref.objectNumber} ${ref.generationNumber} obj\n`));
    push(bytesOf(obj));
    push(enc.encode('\nendobj\n\n'));
  }
  const xrefOffset = size;
  push(bytesOf(xref));
  push(enc.encode('\n'));
  const trailerDict = PDFTrailerDict.of(context.obj({ Size: context.largestObjectNumber + 1, Root: context.trailerInfo.Root, Info: context.trailerInfo.Info }));
  push(bytesOf(trailerDict));
  push(enc.encode('\n\n'));
  push(bytesOf(PDFTrailer.forLastCrossRefSectionOffset(xrefOffset)));
  const out = new Uint8Array(size);
  let offset = 0;
  for (const p of parts) {
    out.set(p, offset);
    offset += p.length;
  }
  return out;
}

/** The template's HTML as blocks of text: headings, paragraphs, list items. */
export function htmlToBlocks(html: string): PdfBlock[] {
  const blocks: PdfBlock[] = [];
  const re = /<(h[1-6]|p|li|div|blockquote)\b[^>]*>([\s\S]*?)<\/\1>/gi;
  let m: RegExpExecArray | null;
  while ((m = re.exec(html))) {
    const kind = m[1].toLowerCase().startsWith('h') ? 'h' : m[1].toLowerCase() === 'li' ? 'li' : 'p';
    for (const part of m[2].split(/<br\s*\/?>/i)) blocks.push({ kind, text: decodeEntities(part.replace(/<[^>]+>/g, '')) });
  }
  if (!blocks.length && html.trim()) blocks.push({ kind: 'p', text: decodeEntities(html.replace(/<[^>]+>/g, ' ')) });
  return blocks;
}

export function decodeEntities(s: string): string {
  return s
    .replace(/&nbsp;/g, ' ')
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCharCode(Number(d)))
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, '&');
}
