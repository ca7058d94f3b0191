import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from '@cantoo/pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoContent } from '#server/db/demo/seed.ts';
import { articles, attachments, users } from '#server/db/schema/index.ts';
import { FILE_MSG } from '#lib/content/messages.ts';
import { DEMO_PDFS } from '#server/services/files/demo.ts';
import { parseRange } from '#server/http/range.ts';
import { readStored } from '#server/services/files/store.ts';
import { hashPassword } from '#server/services/accounts/password.ts';
import { createUser } from '#server/services/accounts/users.ts';
import { NOW } from './content-fixtures.ts';
import { consentAsRegistered, testApp, type TestApp } from './support.ts';

let t: TestApp;
let dir: string;
let now = NOW;
const PIG = DEMO_PDFS[0]!;
const DAY = 86_400_000;
const ids = { free: 0, vip: 0, paid: 0, draft: 0 };
const fids = { free: 0, vip: 0, paid: 0, draft: 0, missing: 0 };
const tokens = { member: '', vip: '', lapsed: '', editor: '' };
let vipUid = 0;

async function member(account: string, opts: { role?: string; vipDays?: number } = {}) {
  const user = await createUser(t.db, {
    account,
    passwordHash: await hashPassword('secret123'),
    nickname: `测试${account}`,
    regIp: '127.0.0.1',
  });
  await consentAsRegistered(t, user.uid);
  const vipExpire = opts.vipDays === undefined ? null : new Date(now.getTime() + opts.vipDays * DAY);
  await t.db
    .update(users)
    .set({ role: opts.role ?? 'member', vipExpire })
    .where(eq(users.uid, user.uid));
  const res = await t.call('/api/user/login', { username: account, password: 'secret123' });
  if (res.json.code !== 1) throw new Error(`login: ${res.json.msg}`);
  return { token: res.json.data.token as string, uid: user.uid };
}

async function report(
  title: string,
  key: string,
  access: { priceCents?: number; vipOnly?: boolean },
  status = 'published',
) {
  const [file] = await t.db
    .insert(attachments)
    .values({
      fileName: `${title}.pdf`,
      mime: 'application/pdf',
      size: 1,
      storageKey: key,
      pageCount: PIG.pages,
    })
    .returning({ id: attachments.id });
  const [row] = await t.db
    .insert(articles)
    .values({
      kind: 'report',
      title,
      status,
      publishedAt: status === 'published' ? now : null,
      pageCount: PIG.pages,
      priceCents: access.priceCents ?? 0,
      vipOnly: access.vipOnly ?? false,
      attachmentId: file!.id,
    })
    .returning({ id: articles.id });
  return { id: row!.id, fid: file!.id };
}

/** GET with an optional session token; answers the raw response. */
const get = (path: string, token?: string, headers: Record<string, string> = {}) =>
  t.app.request(path, { headers: { ...(token ? { token } : {}), ...headers } }, { ip: '203.0.113.9' });

async function view(query: string, token?: string) {
  const res = await get(`/api/article/viewPdf?${query}`, token);
  return (await res.json()) as { code: number; msg: string; data: Record<string, any> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- the answer's shape is what is asserted
}

async function pagesOf(res: Response): Promise<number> {
  return (await PDFDocument.load(new Uint8Array(await res.arrayBuffer()))).getPageCount();
}

function upload(bytes: Uint8Array, token?: string, name = '报告.pdf', type = 'application/pdf') {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name, { type }));
  return t.app.request('/api/admin/attachment/upload', {
    method: 'POST',
    body: form,
    headers: token ? { token } : {},
  });
}

