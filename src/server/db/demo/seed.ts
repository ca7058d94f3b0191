/** Writes the generated demo content: taxonomies once, then articles, references and products in batches. */
import { count, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import {
  articles,
  articleTags,
  attachments,
  banners,
  contentCategories,
  contentColumns,
  dataProducts,
  enterprises,
  hotKeywords,
  periodicals,
  referenceEnterprises,
  references,
  referenceSubdetails,
  tags,
} from '#server/db/schema/index.ts';
import { demoReportPdf } from '#server/services/files/demoReport.ts';
import { putPdf } from '#server/services/files/storage.ts';
import type { FileStore } from '#server/services/files/store.ts';
import { analyze } from '#server/services/search/analyze.ts';
import { generateDemoContent, type DemoContent } from './generate.ts';
import * as V from './vocabulary.ts';

const BATCH = 200;
const PUBLISHED = 'published';
const PDF = 'application/pdf';

async function inBatches<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += BATCH) await write(rows.slice(i, i + BATCH));
}

/** Columns, categories, tags, banners and hot keywords: created when missing, ids by name. */
async function taxonomy(db: Db) {
  const kinds = Object.keys(V.CATEGORIES) as (keyof typeof V.CATEGORIES)[];
  await db
    .insert(contentColumns)
    .values(kinds.flatMap((kind) => V.COLUMNS.map((name, sort) => ({ kind, name, sort }))))
    .onConflictDoNothing();
  await db
    .insert(contentCategories)
    .values(kinds.flatMap((kind) => V.CATEGORIES[kind].map((name, sort) => ({ kind, name, sort }))))
    .onConflictDoNothing();
  await db
    .insert(tags)
    .values(V.TAGS.map((name, sort) => ({ name, sort })))
    .onConflictDoNothing();
  const [cols, cats, tagRows] = await Promise.all([
    db.select().from(contentColumns),
    db.select().from(contentCategories),
    db.select().from(tags).where(inArray(tags.name, V.TAGS)),
  ]);
  return {
    column: new Map(cols.map((c) => [`${c.kind}:${c.name}`, c.id])),
    category: new Map(cats.map((c) => [`${c.kind}:${c.name}`, c.id])),
    tag: new Map(tagRows.map((t) => [t.name, t.id])),
  };
}

async function extras(db: Db) {
  const [{ n }] = (await db.select({ n: count() }).from(banners)) as [{ n: number }];
  if (n > 0) return;
  await db
    .insert(banners)
    .values(
      V.BANNERS.map((b, sort) => ({ ...b, image: `/images/banner-${sort + 1}.svg`, sort, isDemo: true })),
    );
  await db
    .insert(hotKeywords)
    .values(V.HOT_KEYWORDS.map((keyword, i) => ({ keyword, weight: 100 - i * 5 })))
    .onConflictDoNothing();
}

async function writeArticles(
  db: Db,
  content: DemoContent,
  ids: Awaited<ReturnType<typeof taxonomy>>,
  store: FileStore,
) {
  await inBatches(content.articles, async (chunk) => {
    // Every demo report opens a PDF made from itself (title, summary, sections), with its real page count.
    const reports = chunk.filter((a) => a.kind === 'report');
    const files = [];
    for (const a of reports) {
      const pdf = await demoReportPdf(a);
      a.pageCount = pdf.pages;
      files.push({
        fileName: `${a.title}.pdf`.slice(0, 200),
        mime: PDF,
        size: pdf.bytes.length,
        storageKey: await putPdf(store, pdf.bytes),
        pageCount: pdf.pages,
      });
    }
    const stored = files.length
      ? await db.insert(attachments).values(files).returning({ id: attachments.id })
      : [];
    let nextFile = 0;
    const rows = await db
      .insert(articles)
      .values(
        chunk.map((a) => ({
          kind: a.kind,
          title: a.title,
          summary: a.summary,
          contentHtml: a.contentHtml,
          source: a.source,
          author: a.author,
          columnId: ids.column.get(`${a.kind}:${a.column}`) ?? null,
          categoryId: ids.category.get(`${a.kind}:${a.category}`) ?? null,
          publishedAt: a.status === PUBLISHED ? a.publishedAt : null,
          status: a.status,
          viewCount: a.viewCount,
          isDemo: true,
          pageCount: a.pageCount,
          priceCents: a.priceCents,
          vipOnly: a.vipOnly,
          attachmentId: a.kind === 'report' ? (stored[nextFile++]?.id ?? null) : null,
          createdAt: a.publishedAt,
          updatedAt: a.publishedAt,
        })),
      )
      .returning({ id: articles.id });
    const links = chunk.flatMap((a, i) =>
      a.tags.map((name) => ({ articleId: rows[i]!.id, tagId: ids.tag.get(name)! })).filter((l) => l.tagId),
    );
    if (links.length) await db.insert(articleTags).values(links).onConflictDoNothing();
  });
}

