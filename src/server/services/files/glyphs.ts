/**
 * Chinese text for generated PDFs without font tools: the glyph carrier (scripts/make-demo-glyphs.mjs) holds every
 * character of the demo texts in Type3 fonts that Chromium cut from the CJK font. A document gets Type3 fonts of its
 * own holding only the glyph drawings it uses, with a ToUnicode map so its text stays searchable and copyable.
 */
import { readFile } from 'node:fs/promises';
import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFObjectCopier,
  PDFRawStream,
  PDFRef,
  decodePDFRawStream,
  type PDFObject,
} from '@cantoo/pdf-lib';
import { demoPath, DEMO_KEY_PREFIX } from './storage.ts';

export const GLYPHS_KEY = `${DEMO_KEY_PREFIX}glyphs.pdf`;

interface Glyph {
  /** The glyph's drawing in the carrier. */
  proc: PDFObject;
  /** Advance in glyph space. */
  advance: number;
}

export interface Glyphs {
  carrier: PDFDocument;
  byChar: Map<string, Glyph>;
  /** Glyph space → text space (every carrier font shares Chromium's matrix). */
  matrix: number[];
  bbox: number[];
}

const hex = (s: string) => parseInt(s, 16);

/** code → text of a ToUnicode CMap (bfchar and bfrange entries). */
function unicodeOf(cmap: string): Map<number, string> {
  const out = new Map<number, string>();
  const text = (h: string) => String.fromCodePoint(...(h.match(/.{4}/g) ?? []).map(hex));
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, code, uni] of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
      out.set(hex(code!), text(uni!));
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const [, lo, hi, uni] of block[1]!.matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g,
    ))
      for (let c = hex(lo!); c <= hex(hi!); c++) out.set(c, String.fromCodePoint(hex(uni!) + c - hex(lo!)));
  return out;
}

/** code → glyph name of a Type3 font (its /Encoding /Differences). */
function glyphNames(font: PDFDict): Map<number, PDFName> {
  const out = new Map<number, PDFName>();
  const diffs = font
    .lookupMaybe(PDFName.of('Encoding'), PDFDict)
    ?.lookupMaybe(PDFName.of('Differences'), PDFArray);
  let code = 0;
  for (let i = 0; i < (diffs?.size() ?? 0); i++) {
    const item = diffs!.get(i);
    if (item instanceof PDFNumber) code = item.asNumber();
    else if (item instanceof PDFName) out.set(code++, item);
  }
  return out;
}

const numbers = (arr: PDFArray | undefined): number[] =>
  arr ? arr.asArray().map((n) => (n instanceof PDFNumber ? n.asNumber() : 0)) : [];

/** Characters whose glyph the font maps to another code point that NFKC does not bring back. */
const SHARED: Record<string, string> = {
  '‒': '–',
  '―': '—',
  '⼾': '户',
  '⻓': '长',
  '⻘': '青',
  '⻨': '麦',
  '⻅': '见',
  '⻉': '贝',
  '⻋': '车',
  '⻔': '门',
  '⻚': '页',
  '⻛': '风',
  '⻜': '飞',
  '⻝': '食',
  '⻢': '马',
  '⻥': '鱼',
  '⻩': '黄',
  '⻬': '齐',
  '⻮': '齿',
  '⻰': '龙',
  '⻳': '龟',
};

/**
 * The carrier's character for a ToUnicode entry. A glyph the font shares with a radical is mapped to the radical
 * (⽟, ⻚): Kangxi radicals normalise to the character, the rest are listed above.
 */
function characterOf(mapped: string, wanted: Set<string>): string {
  if (wanted.has(mapped)) return mapped;
  const normal = mapped.normalize('NFKC');
  if (wanted.has(normal)) return normal;
  return SHARED[mapped] ?? [...wanted].find((c) => c.normalize('NFKC') === normal) ?? mapped;
}

