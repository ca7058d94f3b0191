/**
 * getBaikeHub: what the other applications know of an entry, each part read through that application's own services
 * (蔬菜行情's detail and series, 食物营养's detail, 标准查询's list and links, 进出口贸易's partner ranking, the indicator
 * store's cells); a part is null or empty when the application holds nothing, never a figure made up here.
 */
import { and, asc, eq } from 'drizzle-orm';
import { astViewSearch } from '#lib/ast/viewState.ts';
import type { BaikeHub, BaikeLinks } from '#lib/baike/types.ts';
import { foodHref } from '#lib/food/format.ts';
import { querySearch, type IndustryQuery } from '#lib/industry/query.ts';
import { standardDetailHref } from '#lib/standard/listQuery.ts';
import { standardListSchema } from '#lib/standard/validators.ts';
import { tradeProductHref } from '#lib/trade/hrefs.ts';
import { TRADE_CURRENCY_UNIT } from '#lib/trade/messages.ts';
import { vegDetailHref } from '#lib/vegetable/listQuery.ts';
import type { Db } from '#server/db/client.ts';
import { astTopics, baikeEntries } from '#server/db/schema/index.ts';
import { valuesInYear } from '#server/services/ast/figures.ts';
import { foodDetail } from '#server/services/food/detail.ts';
import { readCatalogue } from '#server/services/industry/catalogue.ts';
import { indicatorCategory } from '#server/services/industry/category.ts';
import { PROVINCES } from '#server/services/industry/regions.ts';
import { linksOf } from '#server/services/standard/detail.ts';
import { standardList } from '#server/services/standard/list.ts';
import { hsByCode } from '#server/services/trade/hsCodes.ts';
import { originList } from '#server/services/trade/originList.ts';
import { tradeWindow } from '#server/services/trade/window.ts';
import { productByName } from '#server/services/vegetable/productByName.ts';
import { productDetail } from '#server/services/vegetable/productDetail.ts';
import { productSeries } from '#server/services/vegetable/productSeries.ts';

/** The published entry's title and links, or null for an unknown or unpublished one. */
export async function hubEntry(db: Db, id: number): Promise<{ title: string; links: BaikeLinks } | null> {
  const [row] = await db
    .select({ title: baikeEntries.title, links: baikeEntries.links, status: baikeEntries.status })
    .from(baikeEntries)
    .where(eq(baikeEntries.id, id))
    .limit(1);
  return row && row.status === 'published' ? { title: row.title, links: row.links ?? {} } : null;
}

async function vegetablePart(db: Db, name: string | undefined): Promise<BaikeHub['vegetable']> {
  if (!name) return null;
  const product = await productByName(db, name);
  if (!product) return null;
  const detail = await productDetail(db, product);
  if (detail.average === null || !detail.date) return null;
  const series = await productSeries(db, product, { range: '30d', markets: [], seasonal: false });
  const line = series.lines[0]?.values ?? [];
  return {
    name: product.name,
    price: detail.average,
    unit: product.unit,
    date: detail.date,
    change: detail.change_day,
    series: series.x.flatMap((date, i) => (line[i] == null ? [] : [{ date, value: line[i] }])),
    demo: detail.demo || series.demo,
    href: vegDetailHref(product.name, product.classKey),
  };
}

async function foodPart(db: Db, code: string | undefined): Promise<BaikeHub['food']> {
  if (!code) return null;
  const food = await foodDetail(db, code);
  if (!food) return null;
  const n = food.nutrients;
  return {
    code: food.code,
    name: food.name,
    energy_kcal: n.energy,
    protein: n.protein,
    fat: n.fat,
    carbohydrate: n.carbohydrate,
    fiber: n.fiber,
    source: food.source,
    href: foodHref(food.code),
  };
}

const HUB_STANDARDS = 5;

async function standardsPart(db: Db, title: string, number: string | undefined, today: string) {
  const out: BaikeHub['standards'] = [];
  if (number) {
    const linked = (await linksOf(db, [number], today)).get(number);
    if (linked?.id && linked.name)
      out.push({
        id: linked.id,
        number: linked.number,
        title: linked.name,
        status_name: linked.status_name,
        href: standardDetailHref(linked.id),
      });
  }
  const found = await standardList(
    db,
    standardListSchema.parse({ keyword: title, pageSize: HUB_STANDARDS + 1 }),
    today,
  );
  for (const s of found.list) {
    if (out.length >= HUB_STANDARDS) break;
    // Only standards whose title names the entry: a number-shaped title must not match by number.
    if (out.some((o) => o.id === s.id) || !s.name.includes(title)) continue;
    out.push({
      id: s.id,
      number: s.number,
      title: s.name,
      status_name: s.status_name,
      href: standardDetailHref(s.id),
    });
  }
  return out;
}

