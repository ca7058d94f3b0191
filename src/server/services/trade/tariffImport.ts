/** Tariff rates as an import family: one row per 6-digit code × kind × agreement, upserted; a `trade` event. */
import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { excluded, FRESH_ROW, upsertCounts } from '#server/db/excluded.ts';
import { tradeTariffRates } from '#server/db/schema/index.ts';
import { TRADE_IMPORT_MSG } from '#lib/trade/messages.ts';
import { tradeTariffImportRowSchema, type TradeTariffImportRow } from '#lib/trade/validators.ts';
import type { ImportFamily, RowCheck } from '#server/services/imports/family.ts';
import { importNames } from './importNames.ts';
import { logTradeChange } from './tradeEvent.ts';

async function prepare(db: Db): Promise<RowCheck<TradeTariffImportRow>> {
  const names = await importNames(db);
  return (row) =>
    names.hasCode(row.code)
      ? { row }
      : { field: 'code', reason: TRADE_IMPORT_MSG.unknownCodeNamed(row.code) };
}

/** One chunk of the pipeline's (IMPORT_LIMITS.writeRows rows at most: one statement). */
async function write(tx: Db, rows: TradeTariffImportRow[]) {
  const written = await tx
    .insert(tradeTariffRates)
    .values(rows.map((r) => ({ ...r, isDemo: false })))
    .onConflictDoUpdate({
      target: [tradeTariffRates.code, tradeTariffRates.kind, tradeTariffRates.agreement],
      set: {
        rate: excluded(tradeTariffRates.rate),
        source: excluded(tradeTariffRates.source),
        isDemo: sql`false`,
      },
    })
    .returning(FRESH_ROW);
  return upsertCounts(written);
}

export const tariffImport: ImportFamily<TradeTariffImportRow> = {
  key: 'trade_tariff',
  label: '进口关税税率',
  keyField: 'code',
  keyOf: (r) => `${r.code}|${r.kind}|${r.agreement}`,
  rowSchema: tradeTariffImportRowSchema,
  prepare,
  write,
  finish: (tx, _rows, by) => logTradeChange(tx, by),
  tables: ['trade_tariff_rates'],
  columns: [
    {
      field: 'code',
      header: '商品编码',
      aliases: ['code', 'hs6', '税则号列'],
      example: '120190',
      required: true,
    },
    {
      field: 'kind',
      header: '税率类型',
      aliases: ['kind', '类型'],
      example: '最惠国',
      required: true,
    },
    { field: 'agreement', header: '协定名称', aliases: ['agreement', '协定'], example: '' },
    {
      field: 'rate',
      header: '税率(%)',
      aliases: ['rate', '税率'],
      example: 3,
      required: true,
    },
    { field: 'source', header: '来源', aliases: ['source', '出处'], example: '中华人民共和国进出口税则' },
  ],
};
