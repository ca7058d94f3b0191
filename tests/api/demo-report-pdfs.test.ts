/** Each demo report opens a PDF made from itself: what a buyer opens is what the page describes. */
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from '@cantoo/pdf-lib';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '#server/db/demo/seed.ts';
import { articles, attachments, dataProducts, periodicals } from '#server/db/schema/index.ts';
import { readStored } from '#server/services/files/store.ts';
import { demoReportPdf, sectionsOf } from '#server/services/files/demoReport.ts';
import { loadGlyphs } from '#server/services/files/glyphs.ts';
import { NOW } from './content-fixtures.ts';
import { testApp, type TestApp } from './support.ts';

let t: TestApp;

beforeAll(async () => {
  t = await testApp({ now: () => NOW });
  await seedDemoContent(t.db, NOW, { files: t.deps().files });
}, 120_000);
afterAll(() => t.close());

const demoReports = () =>
  t.db
    .select({
      id: articles.id,
      title: articles.title,
      summary: articles.summary,
      contentHtml: articles.contentHtml,
      pages: articles.pageCount,
      price: articles.priceCents,
      vip: articles.vipOnly,
      filePages: attachments.pageCount,
    })
    .from(articles)
    .innerJoin(attachments, eq(attachments.id, articles.attachmentId))
    .where(and(eq(articles.kind, 'report'), eq(articles.status, 'published'), eq(articles.isDemo, true)));

/** The text of a PDF page as a reader's viewer extracts it (spaces dropped: the layout places words apart). */
async function pageText(bytes: Uint8Array, n: number): Promise<string> {
  const doc = await getDocument({ data: bytes.slice(), useSystemFonts: false, isEvalSupported: false })
    .promise;
  const page = await doc.getPage(n);
  const text = (await page.getTextContent()).items.map((i) => ('str' in i ? i.str : '')).join('');
  await doc.destroy();
  return text.replace(/\s+/g, '');
}

describe('demo report PDFs', () => {
  it('open with the report’s own title, summary and sections, on the page count its record says', async () => {
    const reports = await demoReports();
    expect(reports.length).toBeGreaterThan(50);
    const free = reports.filter((r) => !r.vip && r.price === 0).slice(0, 3);
    expect(free).toHaveLength(3);
    for (const r of free) {
      const view = await t.call(`/api/article/viewPdf?id=${r.id}`);
      expect(view.json.code).toBe(1);
      const res = await t.app.request(view.json.data.url as string);
      expect(res.status).toBe(200);
      const bytes = new Uint8Array(await res.arrayBuffer());
      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getTitle()).toBe(r.title);
      expect(pdf.getPageCount()).toBe(r.pages);
      expect(r.filePages).toBe(r.pages);
      const cover = await pageText(bytes, 1);
      expect(cover).toContain(r.title.replace(/\s+/g, ''));
      expect(cover).toContain(r.summary.replace(/\s+/g, '').slice(0, 30));
      for (const s of sectionsOf(r.contentHtml)) expect(cover).toContain(s.title.replace(/\s+/g, ''));
      expect(await pageText(bytes, r.pages)).toContain(`第${r.pages}页/共${r.pages}页`);
    }
  }, 60_000);

  it('a demo data product’s full file is made from the product too', async () => {
    const [product] = await t.db
      .select({ title: dataProducts.title, key: attachments.storageKey, pages: attachments.pageCount })
      .from(dataProducts)
      .innerJoin(attachments, eq(attachments.id, dataProducts.attachmentId))
      .where(eq(dataProducts.isDemo, true))
      .limit(1);
    const bytes = (await readStored(t.deps().files, product!.key))!;
    expect((await PDFDocument.load(bytes)).getTitle()).toBe(product!.title);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(product!.pages);
    expect(await pageText(bytes, 1)).toContain('数据产品');
  });

  it('each demo periodical issue opens a PDF made from that issue', async () => {
    const issues = await t.db
      .select({
        name: periodicals.name,
        issue: periodicals.issue,
        key: attachments.storageKey,
        pages: attachments.pageCount,
      })
      .from(periodicals)
      .innerJoin(attachments, eq(attachments.id, periodicals.attachmentId))
      .where(eq(periodicals.isDemo, true));
    expect(issues.length).toBeGreaterThan(10);
    const keys = new Set(issues.map((i) => i.key));
    expect(keys.size).toBe(issues.length);
    for (const i of issues.slice(0, 2)) {
      const bytes = (await readStored(t.deps().files, i.key))!;
      const pdf = await PDFDocument.load(bytes);
      expect(pdf.getTitle()).toBe(`${i.name} ${i.issue}`);
      expect(pdf.getPageCount()).toBe(i.pages);
      expect(await pageText(bytes, 1)).toContain(`${i.name}${i.issue}`);
    }
  });

  it('have page counts of their own, from 6 to 24', async () => {
    const pages = (await demoReports()).map((r) => r.pages);
    expect(Math.min(...pages)).toBeGreaterThanOrEqual(6);
    expect(Math.max(...pages)).toBeLessThanOrEqual(24);
    expect(new Set(pages).size).toBeGreaterThan(8);
  });

  it('are the same bytes for the same report, and another report makes another file', async () => {
    const [a, b] = await demoReports();
    const input = (r: typeof a) => ({ ...r!, publishedAt: NOW });
    const first = await demoReportPdf(input(a));
    expect(Buffer.from((await demoReportPdf(input(a))).bytes).equals(Buffer.from(first.bytes))).toBe(true);
    expect(Buffer.from((await demoReportPdf(input(b))).bytes).equals(Buffer.from(first.bytes))).toBe(false);
  });

  it('can draw every character the demo texts use', async () => {
    const g = await loadGlyphs();
    const reports = await demoReports();
    const used = new Set(
      reports.flatMap((r) => [...`${r.title}${r.summary}${r.contentHtml.replace(/<[^>]+>/g, '')}`]),
    );
    const missing = [...used].filter((ch) => ch.trim() && !g.byChar.has(ch));
    expect(missing).toEqual([]);
  });
});
