/**
 * Files on object storage (S3_*): the same calls as on local disk, against an S3-compatible server (s3rver) in this
 * process. An editor's PDF lands in the bucket; readers get it streamed through the server after the one access rule,
 * with byte ranges, and a paid report only as its preview (cut once, kept in the bucket); 百科 images are uploaded in
 * their sizes and served through /uploads/; a data export is built into the bucket, downloaded, and removed by the
 * retention sweep when it lapses. Nothing is written under FILES_DIR.
 */
import { readdir } from 'node:fs/promises';
import { PDFDocument } from '@cantoo/pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_MSG } from '#lib/content/messages.ts';
import { RETENTION } from '#lib/legal/retention.ts';
import { PRIVACY_MSG } from '#lib/privacy/messages.ts';
import { UPLOADED_IMAGE_WIDTHS } from '#lib/shared/imageSrc.ts';
import { articles } from '#server/db/schema/index.ts';
import { readStored } from '#server/services/files/store.ts';
import { runRetentionJob } from '#server/services/legal/retentionJob.ts';
import { runExports } from '#server/services/privacy/exportJob.ts';
import { signedIn } from './content-fixtures.ts';
import { pngOf } from './image-bytes.ts';
import { startS3, type TestBucket } from './s3-server.ts';
import { testApp, type Caller, type TestApp } from './support.ts';

let t: TestApp;
let bucket: TestBucket;
let now = new Date('2026-03-02T04:00:00Z');
let editor: { call: Caller; token: string };
let reader: { call: Caller; token: string };
/** The two reports' uploaded PDFs: free, and paid (¥199). */
const pdfs: Record<'free' | 'paid', { id: number; bytes: Uint8Array }> = {
  free: { id: 0, bytes: new Uint8Array() },
  paid: { id: 0, bytes: new Uint8Array() },
};

async function pdfOf(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) doc.addPage([200, 200]).drawText(`page ${i + 1}`, { x: 20, y: 100 });
  return doc.save();
}

/** GET with an optional session token, from a visitor's address. */
const get = (path: string, token?: string, headers: Record<string, string> = {}) =>
  t.app.request(path, { headers: { ...(token ? { token } : {}), ...headers } }, { ip: '203.0.113.9' });

async function ticket(id: number, token?: string) {
  const res = await get(`/api/article/viewPdf?id=${id}`, token);
  return ((await res.json()) as { data: { url: string; mode: string; reason: string | null } }).data;
}

async function uploadPdf(bytes: Uint8Array): Promise<number> {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], '报告.pdf', { type: 'application/pdf' }));
  const res = await t.app.request('/api/admin/attachment/upload', {
    method: 'POST',
    body: form,
    headers: { token: editor.token },
  });
  const body = (await res.json()) as { code: number; data: { id: number } };
  expect(body.code).toBe(1);
  return body.data.id;
}

async function report(title: string, attachmentId: number, priceCents: number): Promise<number> {
  const [row] = await t.db
    .insert(articles)
    .values({ kind: 'report', title, status: 'published', publishedAt: now, priceCents, attachmentId })
    .returning({ id: articles.id });
  return row!.id;
}

beforeAll(async () => {
  bucket = await startS3();
  t = await testApp({ now: () => now, files: bucket.files });
  editor = await signedIn(t, 's3editor', 'editor');
  reader = await signedIn(t, 's3reader');
  for (const [kind, pages, price] of [
    ['free', 5, 0],
    ['paid', 6, 19900],
  ] as const) {
    const bytes = await pdfOf(pages);
    const fid = await uploadPdf(bytes);
    pdfs[kind] = { id: await report(`对象存储报告${kind}`, fid, price), bytes };
  }
}, 60_000);
afterAll(async () => {
  await t.close();
  await bucket.close();
});

