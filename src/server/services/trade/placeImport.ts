/** Designated supervision places as an import family: one row per place (upserted by name), then a `trade` event. */
import type { Db } from '#server/db/client.ts';
import { FRESH_ROW, replacedBy, upsertCounts } from '#server/db/excluded.ts';
import { tradePorts, tradeSupervisionPlaces } from '#server/db/schema/index.ts';
import { TRADE_IMPORT_MSG } from '#lib/trade/messages.ts';
import { tradePlaceImportRowSchema, type TradePlaceImportRow } from '#lib/trade/validators.ts';
import type { ImportFamily, RowCheck } from '#server/services/imports/family.ts';
import { logTradeChange } from './tradeEvent.ts';

async function prepare(db: Db): Promise<RowCheck<TradePlaceImportRow>> {
  const ports = new Set((await db.select({ name: tradePorts.name }).from(tradePorts)).map((p) => p.name));
  return (row) =>
    ports.has(row.port) ? { row } : { field: 'port', reason: TRADE_IMPORT_MSG.unknownPort(row.port) };
}

async function write(tx: Db, rows: TradePlaceImportRow[]) {
  const t = tradeSupervisionPlaces;
  const written = await tx
    .insert(t)
    .values(rows)
    .onConflictDoUpdate({
      target: t.name,
      set: replacedBy({ kind: t.kind, port: t.port, province: t.province }),
    })
    .returning(FRESH_ROW);
  return upsertCounts(written);
}

export const placeImport: ImportFamily<TradePlaceImportRow> = {
  key: 'trade_place',
  label: '指定监管场地',
  keyField: 'name',
  keyOf: (r) => r.name,
  rowSchema: tradePlaceImportRowSchema,
  prepare,
  write,
  finish: (tx, _rows, by) => logTradeChange(tx, by),
  tables: ['trade_supervision_places'],
  columns: [
    {
      field: 'name',
      header: '场地名称',
      aliases: ['name', '名称', '指定监管场地'],
      example: '钦州港进境水果指定监管场地',
      required: true,
    },
    { field: 'kind', header: '场地类型', aliases: ['kind', '类型'], example: '进境水果', required: true },
    { field: 'port', header: '所在口岸', aliases: ['port', '口岸'], example: '钦州港', required: true },
    {
      field: 'province',
      header: '省份',
      aliases: ['province', '省', '地区'],
      example: '广西',
      required: true,
    },
  ],
};
