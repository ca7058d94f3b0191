/** Permitted origins as an import family: one row per product × partner (upserted), then a `trade` event. */
import type { Db } from '#server/db/client.ts';
import { FRESH_ROW, replacedBy, upsertCounts } from '#server/db/excluded.ts';
import { tradePermittedOrigins } from '#server/db/schema/index.ts';
import { TRADE_IMPORT_MSG } from '#lib/trade/messages.ts';
import { PERMIT_PRODUCT_CODES } from '#lib/trade/rules.ts';
import { tradePermitImportRowSchema, type TradePermitImportRow } from '#lib/trade/validators.ts';
import type { ImportFamily, RowCheck } from '#server/services/imports/family.ts';
import { importNames } from './importNames.ts';
import { logTradeChange } from './tradeEvent.ts';

export type PermitImportRow = TradePermitImportRow & { iso2?: string };

async function prepare(db: Db): Promise<RowCheck<PermitImportRow>> {
  const names = await importNames(db);
  const known = Object.keys(PERMIT_PRODUCT_CODES);
  return (row) => {
    // The product pages find a list by the product's HS codes: a product without them would never show.
    if (!known.includes(row.product))
      return { field: 'product', reason: TRADE_IMPORT_MSG.unknownPermitProduct(row.product, known) };
    const partner = names.partner(row.partner);
    if (!partner) return { field: 'partner', reason: TRADE_IMPORT_MSG.unknownPartnerNamed(row.partner) };
    return { row: { ...row, iso2: partner.iso2 } };
  };
}

async function write(tx: Db, rows: PermitImportRow[]) {
  const written = await tx
    .insert(tradePermittedOrigins)
    .values(rows.map((r) => ({ group: r.group, product: r.product, iso2: r.iso2!, note: r.note })))
    .onConflictDoUpdate({
      target: [tradePermittedOrigins.product, tradePermittedOrigins.iso2],
      set: replacedBy({ group: tradePermittedOrigins.group, note: tradePermittedOrigins.note }),
    })
    .returning(FRESH_ROW);
  return upsertCounts(written);
}

export const permitImport: ImportFamily<PermitImportRow> = {
  key: 'trade_permit',
  label: '准入国家（地区）名单',
  keyField: 'partner',
  keyOf: (r) => `${r.product}|${r.iso2 ?? r.partner}`,
  rowSchema: tradePermitImportRowSchema,
  prepare,
  write,
  finish: (tx, _rows, by) => logTradeChange(tx, by),
  tables: ['trade_permitted_origins'],
  columns: [
    { field: 'group', header: '类别', aliases: ['group', '产品类别'], example: '水果', required: true },
    { field: 'product', header: '产品', aliases: ['product', '产品名称'], example: '榴莲', required: true },
    {
      field: 'partner',
      header: '国家（地区）',
      aliases: ['partner', 'iso2', '国家', '国别'],
      example: '越南',
      required: true,
    },
    { field: 'note', header: '备注', aliases: ['note', '说明'], example: '海关总署公告2022年第66号' },
  ],
};