describe('report PDFs in the bucket', () => {
  it('an editor’s upload is stored in the bucket under the prefix, nothing under FILES_DIR', async () => {
    const keys = await bucket.rawKeys();
    expect(keys.filter((k) => /^site\/[0-9a-f]{64}\.pdf$/.test(k))).toHaveLength(2);
    expect(await readdir(t.deps().env.FILES_DIR)).toEqual([]);
  });

  it('streams a free report through the server, whole and in byte ranges, private and no-store', async () => {
    const { url, mode } = await ticket(pdfs.free.id);
    expect(mode).toBe('full');
    const whole = await get(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('application/pdf');
    expect(whole.headers.get('cache-control')).toBe('private, no-store');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const source = Buffer.from(pdfs.free.bytes);
    expect(Buffer.from(await whole.arrayBuffer()).equals(source)).toBe(true);
    const part = await get(url, undefined, { range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${source.length}`);
    expect(part.headers.get('content-length')).toBe('100');
    expect(Buffer.from(await part.arrayBuffer()).equals(source.subarray(100, 200))).toBe(true);
    const tail = await get(url, undefined, { range: 'bytes=-10' });
    expect(Buffer.from(await tail.arrayBuffer()).equals(source.subarray(source.length - 10))).toBe(true);
    const beyond = await get(url, undefined, { range: `bytes=${source.length}-` });
    expect(beyond.status).toBe(416);
  });

  it('refuses a paid report to a visitor and to a member who has not bought it: the preview only, cut once into the bucket', async () => {
    expect(await ticket(pdfs.paid.id)).toMatchObject({ mode: 'preview', reason: 'login' });
    const mine = await ticket(pdfs.paid.id, reader.token);
    expect(mine).toMatchObject({ mode: 'preview', reason: 'buy' });
    const res = await get(mine.url, reader.token, { range: 'bytes=0-' });
    expect(res.headers.get('x-file-mode')).toBe('preview');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const preview = await PDFDocument.load(new Uint8Array(await res.arrayBuffer()));
    expect(preview.getPageCount()).toBe(3);
    const previews = (await bucket.rawKeys()).filter((k) => k.startsWith('site/preview/'));
    expect(previews).toHaveLength(1);
    await get(mine.url, reader.token);
    expect((await bucket.rawKeys()).filter((k) => k.startsWith('site/preview/'))).toEqual(previews);
    // The editor's full ticket opens for the editor only: in anyone else's hands it is refused.
    const full = await ticket(pdfs.paid.id, editor.token);
    expect(full.mode).toBe('full');
    expect((await get(full.url, editor.token)).status).toBe(200);
    const stolen = await get(full.url, reader.token);
    expect(stolen.status).toBe(403);
    expect(await stolen.json()).toMatchObject({ msg: FILE_MSG.tokenOtherUser });
  });
});

describe('百科 images in the bucket', () => {
  it('are stored in their sizes and served through /uploads/ with the same cache headers', async () => {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(pngOf(1700, 850, 7))], 'photo.png', { type: 'image/png' }));
    const res = await reader.call('/api/baike/uploadImage', undefined, { raw: form });
    expect(res.json.data).toMatchObject({ width: 1600, height: 800 });
    const src: string = res.json.data.src;
    const hash = /([0-9a-f]{64})-1600\.png$/.exec(src)![1]!;
    expect((await bucket.rawKeys()).filter((k) => k.startsWith('site/baike/'))).toEqual(
      UPLOADED_IMAGE_WIDTHS.map((w) => `site/baike/${hash}-${w}.png`).sort(),
    );
    for (const width of UPLOADED_IMAGE_WIDTHS) {
      const path = `/uploads/baike/${hash}-${width}.png`;
      const image = await get(path);
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
      expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(image.headers.get('etag')).toBe(`"${hash}-${width}"`);
      const stored = await readStored(bucket.files, `baike/${hash}-${width}.png`);
      expect(Buffer.from(await image.arrayBuffer()).equals(Buffer.from(stored!))).toBe(true);
      expect(image.headers.get('content-length')).toBe(String(stored!.length));
      expect((await get(path, undefined, { 'if-none-match': `"${hash}-${width}"` })).status).toBe(304);
      const head = await t.app.request(path, { method: 'HEAD' }, { ip: '203.0.113.9' });
      expect(head.status).toBe(200);
      expect(head.headers.get('content-length')).toBe(String(stored!.length));
      expect(head.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    expect((await get(`/uploads/baike/${'f'.repeat(64)}-480.png`)).status).toBe(404);
  });
});

describe('data exports in the bucket', () => {
  it('are built into the bucket, downloaded by their member, and removed by the retention sweep once lapsed', async () => {
    expect((await reader.call('/api/user/requestDataExport', {})).json.code).toBe(1);
    expect(await runExports(t.db, t.deps().files, t.deps().now)).toBe(1);
    const { url } = (await reader.call('/api/user/getDataExports', {})).json.data.list[0];
    const [key] = (await bucket.rawKeys()).filter((k) => k.startsWith('site/exports/'));
    expect(key).toMatch(/^site\/exports\/[0-9a-f]{32}\.zip$/);
    const zip = await t.app.request(url, { headers: { token: reader.token } });
    expect(zip.status).toBe(200);
    expect(zip.headers.get('content-type')).toBe('application/zip');
    const bytes = Buffer.from(await zip.arrayBuffer());
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    expect(zip.headers.get('content-length')).toBe(String(bytes.length));

    const before = now;
    now = new Date(before.getTime() + RETENTION.exportDays * 86_400_000 + 1000);
    try {
      const run = await runRetentionJob({ db: t.db, now: () => now, files: t.deps().files });
      expect(run.exports).toBe(1);
      expect((await bucket.rawKeys()).filter((k) => k.startsWith('site/exports/'))).toEqual([]);
    } finally {
      now = before;
    }
    const gone = await t.app.request(url, { headers: { token: reader.token } });
    expect(gone.status).toBe(410);
    expect(await gone.text()).toContain(PRIVACY_MSG.exportGone);
  });
});