const HUB_PARTNERS = 5;

async function tradePart(db: Db, code: string | undefined): Promise<BaikeHub['trade']> {
  if (!code) return null;
  const [product, w] = await Promise.all([hsByCode(db, code), tradeWindow(db)]);
  if (!product || !w) return null;
  // The newest whole year held; the months of the newest year when no whole year is.
  const lastYear = Number(w.last.slice(0, 4));
  const year = w.last.endsWith('-12') || `${lastYear - 1}-12` < w.first ? lastYear : lastYear - 1;
  const to = year === lastYear ? w.last : `${year}-12`;
  const from = `${year}-01` < w.first ? w.first : `${year}-01`;
  const q = {
    info: {
      period: 'cumulative' as const,
      month: to,
      from,
      to,
      currency: 'usd' as const,
      currency_unit: TRADE_CURRENCY_UNIT.usd,
    },
    range: { from, to },
    limit: HUB_PARTNERS,
  };
  const [imports, exports] = await Promise.all([
    originList(db, product, 'import', q),
    originList(db, product, 'export', q),
  ]);
  if (!imports.total.value && !exports.total.value) return null;
  const partners = new Map<string, number>();
  for (const p of [...imports.partners, ...exports.partners])
    partners.set(p.name, (partners.get(p.name) ?? 0) + p.value);
  return {
    code: product.code,
    name: product.name,
    year,
    import_value: imports.total.value,
    export_value: exports.total.value,
    top_partners: [...partners]
      .map(([name, value]) => ({ name, value }))
      .sort((a, b) => b.value - a.value)
      .slice(0, HUB_PARTNERS),
    demo: imports.demo || exports.demo,
    href: tradeProductHref(product.code),
  };
}

async function productionPart(db: Db, id: number | undefined): Promise<BaikeHub['production']> {
  if (!id) return null;
  const indicator = (await readCatalogue(db)).indicatorById.get(id);
  if (!indicator) return null;
  const { last } = await indicatorCategory(db, id);
  // Yearly figures only: the tile map shows one year.
  if (!last || !/^\d{4}$/.test(last)) return null;
  const codes = PROVINCES.map((p) => p.code);
  const values = await valuesInYear(db, id, codes, last);
  if (!values.size) return null;
  const regions = PROVINCES.filter((p) => values.has(p.code))
    .map((p) => ({ adcode: p.code, name: p.name, value: values.get(p.code)!.value }))
    .sort((a, b) => b.value - a.value);
  const query: IndustryQuery = {
    indicators: [id],
    regions: codes,
    from: last,
    to: last,
    rows: 'region',
    cols: 'period',
  };
  return {
    indicator_id: id,
    name: indicator.name,
    unit: indicator.unit,
    year: last,
    regions,
    demo: [...values.values()].some((v) => v.demo),
    href: (await astTopicHref(db, id, last)) ?? `/data/retrieval?${querySearch(query)}`,
  };
}

/** 农业专题's map of the indicator's year when a published topic shows it (else the hub links to 数据检索). */
async function astTopicHref(db: Db, indicatorId: number, year: string): Promise<string | null> {
  const [topic] = await db
    .select({ id: astTopics.id })
    .from(astTopics)
    .where(and(eq(astTopics.indicatorId, indicatorId), eq(astTopics.published, true)))
    .orderBy(asc(astTopics.sort), asc(astTopics.id))
    .limit(1);
  return topic ? `/application/ast${astViewSearch({ topic: topic.id, year, province: null })}` : null;
}

export async function baikeHub(
  db: Db,
  id: number,
  entry: { title: string; links: BaikeLinks },
  today: string,
): Promise<BaikeHub> {
  const { links } = entry;
  const [vegetable, food, standards, trade, production] = await Promise.all([
    vegetablePart(db, links.vegetable),
    foodPart(db, links.food),
    standardsPart(db, entry.title, links.standard, today),
    tradePart(db, links.trade),
    productionPart(db, links.indicator),
  ]);
  return { id, vegetable, food, standards, trade, production };
}
