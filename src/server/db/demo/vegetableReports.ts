/** Demo weekly market survey reports: template prose in Chinese around the market's real (demo) figures. */
import { DEMO_NOTE } from './vegetableGenerate.ts';

/** One product's week at one market. */
export interface MarketProductWeek {
  productName: string;
  className: string;
  price: number;
  volume: number | null;
}

export interface ReportFigures {
  products: number;
  avgPrice: number;
  /** Percent against the week before, over the products priced in both. */
  change: number | null;
  volume: number | null;
  volumeChange: number | null;
  risers: { name: string; price: number; change: number }[];
  fallers: { name: string; price: number; change: number }[];
  classes: { name: string; change: number }[];
  demo: true;
}

export interface DemoReport {
  title: string;
  summary: string;
  /** Paragraphs separated by a line break (plain text: the page escapes it). */
  body: string;
  figures: ReportFigures;
}

const round2 = (x: number) => Math.round(x * 100) / 100;
const pct = (now: number, before: number) => round2((now / before - 1) * 100);
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const moved = (change: number, up = '上涨', down = '下跌') =>
  change === 0 ? '持平' : `${change > 0 ? up : down}${Math.abs(change).toFixed(2)}%`;
const md = (iso: string) => `${Number(iso.slice(5, 7))}月${Number(iso.slice(8, 10))}日`;

/** The report of one market's week from its figures and the week before's. */
export function marketReport(
  market: { name: string; shortName: string; kind: string },
  week: { monday: string; sunday: string },
  now: MarketProductWeek[],
  before: MarketProductWeek[],
): DemoReport {
  const prior = new Map(before.map((b) => [b.productName, b]));
  const both = now.filter((n) => prior.has(n.productName));
  const avgPrice = round2(sum(now.map((n) => n.price)) / now.length);
  const change = both.length
    ? pct(sum(both.map((n) => n.price)), sum(both.map((n) => prior.get(n.productName)!.price)))
    : null;
  const volumes = now.filter((n) => n.volume !== null).map((n) => n.volume!);
  const volume = volumes.length ? Math.round(sum(volumes)) : null;
  const beforeVolumes = before.filter((b) => b.volume !== null).map((b) => b.volume!);
  const volumeChange = volume !== null && beforeVolumes.length ? pct(volume, sum(beforeVolumes)) : null;
  const moves = both
    .map((n) => ({
      name: n.productName,
      price: n.price,
      change: pct(n.price, prior.get(n.productName)!.price),
    }))
    .sort((a, b) => b.change - a.change || a.name.localeCompare(b.name));
  const risers = moves.filter((x) => x.change > 0).slice(0, 3);
  const fallers = moves
    .filter((x) => x.change < 0)
    .reverse()
    .slice(0, 3);
  const byClass = new Map<string, { now: number; before: number }>();
  for (const n of both) {
    const c = byClass.get(n.className) ?? { now: 0, before: 0 };
    c.now += n.price;
    c.before += prior.get(n.productName)!.price;
    byClass.set(n.className, c);
  }
  const classes = [...byClass]
    .map(([name, c]) => ({ name, change: pct(c.now, c.before) }))
    .sort((a, b) => b.change - a.change);
  const figures: ReportFigures = {
    products: now.length,
    avgPrice,
    change,
    volume,
    volumeChange,
    risers,
    fallers,
    classes,
    demo: true,
  };

  const span = `${md(week.monday)}—${md(week.sunday)}`;
  const list = (xs: { name: string; price: number; change: number }[]) =>
    xs.map((x) => `${x.name}（${x.price.toFixed(2)}元/公斤，${moved(x.change)}）`).join('、');
  const paragraphs = [
    `本周（${span}）${market.name}监测的${now.length}种蔬菜平均批发价为${avgPrice.toFixed(2)}元/公斤` +
      (change === null ? '。' : `，较上周${moved(change)}。`) +
      (volume === null
        ? '该市场未公布成交量。'
        : `全周成交量约${volume}吨${volumeChange === null ? '' : `，较上周${moved(volumeChange, '增加', '减少')}`}。`),
  ];
  if (classes.length > 1) {
    const top = classes[0]!;
    const bottom = classes[classes.length - 1]!;
    paragraphs.push(
      `分类看，${top.name}${moved(top.change)}，变动在各类中居前；${bottom.name}${moved(bottom.change)}。`,
    );
  }
  if (risers.length) paragraphs.push(`涨幅居前的品种有：${list(risers)}。`);
  if (fallers.length) paragraphs.push(`跌幅居前的品种有：${list(fallers)}。`);
  paragraphs.push(
    market.kind === 'producing'
      ? `作为产地市场，${market.shortName}本地菜集中上市，价格低于主要销地市场，外运量随天气与销地需求波动。`
      : `作为销地市场，${market.shortName}货源主要来自外省产区，价格受产地天气与运输成本影响较大。`,
    `（${DEMO_NOTE}：本报告由系统根据演示行情自动生成，不代表市场真实情况。）`,
  );
  return {
    title: `${market.shortName}蔬菜市场周报（${span}）`,
    summary:
      `${market.shortName}本周蔬菜均价${avgPrice.toFixed(2)}元/公斤` +
      (change === null ? '' : `，环比${moved(change)}`) +
      `（${DEMO_NOTE}）。`,
    body: paragraphs.join('\n'),
    figures,
  };
}
