/** Ports of entry as an import family: one row per port (upserted by name), then a `trade` event. */
import type { Db } from '#server/db/client.ts';
import { FRESH_ROW, replacedBy, upsertCounts } from '#server/db/excluded.ts';
import { tradePorts } from '#server/db/schema/index.ts';
import { tradePortImportRowSchema, type TradePortImportRow } from '#lib/trade/validators.ts';
import type { ImportFamily } from '#server/services/imports/family.ts';
import { logTradeChange } from './tradeEvent.ts';

async function write(tx: Db, rows: TradePortImportRow[]) {
  const written = await tx
    .insert(tradePorts)
    .values(rows)
    .onConflictDoUpdate({
      target: tradePorts.name,
      set: replacedBy({ customs: tradePorts.customs, province: tradePorts.province, kind: tradePorts.kind }),
    })
    .returning(FRESH_ROW);
  return upsertCounts(written);
}

export const portImport: ImportFamily<TradePortImportRow> = {
  key: 'trade_port',
  label: '口岸',
  keyField: 'name',
  keyOf: (r) => r.name,
  rowSchema: tradePortImportRowSchema,
  write,
  finish: (tx, _rows, by) => logTradeChange(tx, by),
  tables: ['trade_ports'],
  columns: [
    {
      field: 'name',
      header: '口岸名称',
      aliases: ['name', '口岸', '名称'],
      example: '钦州港',
      required: true,
    },
    {
      field: 'customs',
      header: '所属海关',
      aliases: ['customs', '海关'],
      example: '南宁海关',
      required: true,
    },
    {
      field: 'province',
      header: '省份',
      aliases: ['province', '省', '地区'],
      example: '广西',
      required: true,
    },
    { field: 'kind', header: '口岸类型', aliases: ['kind', '类型'], example: '水运', required: true },
  ],
};
