/** Data products as an import family: an operator loads or refreshes the catalogue by document number. */
import { inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { excluded } from '#server/db/excluded.ts';
import { dataProducts } from '#server/db/schema/index.ts';
import { CONTENT_STATUS } from '#lib/content/model.ts';
import { productImportRowSchema, type ProductImportRow } from '#lib/content/validators.ts';
import type { ImportFamily } from '#server/services/imports/family.ts';
import { CONTENT_ACTION, CONTENT_ENTITY, logContentEvents } from './events.ts';
import type { Actor } from './lifecycle.ts';
import { changesOf } from './productWrite.ts';

/** The columns an import row may leave blank: a blank cell keeps the stored value, a new product gets these. */
const KEPT = {
  summary: dataProducts.summary,
  industry: dataProducts.industry,
  priceCents: dataProducts.priceCents,
  vipPriceCents: dataProducts.vipPriceCents,
  format: dataProducts.format,
  updateFrequency: dataProducts.updateFrequency,
  coverage: dataProducts.coverage,
};
const NEW_PRODUCT = {
  summary: '',
  industry: '',
  priceCents: 0,
  vipPriceCents: 0,
  format: 'xlsx',
  updateFrequency: '',
  coverage: '',
};

/**
 * Upsert on the document number. A blank cell keeps what the product had (a new one gets the column's default);
 * a new product is a draft, an edit of a published one is logged so its pages and cached answers follow.
 */
async function writeProducts(tx: Db, rows: ProductImportRow[], by: Actor) {
  // Only the columns a blank cell falls back to (not the rich text): one row per existing document number.
  const existing = await tx
    .select({ docId: dataProducts.docId, ...KEPT })
    .from(dataProducts)
    .where(
      inArray(
        dataProducts.docId,
        rows.map((r) => r.doc_id),
      ),
    );
  const old = new Map(existing.map(({ docId, ...kept }) => [docId, kept]));
  const values = rows.map((r) => ({
    ...(old.get(r.doc_id) ?? NEW_PRODUCT),
    ...changesOf(r),
    docId: r.doc_id,
    title: r.title,
    createdBy: by.uid,
    updatedAt: by.now,
  }));
  const written = await tx
    .insert(dataProducts)
    .values(values)
    .onConflictDoUpdate({
      target: dataProducts.docId,
      set: {
        title: excluded(dataProducts.title),
        ...Object.fromEntries(Object.entries(KEPT).map(([key, column]) => [key, excluded(column)])),
        updatedAt: excluded(dataProducts.updatedAt),
      },
    })
    .returning({ id: dataProducts.id, docId: dataProducts.docId, status: dataProducts.status });
  const published = written.filter((w) => old.has(w.docId) && w.status === CONTENT_STATUS.published);
  await logContentEvents(
    tx,
    published.map((w) => ({
      entity: CONTENT_ENTITY.product,
      id: w.id,
      action: CONTENT_ACTION.update,
      uid: by.uid,
      at: by.now,
    })),
  );
  return { inserted: rows.length - old.size, updated: old.size };
}

export const productImport: ImportFamily<ProductImportRow> = {
  key: 'product',
  label: '数据产品',
  keyField: 'doc_id',
  keyOf: (r) => r.doc_id,
  rowSchema: productImportRowSchema,
  write: writeProducts,
  tables: ['data_products'],
  columns: [
    {
      field: 'doc_id',
      header: '文档编号',
      aliases: ['编号', 'docid', 'document id'],
      example: 'D2026001',
      required: true,
    },
    {
      field: 'title',
      header: '标题',
      aliases: ['名称', '产品名称', 'title', 'name'],
      example: '全国生猪出栏量月度数据（2015—2026）',
      required: true,
    },
    {
      field: 'summary',
      header: '简介',
      aliases: ['摘要', 'description'],
      example: '国家统计局口径，按月更新',
    },
    { field: 'industry', header: '行业', aliases: [], example: '畜牧业' },
    // In 分 like the API; no bare "价格" alias, which an operator would fill in 元.
    { field: 'price_cents', header: '价格(分)', aliases: ['价格（分）'], example: 9900 },
    {
      field: 'vip_price_cents',
      header: 'VIP价格(分)',
      aliases: ['会员价(分)'],
      example: 4900,
    },
    { field: 'format', header: '格式', aliases: ['文件格式'], example: 'xlsx' },
    { field: 'update_frequency', header: '更新频率', aliases: ['frequency'], example: '月度' },
    { field: 'coverage', header: '覆盖范围', aliases: ['范围'], example: '全国及31个省（区、市）' },
  ],
};