async function load(): Promise<Glyphs> {
  // The repository's file, read where the code is (never a stored file): the same on every store.
  const file = demoPath(GLYPHS_KEY);
  if (!file) throw new Error('glyph carrier missing');
  const carrier = await PDFDocument.load(await readFile(file));
  const wanted = new Set(carrier.getSubject() ?? '');
  const byChar = new Map<string, Glyph>();
  let matrix = [0.001, 0, 0, 0.001, 0, 0];
  let bbox = [0, 0, 1000, 1000];
  for (const page of carrier.getPages()) {
    const dict = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
    for (const [, ref] of dict?.entries() ?? []) {
      const font = carrier.context.lookup(ref, PDFDict);
      const toUnicode = font.lookup(PDFName.of('ToUnicode'));
      const procs = font.lookupMaybe(PDFName.of('CharProcs'), PDFDict);
      if (!(toUnicode instanceof PDFRawStream) || !procs) continue;
      matrix = numbers(font.lookupMaybe(PDFName.of('FontMatrix'), PDFArray));
      bbox = numbers(font.lookupMaybe(PDFName.of('FontBBox'), PDFArray));
      const first = font.lookupMaybe(PDFName.of('FirstChar'), PDFNumber)?.asNumber() ?? 0;
      const widths = numbers(font.lookupMaybe(PDFName.of('Widths'), PDFArray));
      const names = glyphNames(font);
      const cmap = new TextDecoder().decode(decodePDFRawStream(toUnicode).decode());
      for (const [code, mapped] of unicodeOf(cmap)) {
        const ch = characterOf(mapped, wanted);
        const name = names.get(code);
        const proc = name && procs.get(name);
        if (!proc || byChar.has(ch)) continue;
        byChar.set(ch, { proc, advance: widths[code - first] ?? 0 });
      }
    }
  }
  return { carrier, byChar, matrix, bbox };
}

let glyphs: Promise<Glyphs> | null = null;
/** The carrier, read once per process. */
export const loadGlyphs = (): Promise<Glyphs> => (glyphs ??= load());

/** Where a character is in the document's own fonts. */
export interface Placed {
  font: PDFRef;
  /** Index of the document font (for its resource name). */
  index: number;
  code: number;
}

const PER_FONT = 256;

/** The document's Type3 fonts: characters get codes as they are first drawn; `finish` writes the fonts. */
export function fontsFor(doc: PDFDocument, g: Glyphs) {
  const copier = PDFObjectCopier.for(g.carrier.context, doc.context);
  const placed = new Map<string, Placed>();
  const fonts: { ref: PDFRef; chars: string[] }[] = [];
  return {
    /** The width of a character at font size 1 (0 for one the carrier lacks). */
    width: (ch: string): number => (g.byChar.get(ch)?.advance ?? 0) * Math.abs(g.matrix[0] ?? 0.001),
    place(ch: string): Placed | null {
      const known = placed.get(ch);
      if (known || !g.byChar.has(ch)) return known ?? null;
      let font = fonts.at(-1);
      if (!font || font.chars.length === PER_FONT) {
        font = { ref: doc.context.nextRef(), chars: [] };
        fonts.push(font);
      }
      const at: Placed = { font: font.ref, index: fonts.length - 1, code: font.chars.push(ch) - 1 };
      placed.set(ch, at);
      return at;
    },
    finish(): void {
      for (const { ref, chars } of fonts) {
        const name = (i: number) => PDFName.of(`c${i}`);
        const procs = doc.context.obj({});
        chars.forEach((ch, i) => procs.set(name(i), copier.copy(g.byChar.get(ch)!.proc)));
        const toUnicode = doc.context.stream(
          [
            '/CIDInit /ProcSet findresource begin 12 dict begin begincmap',
            '/CMapName /Demo-UCS def /CMapType 2 def',
            '1 begincodespacerange <00> <FF> endcodespacerange',
            ...chunks(chars, 100).map(
              (part, k) =>
                `${part.length} beginbfchar\n${part
                  .map((ch, i) => `<${hex2(k * 100 + i)}> <${utf16(ch)}>`)
                  .join('\n')}\nendbfchar`,
            ),
            'endcmap CMapName currentdict /CMap defineresource pop end end',
          ].join('\n'),
        );
        const font = doc.context.obj({
          Type: 'Font',
          Subtype: 'Type3',
          FontMatrix: g.matrix,
          FontBBox: g.bbox,
          CharProcs: procs,
          Encoding: { Type: 'Encoding', Differences: [0, ...chars.map((_, i) => name(i))] },
          FirstChar: 0,
          LastChar: chars.length - 1,
          Widths: chars.map((ch) => g.byChar.get(ch)!.advance),
          ToUnicode: doc.context.register(toUnicode),
          Resources: {},
        });
        doc.context.assign(ref, font);
      }
    },
  };
}

const hex2 = (n: number) => n.toString(16).padStart(2, '0');
const utf16 = (ch: string) =>
  [...Buffer.from(ch, 'utf16le').swap16()].map((b) => b.toString(16).padStart(2, '0')).join('');
const chunks = <T>(list: T[], n: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / n) }, (_, i) => list.slice(i * n, i * n + n));
