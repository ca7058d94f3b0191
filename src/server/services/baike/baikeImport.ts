/**
 * 农业百科's entries as an import family (CONTRIBUTING: "A data import"): a row per entry, upserted on (title,
 * qualifier). A new entry gets its first version; a changed one a NEW published version by the importing editor
 * (history is never overwritten); an unchanged one is left alone. Every entry written logs a CONTENT_ENTITY.baike
 * event, so its page, the lists and the cached answers follow.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { BAIKE_IMPORT_MSG } from '#lib/baike/messages.ts';
import type { BaikeLinks, BaikeReference } from '#lib/baike/types.ts';
import { baikeImportRowSchema, type BaikeImportRow } from '#lib/baike/validators.ts';
import type { Db } from '#server/db/client.ts';
import { baikeCategories, baikeEntries, baikeVersions } from '#server/db/schema/index.ts';
import { CONTENT_ACTION, CONTENT_ENTITY, logContentEvents } from '#server/services/content/events.ts';
import type { Actor } from '#server/services/content/lifecycle.ts';
import type { ImportFamily, RowCheck } from '#server/services/imports/family.ts';
import { pinyinColumns } from '#server/services/search/pinyin.ts';
import { esc } from '#lib/shared/html.ts';

/** A row once its category is resolved to a leaf's id. */
export type BaikeImportRecord = BaikeImportRow & { categoryId?: number };

const list = (text: string, sep: RegExp) =>
  text
    .split(sep)
    .map((s) => s.trim())
    .filter(Boolean);

/** 字段：值；字段：值 → [field, value] pairs. */
export const infoboxOf = (text: string): [string, string][] =>
  list(text, /[；;\n]/).flatMap((pair) => {
    const at = pair.search(/[：:]/);
    return at > 0 ? [[pair.slice(0, at).trim(), pair.slice(at + 1).trim()] as [string, string]] : [];
  });

/** Lines of text → the rich text members edit: `## 标题` an h2, every other line a paragraph. */
export const bodyHtml = (text: string): string =>
  list(text, /\n/)
    .map((line) =>
      line.startsWith('##') ? `<h2>${esc(line.replace(/^#+\s*/, ''))}</h2>` : `<p>${esc(line)}</p>`,
    )
    .join('');

