import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { DIVISIONS } from '#server/services/accounts/divisions.ts';
import { SPRING_FESTIVAL, VEGETABLE_CLASSES } from '#server/db/demo/vegetableCatalog.ts';
import {
  demoDate,
  vegetableDemo,
  type PriceColumns,
  type VegetableDemo,
} from '#server/db/demo/vegetableGenerate.ts';
import { marketReport } from '#server/db/demo/vegetableReports.ts';

const NOW = new Date('2026-11-24T06:00:00Z');

function hashOf(demo: VegetableDemo): string {
  const h = createHash('sha256');
  for (const b of demo.batches()) h.update(JSON.stringify(b));
  return h.digest('hex');
}

let demo: VegetableDemo;
let batches: PriceColumns[];
/** Every row as [market, product, day, low, avg, high]. */
const rows = () => batches.flatMap((b) => b.avg.map((avg, i) => ({ b, i, avg })));

beforeAll(() => {
  demo = vegetableDemo({ now: NOW });
  batches = [...demo.batches()];
});

describe('the vegetable demo generator', () => {
  it('gives the same rows for the same seed and day, other rows for another seed', () => {
    const again = hashOf(vegetableDemo({ now: NOW }));
    expect(again).toBe(hashOf(demo));
    expect(hashOf(vegetableDemo({ now: NOW, seed: 7 }))).not.toBe(again);
  });

  it('covers at least 40 products in every class, 12 markets and 3 years up to the seed day (Beijing)', () => {
    expect(demo.products.length).toBeGreaterThanOrEqual(40);
    expect(new Set(demo.products.map((p) => p.classKey))).toEqual(
      new Set(VEGETABLE_CLASSES.map((c) => c.key)),
    );
    expect(demo.markets.length).toBeGreaterThanOrEqual(12);
    expect(demo.markets.some((m) => m.kind === 'producing')).toBe(true);
    expect(demo.lastDay).toBe('2026-11-24');
    expect(demo.firstDay).toBe('2023-11-24');
    const n = rows().length;
    expect(n).toBeGreaterThan(450_000);
    expect(n).toBeLessThan(650_000);
  });

  it('places every market in the administrative divisions the project uses (province and its city)', () => {
    for (const m of demo.markets) {
      const province = DIVISIONS.find((d) => d.code === m.provinceCode);
      expect(
        province?.children?.some((c) => c.code === m.cityCode),
        m.name,
      ).toBe(true);
    }
  });

  it('keeps low ≤ average ≤ high, positive, with two decimals', () => {
    const cents = (x: number) => Math.abs(x * 100 - Math.round(x * 100)) < 1e-6;
    for (const b of batches) {
      for (let i = 0; i < b.avg.length; i++) {
        const [low, avg, high] = [b.low[i]!, b.avg[i]!, b.high[i]!];
        if (!(low > 0 && low <= avg && avg <= high && cents(low) && cents(avg) && cents(high)))
          throw new Error(`row ${b.market}/${b.product[i]}/${b.day[i]}: ${low} ${avg} ${high}`);
      }
    }
  });

  it('misses a few days, not many', () => {
    const series = new Set(rows().map(({ b, i }) => `${b.market}:${b.product[i]}`)).size;
    const missing = 1 - rows().length / (series * demo.days);
    expect(missing).toBeGreaterThan(0.005);
    expect(missing).toBeLessThan(0.05);
  });

  /** Mean of avg / the product's typical price over the rows that pass `keep`. */
  const relative = (keep: (b: PriceColumns, i: number, date: string) => boolean) => {
    const dates = Array.from({ length: demo.days }, (_, day) => demoDate(demo, day));
    let sum = 0;
    let n = 0;
    for (const b of batches)
      for (let i = 0; i < b.avg.length; i++) {
        if (!keep(b, i, dates[b.day[i]!]!)) continue;
        sum += b.avg[i]! / demo.products[b.product[i]!]!.price;
        n++;
      }
    return sum / n;
  };
  const classOf = (b: PriceColumns, i: number) => demo.products[b.product[i]!]!.classKey;
  const month = (date: string) => Number(date.slice(5, 7));

  it('makes leafy greens dearer in winter than in spring and autumn, and dearer in the summer rains than in June', () => {
    const leafy = (months: number[]) =>
      relative((b, i, d) => classOf(b, i) === 'leafy' && months.includes(month(d)));
    expect(leafy([12, 1, 2])).toBeGreaterThan(leafy([4, 5, 9, 10]) * 1.15);
    const rains = relative(
      (b, i, d) => classOf(b, i) === 'leafy' && d.slice(5) >= '07-15' && d.slice(5) <= '08-05',
    );
    expect(rains).toBeGreaterThan(leafy([6]) * 1.05);
  });

  it('peaks before 春节: the ten days before it are dearer than a month before', () => {
    const DAY = 86_400_000;
    const festivals = SPRING_FESTIVAL.map((f) => Date.parse(f));
    const around = (from: number, to: number) => {
      const near = new Map<string, boolean>();
      return relative((_b, _i, d) => {
        let hit = near.get(d);
        if (hit === undefined) {
          const ms = Date.parse(d);
          hit = festivals.some((f) => (ms - f) / DAY >= from && (ms - f) / DAY <= to);
          near.set(d, hit);
        }
        return hit;
      });
    };
    expect(around(-10, -1)).toBeGreaterThan(around(-45, -31) * 1.06);
  });

  it('prices producing markets below consuming ones on average', () => {
    const kind = (k: string) => relative((b) => demo.markets[b.market]!.kind === k);
    expect(kind('producing')).toBeLessThan(kind('consuming') * 0.9);
  });

  it('--scale N multiplies markets and products, each copy marked as demo', () => {
    const big = vegetableDemo({ now: NOW, scale: 3, days: 10 });
    expect(big.markets).toHaveLength(demo.markets.length * 3);
    expect(big.products).toHaveLength(demo.products.length * 3);
    expect(big.products.filter((p) => p.isDemo)).toHaveLength(demo.products.length * 2);
    expect(big.markets.filter((m) => !m.isDemo).map((m) => m.name)).toEqual(demo.markets.map((m) => m.name));
  });
});

