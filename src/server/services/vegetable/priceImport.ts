/**
 * Daily prices as an import family (CONTRIBUTING: "A data import"): editors load any market's prices, a market
 * reporter only their own market's (other rows are bad rows). Markets and products by name, short name or alias;
 * the row rule is addMarketData's; written as multi-row upserts, then the index weeks touched and one content event.
 */
import type { Db } from '#server/db/client.ts';
import { ROLE } from '#server/services/accounts/roles.ts';
import { VEG_MARKET_MSG } from '#lib/vegetable/messages.ts';
import { vegPriceImportRowSchema, type VegPriceImportRow } from '#lib/vegetable/validators.ts';
import type { ImportActor, ImportFamily, RowCheck } from '#server/services/imports/family.ts';
import { priceDateProblem } from './priceDate.ts';
import { priceNames } from './priceNames.ts';
import { afterPrices, upsertPrices, type PriceRecord } from './priceWrite.ts';
import { reporterMarket } from './reporters.ts';

/** A row once its names are resolved (prepare adds the ids). */
export type PriceImportRow = VegPriceImportRow & { marketId?: number; productId?: number };

const record = (r: PriceImportRow): PriceRecord => ({
  marketId: r.marketId!,
  productId: r.productId!,
  date: r.date,
  low: r.low,
  avg: r.avg,
  high: r.high,
  volume: r.volume,
  origin: r.origin,
});

async function prepare(db: Db, by: ImportActor): Promise<RowCheck<PriceImportRow>> {
  const editor = by.role === ROLE.editor;
  // An editor writes any market: only a reporter's own market is looked up.
  const [names, reporter] = await Promise.all([priceNames(db), editor ? null : reporterMarket(db, by.uid)]);
  return (row) => {
    const marketId = names.market(row.market);
    if (marketId === undefined)
      return { field: 'market', reason: VEG_MARKET_MSG.unknownMarketNamed(row.market) };
    if (!editor && reporter?.market_id !== marketId)
      return { field: 'market', reason: VEG_MARKET_MSG.notYourMarket };
    const productId = names.product(row.product);
    if (productId === undefined)
      return { field: 'product', reason: VEG_MARKET_MSG.unknownProductNamed(row.product) };
    const dateProblem = priceDateProblem(row.date, by.now, editor);
    if (dateProblem) return { field: 'date', reason: dateProblem };
    return { row: { ...row, marketId, productId } };
  };
}

export const priceImport: ImportFamily<PriceImportRow> = {
  key: 'vegetable_price',
  label: '蔬菜批发价格',
  keyField: 'product',
  // After prepare: ids, so 西红柿 and its alias 番茄 on one market and day are one key.
  keyOf: (r) => `${r.marketId}|${r.date}|${r.productId}`,
  rowSchema: vegPriceImportRowSchema,
  prepare,
  write: (tx, rows) => upsertPrices(tx, rows.map(record)),
  finish: async (tx, rows, by) => {
    await afterPrices(tx, rows.map(record), by);
  },
  tables: ['vegetable_prices', 'vegetable_class_index'],
  reporters: true,
  columns: [
    {
      field: 'date',
      header: '日期',
      aliases: ['date', '交易日期', '报价日期'],
      example: '2026-11-20',
      required: true,
    },
    {
      field: 'market',
      header: '市场',
      aliases: ['market', '批发市场', '市场名称'],
      example: '北京新发地农产品批发市场',
      required: true,
    },
    {
      field: 'product',
      header: '品种',
      aliases: ['product', '品名', '蔬菜', '名称'],
      example: '大白菜',
      required: true,
    },
    {
      field: 'low',
      header: '最低价',
      aliases: ['low', 'min', '最低价(元/公斤)'],
      example: 0.8,
      required: true,
    },
    {
      field: 'avg',
      header: '平均价',
      aliases: ['avg', 'average', '均价', '平均价(元/公斤)'],
      example: 1.0,
      required: true,
    },
    {
      field: 'high',
      header: '最高价',
      aliases: ['high', 'max', '最高价(元/公斤)'],
      example: 1.2,
      required: true,
    },
    {
      field: 'volume',
      header: '成交量(吨)',
      aliases: ['volume', '成交量', '成交量（吨）'],
      example: 120.5,
    },
    { field: 'origin', header: '产地', aliases: ['origin', '来源地'], example: '河北' },
  ],
};
