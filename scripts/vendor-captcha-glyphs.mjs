/**
 * Vendors the captcha's glyph outlines (`node scripts/vendor-captcha-glyphs.mjs <DejaVuSans-Bold.ttf> <opentype.js
 * folder>`): reads the font with opentype.js (`npm pack opentype.js` in /tmp and unpack it; the portal never depends
 * on it) and writes src/lib/captcha/glyphs.json, each character of CAPTCHA_CHARS as one SVG path in font units
 * (1000 to the em, y downward, baseline at 0), coordinates rounded to whole units.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CAPTCHA_CHARS } from '../src/lib/captcha/chars.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const [font, opentypeDir] = process.argv.slice(2);
if (!font || !opentypeDir) {
  console.error('usage: node scripts/vendor-captcha-glyphs.mjs <DejaVuSans-Bold.ttf> <opentype.js folder>');
  process.exit(1);
}
const opentype = createRequire(import.meta.url)(resolve(opentypeDir));
const buffer = readFileSync(font);
const parsed = opentype.parse(buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength));

const n = (v) => Math.round(v);
const glyphs = {};
for (const ch of CAPTCHA_CHARS) {
  const { commands } = parsed.charToGlyph(ch).getPath(0, 0, 1000);
  let at = '';
  glyphs[ch] = commands
    .map((c) => {
      // opentype.js repeats a point as a line to itself between curves: nothing to draw.
      const end = `${n(c.x)} ${n(c.y)}`;
      if (c.type === 'L' && end === at) return '';
      at = end;
      if (c.type === 'Z') return 'Z';
      if (c.type === 'C') return `C${n(c.x1)} ${n(c.y1)} ${n(c.x2)} ${n(c.y2)} ${n(c.x)} ${n(c.y)}`;
      if (c.type === 'Q') return `Q${n(c.x1)} ${n(c.y1)} ${n(c.x)} ${n(c.y)}`;
      return `${c.type}${n(c.x)} ${n(c.y)}`;
    })
    .join('');
}
writeFileSync(join(root, 'src/lib/captcha/glyphs.json'), `${JSON.stringify(glyphs, null, 2)}\n`);
console.log(`[captcha] ${Object.keys(glyphs).length} glyphs written`);
