import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { canDrill } from '#lib/chart/chinaMapOption.ts';

const folder = 'src/lib/chart/geo';
const files = readdirSync(folder).filter((f) => f.endsWith('.json'));

interface Feature {
  properties: { adcode: unknown; name: unknown; inset?: boolean };
  geometry: { type: string; coordinates: number[][][][] };
}
const features = (file: string): Feature[] => JSON.parse(readFileSync(`${folder}/${file}`, 'utf8')).features;
const gzipKb = (file: string) => gzipSync(readFileSync(`${folder}/${file}`), { level: 9 }).length / 1024;

/** Budgets (gzip): the national map stays in tens of KB, a province's cities in a few tens. */
const NATIONAL_KB = 60;
const PROVINCE_KB = 40;

describe('the vendored China map (src/lib/chart/geo)', () => {
  const national = features('100000.json');
  const provinces = national.filter((f) => !f.properties.inset);

  it('has the 34 province-level regions, 台湾 香港 澳门 included as the source has them', () => {
    expect(provinces).toHaveLength(34);
    const names = provinces.map((f) => f.properties.name);
    for (const name of ['北京市', '新疆维吾尔自治区', '台湾省', '香港特别行政区', '澳门特别行政区', '海南省'])
      expect(names).toContain(name);
    expect(new Set(provinces.map((f) => f.properties.adcode)).size).toBe(34);
  });

  it('keeps the 南海诸岛 inset: its frame, and 海南 islands drawn inside it', () => {
    const frames = national.filter((f) => f.properties.inset);
    expect(frames).toHaveLength(1);
    expect(frames[0]!.properties).toMatchObject({ adcode: '100000', name: '南海诸岛' });
    const ring = (frames[0]!.geometry as unknown as { coordinates: number[][][] }).coordinates;
    expect(ring).toHaveLength(2);
    const xs = ring[0]!.map((p) => p[0]!);
    const ys = ring[0]!.map((p) => p[1]!);
    const inside = ([x, y]: number[]) =>
      x! > Math.min(...xs) && x! < Math.max(...xs) && y! > Math.min(...ys) && y! < Math.max(...ys);
    const hainan = provinces.find((f) => f.properties.adcode === '460000')!;
    const islands = hainan.geometry.coordinates.filter((polygon) => polygon[0]!.every(inside));
    expect(islands.length).toBeGreaterThan(20);
    // Nothing is left at the islands' true place far south of the mainland.
    for (const f of provinces)
      for (const polygon of f.geometry.coordinates)
        expect(Math.min(...polygon[0]!.map((p) => p[1]!))).toBeGreaterThan(15);
  });

  it('gives every feature of every file a 6-digit string adcode and a name', () => {
    for (const file of files)
      for (const f of features(file)) {
        expect(typeof f.properties.adcode, file).toBe('string');
        expect(f.properties.adcode, file).toMatch(/^\d{6}$/);
        expect(typeof f.properties.name, file).toBe('string');
        expect(f.geometry.type).toBe(f.properties.inset ? 'Polygon' : 'MultiPolygon');
      }
  });

  it("has a file per province with cities, each city carrying its province's prefix", () => {
    const provinceFiles = files.filter((f) => f !== '100000.json');
    // 台湾 has no city file in the source: the map does not drill into it.
    expect(provinceFiles).toHaveLength(33);
    for (const p of provinces)
      expect(provinceFiles.includes(`${p.properties.adcode}.json`)).toBe(canDrill(p.properties.adcode));
    for (const file of provinceFiles) {
      const code = file.slice(0, 6);
      expect(provinces.map((f) => f.properties.adcode)).toContain(code);
      const cities = features(file);
      expect(cities.length, file).toBeGreaterThan(0);
      for (const c of cities) expect(String(c.properties.adcode).slice(0, 2), file).toBe(code.slice(0, 2));
    }
    expect(features('440000.json').find((c) => c.properties.adcode === '440100')?.properties.name).toBe(
      '广州市',
    );
  });

  it(`stays under the size budget: national ≤ ${NATIONAL_KB} KB gzip, each province ≤ ${PROVINCE_KB} KB`, () => {
    expect(gzipKb('100000.json')).toBeLessThanOrEqual(NATIONAL_KB);
    for (const file of files.filter((f) => f !== '100000.json'))
      expect(gzipKb(file), file).toBeLessThanOrEqual(PROVINCE_KB);
  });
});