async function pdfOf(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) doc.addPage([200, 200]).drawText(`page ${i + 1}`, { x: 20, y: 100 });
  return doc.save();
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'portal-files-'));
  const env = { NODE_ENV: 'test' as const, FILES_DIR: dir };
  t = await testApp({ now: () => now, env });
  for (const [k, access] of [
    ['free', {}],
    ['vip', { vipOnly: true }],
    ['paid', { priceCents: 19900 }],
  ] as const) {
    const r = await report(`测试报告${k}`, PIG.key, access);
    ids[k] = r.id;
    fids[k] = r.fid;
  }
  const draft = await report('草稿报告', PIG.key, {}, 'draft');
  [ids.draft, fids.draft] = [draft.id, draft.fid];
  fids.missing = (await report('缺文件报告', 'demo/files/never-made.pdf', {})).fid;
  tokens.member = (await member('filemember')).token;
  const vip = await member('filevip', { vipDays: 30 });
  [tokens.vip, vipUid] = [vip.token, vip.uid];
  tokens.lapsed = (await member('filelapsed', { vipDays: -1 })).token;
  tokens.editor = (await member('fileeditor', { role: 'editor' })).token;
}, 60_000);
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

describe('who reads what (viewDoc / viewPdf)', () => {
  const cases = [
    ['visitor', 'free', undefined, 'full', null],
    ['visitor', 'vip', undefined, 'preview', 'vip'],
    ['visitor', 'paid', undefined, 'preview', 'login'],
    ['member', 'vip', 'member', 'preview', 'vip'],
    ['member', 'paid', 'member', 'preview', 'buy'],
    ['lapsed VIP', 'vip', 'lapsed', 'preview', 'vip'],
    ['active VIP', 'vip', 'vip', 'full', null],
    ['active VIP', 'paid', 'vip', 'full', null],
    ['editor', 'vip', 'editor', 'full', null],
  ] as const;
  it.each(cases)(
    '%s on the %s report (token %s) reads %s, reason %s',
    async (_who, kind, as, mode, reason) => {
      const res = await get(`/api/article/viewDoc?fid=${fids[kind]}`, as ? tokens[as] : undefined);
      const { code, data } = (await res.json()) as { code: number; data: Record<string, unknown> };
      expect(code).toBe(1);
      expect(data).toMatchObject({
        fid: fids[kind],
        article_id: ids[kind],
        mode,
        reason,
        page_count: PIG.pages,
      });
      expect(data.preview_pages).toBe(mode === 'full' ? PIG.pages : 3);
      expect(data).not.toHaveProperty('token');
    },
  );

  it('finds the document by report id as well, and hides drafts from all but editors', async () => {
    expect((await view(`id=${ids.vip}`)).data).toMatchObject({ fid: fids.vip, mode: 'preview' });
    expect(await view(`fid=${fids.draft}`)).toMatchObject({ code: 0, msg: FILE_MSG.fileGone });
    expect(await view(`id=${ids.draft}`, tokens.editor)).toMatchObject({ code: 0, msg: FILE_MSG.fileGone });
    expect((await view(`fid=${fids.draft}`, tokens.editor)).data).toMatchObject({ mode: 'full' });
    expect(await view('fid=999999')).toMatchObject({ code: 0, msg: FILE_MSG.fileGone });
    expect(await view('fid=abc')).toMatchObject({ code: 0, msg: '编号有误' });
    expect(await view(`fid=${fids.missing}`)).toMatchObject({ code: 0, msg: FILE_MSG.fileUnavailable });
  });
});

