/**
 * 农业专题's topics as an import family (`ast_topic`: 分类, 专题, 指标 (名称或编号), 说明, 排序, 发布): an indicator by
 * name or id, only a year indicator with provincial values; upserted by (分类, 专题), then one `industry` content
 * event, so the cached /api/ast/* answers drop and the page is built again.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { FRESH_ROW, replacedBy, upsertCounts } from '#server/db/excluded.ts';
import { astTopics, indicatorObservations, indicators } from '#server/db/schema/index.ts';
import { AST_IMPORT_MSG } from '#lib/ast/messages.ts';
import { astTopicImportRowSchema, type AstTopicImportRow } from '#lib/ast/validators.ts';
import type { ImportFamily, RowCheck } from '#server/services/imports/family.ts';
import { industryChanged } from '#server/services/industry/changed.ts';
import { PROVINCES } from '#server/services/industry/regions.ts';

export type TopicImportRow = AstTopicImportRow & { indicatorId?: number };

async function prepare(db: Db): Promise<RowCheck<TopicImportRow>> {
  const all = await db
    .select({ id: indicators.id, name: indicators.name, frequency: indicators.frequency })
    .from(indicators);
  const o = indicatorObservations;
  // Indicators with a provincial value: one probe per indicator on the key (indicator, region …).
  const withProvinces = new Set(
    (
      await db
        .select({ id: indicators.id })
        .from(indicators)
        .where(
          sql`exists (select 1 from ${o} where ${and(
            eq(o.indicatorId, indicators.id),
            inArray(
              o.region,
              PROVINCES.map((p) => p.code),
            ),
          )})`,
        )
    ).map((r) => r.id),
  );
  const byName = new Map(all.map((i) => [i.name, i]));
  const byId = new Map(all.map((i) => [String(i.id), i]));
  return (row) => {
    const ind = byName.get(row.indicator) ?? byId.get(row.indicator);
    if (!ind) return { field: 'indicator', reason: AST_IMPORT_MSG.unknownIndicator(row.indicator) };
    if (ind.frequency !== 'year') return { field: 'indicator', reason: AST_IMPORT_MSG.notYearly(ind.name) };
    if (!withProvinces.has(ind.id))
      return { field: 'indicator', reason: AST_IMPORT_MSG.noProvinces(ind.name) };
    return { row: { ...row, indicatorId: ind.id } };
  };
}

async function write(tx: Db, rows: TopicImportRow[]) {
  const t = astTopics;
  const written = await tx
    .insert(t)
    .values(
      rows.map((r) => ({
        category: r.category,
        name: r.name,
        indicatorId: r.indicatorId!,
        description: r.description,
        sort: r.sort,
        published: r.published,
      })),
    )
    .onConflictDoUpdate({
      target: [t.category, t.name],
      set: replacedBy({
        indicatorId: t.indicatorId,
        description: t.description,
        sort: t.sort,
        published: t.published,
      }),
    })
    .returning(FRESH_ROW);
  return upsertCounts(written);
}

export const astTopicImport: ImportFamily<TopicImportRow> = {
  key: 'ast_topic',
  label: '农业专题',
  keyField: 'name',
  keyOf: (r) => `${r.category}|${r.name}`,
  rowSchema: astTopicImportRowSchema,
  prepare,
  write,
  finish: industryChanged,
  tables: ['ast_topics'],
  columns: [
    {
      field: 'category',
      header: '分类',
      aliases: ['category', '专题分类'],
      example: '粮食生产',
      required: true,
    },
    { field: 'name', header: '专题', aliases: ['name', '专题名称'], example: '粮食产量', required: true },
    {
      field: 'indicator',
      header: '指标',
      aliases: ['indicator', '指标名称', '指标编号'],
      example: '粮食产量',
      required: true,
    },
    { field: 'description', header: '说明', aliases: ['description'], example: '各地区粮食总产量' },
    { field: 'sort', header: '排序', aliases: ['sort'], example: 1 },
    { field: 'published', header: '发布', aliases: ['published'], example: '是' },
  ],
};