async function writeReferences(db: Db, content: DemoContent) {
  const ents = content.enterprises.length
    ? await db
        .insert(enterprises)
        .values(content.enterprises.map((e) => ({ ...e, isDemo: true })))
        .returning({ id: enterprises.id })
    : [];
  await inBatches(content.references, async (chunk) => {
    const rows = await db
      .insert(references)
      .values(
        chunk.map((r) => ({
          title: r.title,
          summary: r.summary,
          contentHtml: r.contentHtml,
          industry: r.industry,
          region: r.region,
          year: r.year,
          status: PUBLISHED,
          publishedAt: r.publishedAt,
          isDemo: true,
          createdAt: r.publishedAt,
          updatedAt: r.publishedAt,
        })),
      )
      .returning({ id: references.id });
    const subs = chunk.flatMap((r, i) =>
      r.subdetails.map((s, sort) => ({
        referenceId: rows[i]!.id,
        title: s.title,
        contentHtml: s.contentHtml,
        sort,
      })),
    );
    if (subs.length) await db.insert(referenceSubdetails).values(subs);
    const links = chunk.flatMap((r, i) =>
      r.enterprises
        .map((e) => ({ referenceId: rows[i]!.id, enterpriseId: ents[e]!.id }))
        .filter(() => ents.length),
    );
    if (links.length) await db.insert(referenceEnterprises).values(links);
  });
}

async function writePeriodicals(db: Db, content: DemoContent, store: FileStore) {
  if (!content.periodicals.length) return;
  // Each demo issue opens a PDF made from itself: its name and issue, summary and sections.
  const values = [];
  for (const p of content.periodicals) {
    const title = `${p.name} ${p.issue}`;
    const pdf = await demoReportPdf({ ...p, title, label: '期刊' });
    values.push({
      fileName: `${p.name}${p.issue}.pdf`,
      mime: PDF,
      size: pdf.bytes.length,
      storageKey: await putPdf(store, pdf.bytes),
      pageCount: pdf.pages,
    });
  }
  const files = await db.insert(attachments).values(values).returning({ id: attachments.id });
  await db.insert(periodicals).values(
    content.periodicals.map((p, i) => ({
      name: p.name,
      issue: p.issue,
      year: p.year,
      summary: p.summary,
      publishedAt: p.publishedAt,
      attachmentId: files[i]!.id,
      isDemo: true,
    })),
  );
}

async function writeProducts(db: Db, content: DemoContent, store: FileStore) {
  await inBatches(content.products, async (chunk) => {
    // Each demo product's full file (what its buyers read and download) is made from the product itself.
    const values = [];
    for (const p of chunk) {
      const pdf = await demoReportPdf({ ...p, label: '数据产品' });
      values.push({
        fileName: `${p.title}（完整数据）.pdf`.slice(0, 200),
        mime: PDF,
        size: pdf.bytes.length,
        storageKey: await putPdf(store, pdf.bytes),
        pageCount: pdf.pages,
      });
    }
    const files = await db.insert(attachments).values(values).returning({ id: attachments.id });
    await db
      .insert(dataProducts)
      .values(
        chunk.map((p, i) => ({
          ...p,
          attachmentId: files[i]!.id,
          status: PUBLISHED,
          isDemo: true,
          createdAt: p.publishedAt,
          updatedAt: p.publishedAt,
        })),
      )
      .onConflictDoNothing({ target: dataProducts.docId });
  });
}

export interface SeedContentOptions {
  /** Where the demo reports' and products' PDFs are stored. */
  files: FileStore;
  scale?: number;
  /** Add a batch even when content exists (benchmarks); by default only an empty article table is seeded. */
  append?: boolean;
}

/** Seed demo content; answers how many articles were written (0 when the table already had content). */
export async function seedDemoContent(db: Db, now: Date, opts: SeedContentOptions): Promise<number> {
  const [{ n }] = (await db.select({ n: count() }).from(articles)) as [{ n: number }];
  if (n > 0 && !opts.append) return 0;
  const [{ p }] = (await db.select({ p: count() }).from(dataProducts)) as [{ p: number }];
  // Each batch after the first gets its own seed and document numbers.
  const batch = n > 0 ? p + 1 : 0;
  const content = generateDemoContent({ now, scale: opts.scale, batch });
  const ids = await taxonomy(db);
  await extras(db);
  await writeArticles(db, content, ids, opts.files);
  await writeReferences(db, content);
  await writePeriodicals(db, content, opts.files);
  await writeProducts(db, content, opts.files);
  await analyze(db);
  return content.articles.length;
}
