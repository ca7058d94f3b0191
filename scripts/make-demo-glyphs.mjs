/**
 * Makes the glyph carrier of the demo report PDFs (src/server/db/demo/files/glyphs.pdf): every character the demo
 * texts can hold, set once by Chromium in the CJK font, so the seed can write Chinese with pdf-lib and no font tools.
 * Run again after adding words to the demo vocabulary: `node scripts/make-demo-glyphs.mjs`.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';
import { PDFDocument } from '@cantoo/pdf-lib';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.mjs';

const SOURCES = [
  '../src/server/db/demo/vocabulary.ts',
  '../src/server/db/demo/generate.ts',
  '../src/server/services/files/demoReport.ts',
];
const OUT = new URL('../src/server/db/demo/files/glyphs.pdf', import.meta.url);

const chars = new Set();
for (let c = 0x20; c < 0x7f; c++) chars.add(String.fromCharCode(c));
for (const file of SOURCES) {
  for (const ch of await readFile(new URL(file, import.meta.url), 'utf8'))
    if (ch.codePointAt(0) > 0x7f) chars.add(ch);
}
const text = [...chars]
  .filter((c) => c.trim())
  .sort()
  .join('');
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const html = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><style>
  body { font-family: 'Noto Sans CJK SC', 'Noto Sans SC', sans-serif; font-size: 10pt; word-break: break-all; }
</style></head><body>${esc(text)}</body></html>`;

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage();
await page.setContent(html, { waitUntil: 'load' });
const printed = await PDFDocument.load(await page.pdf({ format: 'A4', tagged: false, outline: false }));
await browser.close();
// The characters set, for the reader: a glyph the font shares with a radical is mapped to the radical.
printed.setSubject(text);
const pdf = await printed.save({ useObjectStreams: true });
await writeFile(OUT, pdf);
console.log(`glyphs.pdf: ${chars.size} characters, ${(pdf.length / 1024).toFixed(0)} KB`);