describe('the token-guarded stream', () => {
  it('streams the whole file with a full token: PDF type, private no-store', async () => {
    const { data } = await view(`fid=${fids.free}`);
    expect(data).toMatchObject({ mode: 'full', expires_in: 300 });
    const res = await get(data.url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    const source = Buffer.from((await readStored(t.deps().files, PIG.key))!);
    expect(Buffer.from(await res.arrayBuffer()).equals(source)).toBe(true);
  });

  it('a visitor on a VIP report gets only the first 3 pages, made once and cached on disk', async () => {
    const { data } = await view(`fid=${fids.vip}`);
    const res = await get(data.url);
    expect(res.headers.get('x-file-mode')).toBe('preview');
    expect(await pagesOf(res)).toBe(3);
    const cached = join(dir, 'preview');
    const [name] = await import('node:fs/promises').then((fs) => fs.readdir(cached));
    const before = (await stat(join(cached, name!))).mtimeMs;
    await pagesOf(await get(data.url));
    expect((await stat(join(cached, name!))).mtimeMs).toBe(before);
  });

  it('getFileToken gives the VIP the full file, bound to the VIP: nobody else can use it', async () => {
    const res = await t.app.request('/api/file/getFileToken', {
      method: 'POST',
      headers: { 'content-type': 'application/json', token: tokens.vip },
      body: JSON.stringify({ fid: fids.vip }),
    });
    const { data } = (await res.json()) as { data: { url: string; mode: string } };
    expect(data.mode).toBe('full');
    expect(await pagesOf(await get(data.url, tokens.vip))).toBe(PIG.pages);
    const stranger = await get(data.url);
    expect(stranger.status).toBe(403);
    expect(await stranger.json()).toMatchObject({ msg: FILE_MSG.tokenOtherUser });
    expect((await get(data.url, tokens.member)).status).toBe(403);
  });

  it('re-checks access when streaming: a VIP whose membership lapsed gets the preview', async () => {
    const { data } = await view(`fid=${fids.vip}`, tokens.vip);
    expect(data.mode).toBe('full');
    await t.db
      .update(users)
      .set({ vipExpire: new Date(now.getTime() - DAY) })
      .where(eq(users.uid, vipUid));
    try {
      expect(await pagesOf(await get(data.url, tokens.vip))).toBe(3);
    } finally {
      await t.db
        .update(users)
        .set({ vipExpire: new Date(now.getTime() + 30 * DAY) })
        .where(eq(users.uid, vipUid));
    }
  });

  it('refuses expired and tampered tokens', async () => {
    const { data } = await view(`fid=${fids.vip}`);
    const token = new URL(data.url, 'http://x').searchParams.get('token')!;
    const [body, sig] = token.split('.');
    const claims = JSON.parse(Buffer.from(body!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, mode: 'full' })).toString('base64url');
    for (const bad of [`${forged}.${sig}`, `${body}.${sig!.slice(0, -2)}AA`, `${body}`, 'x'.repeat(40)]) {
      const res = await get(`/api/file/stream?token=${encodeURIComponent(bad)}`);
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ code: 403, msg: FILE_MSG.tokenInvalid });
    }
    now = new Date(NOW.getTime() + 299_000);
    expect((await get(data.url)).status).toBe(200);
    now = new Date(NOW.getTime() + 301_000);
    try {
      const late = await get(data.url);
      expect(late.status).toBe(403);
      expect(await late.json()).toMatchObject({ msg: FILE_MSG.tokenExpired });
    } finally {
      now = NOW;
    }
  });

  it('answers byte ranges so pdf.js can stream', async () => {
    const { data } = await view(`fid=${fids.free}`);
    const source = Buffer.from((await readStored(t.deps().files, PIG.key))!);
    const part = await get(data.url, undefined, { range: 'bytes=100-199' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${source.length}`);
    expect(part.headers.get('content-length')).toBe('100');
    expect(Buffer.from(await part.arrayBuffer()).equals(source.subarray(100, 200))).toBe(true);
    const tail = await get(data.url, undefined, { range: 'bytes=-10' });
    expect(Buffer.from(await tail.arrayBuffer()).equals(source.subarray(source.length - 10))).toBe(true);
    const beyond = await get(data.url, undefined, { range: `bytes=${source.length}-` });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${source.length}`);
  });

  it('parses only single byte ranges; anything else means the whole file', () => {
    expect(parseRange('bytes=0-', 10)).toEqual({ kind: 'part', start: 0, end: 9 });
    expect(parseRange('bytes=5-50', 10)).toEqual({ kind: 'part', start: 5, end: 9 });
    expect(parseRange('bytes=0-1,4-5', 10)).toEqual({ kind: 'all' });
    expect(parseRange('items=0-1', 10)).toEqual({ kind: 'all' });
    expect(parseRange('bytes=-0', 10)).toEqual({ kind: 'unsatisfiable' });
  });
});

