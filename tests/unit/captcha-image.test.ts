import { describe, expect, it } from 'vitest';
import { CAPTCHA_CHARS } from '#lib/captcha/chars.ts';
import GLYPHS from '#lib/captcha/glyphs.json' with { type: 'json' };
import { captchaText, drawCaptcha } from '#server/services/accounts/captcha.ts';

/** The filled paths of an image (the characters; noise curves are strokes), each as its list of points. */
const glyphPoints = (svg: string) =>
  [...svg.matchAll(/<path fill="[^"]+" d="([^"]+)"/g)].map(([, d]) => {
    const n = d!.match(/-?[\d.]+/g)!.map(Number);
    return n.flatMap((_, i) => (i % 2 === 0 ? [[n[i]!, n[i + 1]!] as const] : []));
  });
const centre = (points: (readonly [number, number])[]) => {
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  return [(Math.min(...xs) + Math.max(...xs)) / 2, (Math.min(...ys) + Math.max(...ys)) / 2];
};

describe('captcha image', () => {
  it('has an outline for every character an answer may hold, and answers only of them', () => {
    expect(Object.keys(GLYPHS).sort().join('')).toBe([...CAPTCHA_CHARS].sort().join(''));
    for (let i = 0; i < 200; i++) expect(captchaText()).toMatch(new RegExp(`^[${CAPTCHA_CHARS}]{4}$`));
  });

  it('draws the characters as outlines, left to right inside the image, under noise curves and dots', () => {
    for (let i = 0; i < 300; i++) {
      const svg = drawCaptcha(captchaText());
      expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 110 40"/);
      expect(svg).not.toContain('<text');
      expect(svg.match(/stroke=/g)).toHaveLength(2);
      expect(svg.match(/<circle /g)).toHaveLength(12);
      const centres = glyphPoints(svg).map(centre);
      expect(centres).toHaveLength(4);
      for (const [x, y] of centres) {
        expect(x).toBeGreaterThan(5);
        expect(x).toBeLessThan(105);
        expect(y).toBeGreaterThan(10);
        expect(y).toBeLessThan(30);
      }
      // The shapes are shuffled in the markup; the centres must still read in the answer's order.
      const xs = centres.map(([x]) => x!).sort((a, b) => a - b);
      for (let k = 1; k < 4; k++) expect(xs[k]! - xs[k - 1]!).toBeGreaterThan(8);
    }
  });

  it('never draws a character with the same coordinates twice', () => {
    const paths = (svg: string) => [...svg.matchAll(/<path fill="[^"]+" d="([^"]+)"/g)].map(([, d]) => d);
    const first = paths(drawCaptcha('AAAA'));
    const second = paths(drawCaptcha('AAAA'));
    expect(new Set([...first, ...second]).size).toBe(8);
  });
});