export const referencesOf = (text: string): BaikeReference[] =>
  list(text, /[；;\n]/).map((line) => {
    const url = line.match(/https?:\/\/[^\s<>"]+/)?.[0];
    const title = (url ? line.replace(url, '') : line).replace(/[，,\s]+$/, '').trim() || url!;
    return url ? { title, url } : { title };
  });

/** 蔬菜/食物/HS/指标/标准: positional; the standard keeps its own slashes (GB/T 1536-2021). */
export function linksOf(text: string): BaikeLinks {
  const [vegetable, food, trade, indicator, ...standard] = text.split('/').map((s) => s.trim());
  const links: BaikeLinks = {};
  if (vegetable) links.vegetable = vegetable;
  if (food) links.food = food;
  if (trade) links.trade = trade;
  if (indicator && /^\d+$/.test(indicator)) links.indicator = Number(indicator);
  const std = standard.join('/').trim();
  if (std) links.standard = std;
  return links;
}

async function prepare(db: Db): Promise<RowCheck<BaikeImportRecord>> {
  const nodes = await db.select().from(baikeCategories);
  const parents = new Set(nodes.map((n) => n.parentId).filter((p) => p !== null));
  const leaves = nodes.filter((n) => !parents.has(n.id));
  return (row) => {
    const named = /^\d+$/.test(row.category)
      ? leaves.filter((l) => l.id === Number(row.category))
      : leaves.filter((l) => l.name === row.category);
    if (named.length > 1)
      return { field: 'category', reason: BAIKE_IMPORT_MSG.categoryAmbiguous(row.category) };
    if (!named.length) return { field: 'category', reason: BAIKE_IMPORT_MSG.categoryUnknown(row.category) };
    return { row: { ...row, categoryId: named[0]!.id } };
  };
}

/** The fields a version holds, from a row. */
function fieldsOf(r: BaikeImportRecord) {
  return {
    title: r.title,
    qualifier: r.qualifier,
    aliases: list(r.aliases, /[、，,]/),
    categoryId: r.categoryId!,
    summary: r.summary,
    infobox: infoboxOf(r.infobox),
    contentHtml: bodyHtml(r.body),
    references: referencesOf(r.references),
  };
}
type Fields = ReturnType<typeof fieldsOf>;

/** JSON with keys sorted: jsonb gives an object's keys back in its own order. */
const canonical = (v: unknown): string =>
  JSON.stringify(v, (_k, x: unknown) =>
    x && typeof x === 'object' && !Array.isArray(x)
      ? Object.fromEntries(Object.entries(x).sort(([a], [b]) => a.localeCompare(b)))
      : x,
  );
const same = (a: unknown, b: unknown) => canonical(a) === canonical(b);

async function writeEntries(tx: Db, rows: BaikeImportRecord[], by: Actor) {
  const titles = [...new Set(rows.map((r) => r.title))];
  const found = await tx
    .select({
      id: baikeEntries.id,
      title: baikeEntries.title,
      qualifier: baikeEntries.qualifier,
      status: baikeEntries.status,
      links: baikeEntries.links,
      currentVersionId: baikeEntries.currentVersionId,
    })
    .from(baikeEntries)
    .where(and(inArray(baikeEntries.title, titles)));
  // Members' unpublished new entries do not hold their title (the unique index skips drafts).
  const held = new Map(
    found.filter((e) => e.status !== 'draft').map((e) => [`${e.title}\u0000${e.qualifier}`, e]),
  );
  const currentIds = [...held.values()].map((e) => e.currentVersionId).filter((v): v is number => v !== null);
  const currents = currentIds.length
    ? await tx.select().from(baikeVersions).where(inArray(baikeVersions.id, currentIds))
    : [];
  const current = new Map(currents.map((v) => [v.id, v]));
  let inserted = 0;
  let updated = 0;
  const events: Parameters<typeof logContentEvents>[1] = [];
  for (const r of rows) {
    const fields = fieldsOf(r);
    const links = linksOf(r.links);
    const status = r.publish ? 'published' : 'unpublished';
    const entry = held.get(`${r.title}\u0000${r.qualifier}`);
    const shown = {
      title: fields.title,
      qualifier: fields.qualifier,
      aliases: fields.aliases,
      categoryId: fields.categoryId,
      summary: fields.summary,
      ...pinyinColumns([fields.title, ...fields.aliases]),
    };
    if (!entry) {
      const [made] = await tx
        .insert(baikeEntries)
        .values({
          ...shown,
          links,
          status,
          publishedAt: r.publish ? by.now : null,
          changedAt: by.now,
          createdBy: by.uid,
          createdAt: by.now,
          updatedAt: by.now,
        })
        .returning({ id: baikeEntries.id });
      const [version] = await tx
        .insert(baikeVersions)
        .values({
          entryId: made!.id,
          authorId: by.uid,
          reviewerId: by.uid,
          state: 'published',
          ...fields,
          note: BAIKE_IMPORT_MSG.note,
          submittedAt: by.now,
          reviewedAt: by.now,
          createdAt: by.now,
          updatedAt: by.now,
        })
        .returning({ id: baikeVersions.id });
      await tx
        .update(baikeEntries)
        .set({ currentVersionId: version!.id })
        .where(eq(baikeEntries.id, made!.id));
      inserted++;
      if (r.publish)
        events.push({
          entity: CONTENT_ENTITY.baike,
          id: made!.id,
          action: CONTENT_ACTION.publish,
          uid: by.uid,
          at: by.now,
        });
      continue;
    }
    const was = entry.currentVersionId === null ? undefined : current.get(entry.currentVersionId);
    const before: Fields | null = was
      ? {
          title: was.title,
          qualifier: was.qualifier,
          aliases: was.aliases,
          categoryId: was.categoryId,
          summary: was.summary,
          infobox: was.infobox,
          contentHtml: was.contentHtml,
          references: was.references,
        }
      : null;
    const changed = !before || !same(before, fields);
    const relinked = !same(entry.links, links);
    const moved = entry.status !== status;
    if (!changed && !relinked && !moved) continue;
    let versionId = entry.currentVersionId;
    if (changed) {
      // Never overwrite history: the change is a new published version on top of the current one.
      const [version] = await tx
        .insert(baikeVersions)
        .values({
          entryId: entry.id,
          baseVersionId: entry.currentVersionId,
          authorId: by.uid,
          reviewerId: by.uid,
          state: 'published',
          ...fields,
          images: was?.images ?? [],
          related: was?.related ?? [],
          note: BAIKE_IMPORT_MSG.note,
          submittedAt: by.now,
          reviewedAt: by.now,
          createdAt: by.now,
          updatedAt: by.now,
        })
        .returning({ id: baikeVersions.id });
      versionId = version!.id;
    }
    await tx
      .update(baikeEntries)
      .set({
        ...shown,
        links,
        status,
        currentVersionId: versionId,
        ...(changed ? { changedAt: by.now } : {}),
        ...(r.publish && entry.status !== 'published' ? { publishedAt: by.now } : {}),
        updatedAt: by.now,
      })
      .where(eq(baikeEntries.id, entry.id));
    updated++;
    events.push({
      entity: CONTENT_ENTITY.baike,
      id: entry.id,
      action: !r.publish
        ? CONTENT_ACTION.unpublish
        : entry.status === 'published'
          ? CONTENT_ACTION.update
          : CONTENT_ACTION.publish,
      uid: by.uid,
      at: by.now,
    });
  }
  await logContentEvents(tx, events);
  return { inserted, updated };
}

export const baikeImport: ImportFamily<BaikeImportRecord> = {
  key: 'baike',
  label: BAIKE_IMPORT_MSG.label,
  columns: [
    { field: 'title', header: '词条名称', aliases: ['title'], example: '小麦', required: true },
    { field: 'qualifier', header: '区分说明', aliases: ['qualifier'], example: '作物' },
    { field: 'aliases', header: '别名', aliases: ['aliases'], example: '麦子、冬小麦' },
    { field: 'category', header: '分类', aliases: ['category'], example: '谷类作物', required: true },
    {
      field: 'summary',
      header: '摘要',
      aliases: ['summary'],
      example: '小麦是禾本科小麦属一年生或越年生草本植物，是我国主要口粮作物之一。',
      required: true,
    },
    {
      field: 'infobox',
      header: '信息框',
      aliases: ['infobox'],
      example: '学名：Triticum aestivum；科属：禾本科小麦属',
    },
    {
      field: 'body',
      header: '正文',
      aliases: ['body', 'content'],
      example:
        '## 栽培\n北方冬麦区一般在9月下旬至10月中旬播种，播种深度3—5厘米，出苗后注意冬前管理与越冬保苗。',
      required: true,
    },
    {
      field: 'references',
      header: '参考资料',
      aliases: ['references'],
      example: '中国农业百科全书·农作物卷',
    },
    {
      field: 'links',
      header: '关联(蔬菜/食物/HS/指标/标准)',
      aliases: ['关联', 'links'],
      example: '/20080/1001/1021/GB 1351-2023',
    },
    { field: 'publish', header: '发布', aliases: ['publish'], example: '是' },
  ],
  rowSchema: baikeImportRowSchema as unknown as ImportFamily<BaikeImportRecord>['rowSchema'],
  keyField: 'title',
  keyOf: (r) => `${r.title}\u0000${r.qualifier}`,
  prepare,
  write: writeEntries,
  tables: ['baike_entries', 'baike_versions'],
};