describe('editor uploads (POST /api/admin/attachment/upload)', () => {
  it('is for editors only', async () => {
    const pdf = await pdfOf(2);
    expect((await upload(pdf)).status).toBe(401);
    expect((await upload(pdf, tokens.member)).status).toBe(403);
  });

  it('stores a real PDF under its SHA-256 with the page count read from the file', async () => {
    const pdf = await pdfOf(5);
    const res = await upload(pdf, tokens.editor, '../../etc/生猪月报.pdf');
    const body = (await res.json()) as {
      code: number;
      data: { id: number; page_count: number; file_name: string };
    };
    expect(body).toMatchObject({
      code: 1,
      msg: FILE_MSG.uploaded,
      data: { page_count: 5, file_name: '生猪月报.pdf' },
    });
    const [row] = await t.db.select().from(attachments).where(eq(attachments.id, body.data.id));
    expect(row).toMatchObject({ mime: 'application/pdf', size: pdf.length, pageCount: 5 });
    expect(row!.storageKey).toMatch(/^[0-9a-f]{64}\.pdf$/);
    expect(Buffer.from((await readStored(t.deps().files, row!.storageKey))!).equals(Buffer.from(pdf))).toBe(
      true,
    );
    // Uploaded but attached to nothing published: only editors may open it.
    expect(await view(`fid=${row!.id}`)).toMatchObject({ code: 0, msg: FILE_MSG.fileGone });
    expect((await view(`fid=${row!.id}`, tokens.editor)).data).toMatchObject({ mode: 'full', page_count: 5 });
  });

  it('refuses files that are not PDFs whatever their declared type, broken PDFs and oversized files', async () => {
    const refusal = async (res: Response) => (await res.json()) as { code: number; msg: string };
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    expect(await refusal(await upload(png, tokens.editor))).toMatchObject({
      code: 0,
      msg: FILE_MSG.uploadNotPdf,
    });
    const html = new TextEncoder().encode('<html>%PDF-1.7</html>');
    expect(await refusal(await upload(html, tokens.editor))).toMatchObject({ msg: FILE_MSG.uploadNotPdf });
    const broken = new TextEncoder().encode('%PDF-1.7\nnot really a pdf');
    expect(await refusal(await upload(broken, tokens.editor))).toMatchObject({ msg: FILE_MSG.uploadBroken });
    const huge = new Uint8Array(20 * 1024 * 1024 + 1);
    huge.set([0x25, 0x50, 0x44, 0x46, 0x2d]);
    expect(await refusal(await upload(huge, tokens.editor))).toMatchObject({
      msg: FILE_MSG.uploadTooLarge(20),
    });
    const empty = await t.app.request('/api/admin/attachment/upload', {
      method: 'POST',
      headers: { token: tokens.editor, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(await refusal(empty)).toMatchObject({ msg: FILE_MSG.uploadMissing });
  });
});

describe('demo PDFs', () => {
  it('are real files with the page counts the seed stores; free, VIP and priced reports have theirs', async () => {
    for (const pdf of DEMO_PDFS) {
      const bytes = (await readStored(t.deps().files, pdf.key))!;
      expect(bytes.length).toBeLessThan(300 * 1024);
      expect((await PDFDocument.load(bytes)).getPageCount()).toBe(pdf.pages);
    }
    await seedDemoContent(t.db, NOW, { files: t.deps().files, append: true });
    const seeded = await t.db
      .select({
        id: articles.id,
        price: articles.priceCents,
        vip: articles.vipOnly,
        pages: articles.pageCount,
      })
      .from(articles)
      .innerJoin(attachments, eq(attachments.id, articles.attachmentId))
      .where(and(eq(articles.kind, 'report'), eq(articles.status, 'published'), eq(articles.isDemo, true)));
    const free = seeded.find((r) => !r.vip && r.price === 0)!;
    expect(seeded.some((r) => r.vip)).toBe(true);
    expect(seeded.some((r) => !r.vip && r.price > 0)).toBe(true);
    const { data } = await view(`id=${free.id}`);
    expect(await pagesOf(await get(data.url))).toBe(free.pages);
  }, 60_000);
});
