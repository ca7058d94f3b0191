/**
 * Monthly flows as an import family (CONTRIBUTING "A data import"): one row per month × 6-digit code × partner ×
 * direction, upserted on that key. RMB is the file's, or USD × the month's rate when the file has none; a month not
 * yet held is added with the file's own rate (RMB / USD). Then one `trade` content event.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { excluded, FRESH_ROW, upsertCounts } from '#server/db/excluded.ts';
import { tradeFlows, tradeMonths } from '#server/db/schema/index.ts';
import { TRADE_IMPORT_MSG } from '#lib/trade/messages.ts';
import { addMonths } from '#lib/trade/months.ts';
import { chinaDate } from '#lib/chinaTime.ts';
import { tradeFlowImportRowSchema, type TradeFlowImportRow } from '#lib/trade/validators.ts';
import type { Actor } from '#server/services/content/lifecycle.ts';
import type { ImportFamily, RowCheck } from '#server/services/imports/family.ts';
import { importNames } from './importNames.ts';
import { logTradeChange } from './tradeEvent.ts';

/** A row once its partner is a customs code and its RMB known. */
export type FlowImportRow = TradeFlowImportRow & { partnerCode?: string; rmb?: number };

async function prepare(db: Db, by: Actor): Promise<RowCheck<FlowImportRow>> {
  const names = await importNames(db);
  const lastMonth = addMonths(chinaDate(by.now).slice(0, 7), -1);
  return (row) => {
    if (row.month > lastMonth) return { field: 'month', reason: TRADE_IMPORT_MSG.futureMonth };
    if (!names.hasCode(row.code))
      return { field: 'code', reason: TRADE_IMPORT_MSG.unknownCodeNamed(row.code) };
    const partner = names.partner(row.partner);
    if (!partner) return { field: 'partner', reason: TRADE_IMPORT_MSG.unknownPartnerNamed(row.partner) };
    const rate = names.rate(row.month);
    const rmb = row.value_rmb ?? (rate === undefined ? undefined : Math.round(row.value_usd * rate));
    if (rmb === undefined) return { field: 'value_rmb', reason: TRADE_IMPORT_MSG.rmbMissing(row.month) };
    return { row: { ...row, partnerCode: partner.code, rmb } };
  };
}

/** One chunk of the pipeline's (IMPORT_LIMITS.writeRows rows at most: one statement). */
async function write(tx: Db, rows: FlowImportRow[]) {
  const written = await tx
    .insert(tradeFlows)
    .values(
      rows.map((r) => ({
        month: r.month,
        hs6: r.code,
        partner: r.partnerCode!,
        direction: r.direction,
        valueUsd: r.value_usd,
        valueRmb: r.rmb!,
        quantity: r.quantity ?? null,
        unit: r.unit,
        isDemo: false,
      })),
    )
    .onConflictDoUpdate({
      target: [tradeFlows.month, tradeFlows.hs6, tradeFlows.partner, tradeFlows.direction],
      set: {
        valueUsd: excluded(tradeFlows.valueUsd),
        valueRmb: excluded(tradeFlows.valueRmb),
        quantity: excluded(tradeFlows.quantity),
        unit: excluded(tradeFlows.unit),
        isDemo: sql`false`,
      },
    })
    // xmax is 0 for a row this statement inserted.
    .returning(FRESH_ROW);
  return upsertCounts(written);
}

/** Months the file adds, each with its own rate (RMB / USD of its rows). */
async function finish(tx: Db, rows: FlowImportRow[], by: Actor) {
  const sums = new Map<string, [number, number]>();
  for (const r of rows) {
    const [usd, rmb] = sums.get(r.month) ?? [0, 0];
    sums.set(r.month, [usd + r.value_usd, rmb + r.rmb!]);
  }
  const months = [...sums]
    .filter(([, [usd]]) => usd > 0)
    .map(([month, [usd, rmb]]) => ({
      month,
      usdRmb: Math.round((rmb / usd) * 10_000) / 10_000,
      isDemo: false,
    }));
  if (months.length) await tx.insert(tradeMonths).values(months).onConflictDoNothing();
  await logTradeChange(tx, by);
}

export const flowImport: ImportFamily<FlowImportRow> = {
  key: 'trade_flow',
  label: '进出口贸易月度数据',
  keyField: 'code',
  keyOf: (r) => `${r.month}|${r.code}|${r.partnerCode ?? r.partner}|${r.direction}`,
  rowSchema: tradeFlowImportRowSchema,
  prepare,
  write,
  finish,
  tables: ['trade_flows', 'trade_months'],
  columns: [
    {
      field: 'month',
      header: '月份',
      aliases: ['month', '数据年月', '年月'],
      example: '2026-09',
      required: true,
    },
    {
      field: 'code',
      header: '商品编码',
      aliases: ['code', 'hs', 'hs6', 'HS编码', '商品编号'],
      example: '120190',
      required: true,
    },
    {
      field: 'partner',
      header: '贸易伙伴',
      aliases: ['partner', '贸易伙伴名称', '国家（地区）', '国别', '贸易伙伴编码'],
      example: '巴西',
      required: true,
    },
    {
      field: 'direction',
      header: '进出口',
      aliases: ['direction', '贸易方向'],
      example: '进口',
      required: true,
    },
    {
      field: 'value_usd',
      header: '美元金额',
      aliases: ['value_usd', 'usd', '美元值', '金额(美元)'],
      example: 2_500_000_000,
      required: true,
    },
    {
      field: 'value_rmb',
      header: '人民币金额',
      aliases: ['value_rmb', 'rmb', '人民币值', '金额(元)'],
      example: 17_800_000_000,
    },
    {
      field: 'quantity',
      header: '数量',
      aliases: ['quantity', '第一数量'],
      example: 4_800_000_000,
    },
    { field: 'unit', header: '计量单位', aliases: ['unit', '第一计量单位'], example: '千克' },
  ],
};