describe('a demo market survey report', () => {
  const week = { monday: '2026-11-16', sunday: '2026-11-22' };
  const report = marketReport(
    { name: '北京新发地农产品批发市场', shortName: '北京新发地', kind: 'consuming' },
    week,
    [
      { productName: '大白菜', className: '叶菜类', price: 2.2, volume: 300 },
      { productName: '黄瓜', className: '瓜菜类', price: 3.8, volume: 100 },
    ],
    [
      { productName: '大白菜', className: '叶菜类', price: 2, volume: 250 },
      { productName: '黄瓜', className: '瓜菜类', price: 4, volume: 150 },
    ],
  );

  it('writes its figures into the prose, marked 演示数据', () => {
    // Average (2.2 + 3.8) / 2 = 3.00; change (6.0 / 6.0 − 1) = 0; volume 400 t, +0 %; 大白菜 +10 %, 黄瓜 −5 %.
    expect(report.figures).toMatchObject({ avgPrice: 3, change: 0, volume: 400, volumeChange: 0 });
    expect(report.figures.risers).toEqual([{ name: '大白菜', price: 2.2, change: 10 }]);
    expect(report.figures.fallers).toEqual([{ name: '黄瓜', price: 3.8, change: -5 }]);
    expect(report.title).toBe('北京新发地蔬菜市场周报（11月16日—11月22日）');
    expect(report.body).toContain('平均批发价为3.00元/公斤，较上周持平');
    expect(report.body).toContain('大白菜（2.20元/公斤，上涨10.00%）');
    expect(report.body).toContain('演示数据');
    expect(report.summary).toContain('演示数据');
  });
});
