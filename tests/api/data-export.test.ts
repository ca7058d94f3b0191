/**
 * 导出我的数据 (issue 30): a request is built in the background into a ZIP of JSON and CSV holding every family of the
 * member's data and nothing of another member's; its signed link opens only for that member and only until it
 * expires; requests are limited (one being prepared, EXPORT_LIMITS.perDay a day).
 */
import { existsSync } from 'node:fs';
import { utimes } from 'node:fs/promises';
import { inflateRawSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETENTION } from '#lib/legal/retention.ts';
import { EXPORT_LIMITS, PRIVACY_MSG } from '#lib/privacy/messages.ts';
import { dataExports } from '#server/db/schema/index.ts';
import { expireExports, runExports } from '#server/services/privacy/exportJob.ts';
import { localPath } from '#server/services/files/store.ts';
import { PERSONAL_TABLES } from '#server/services/privacy/personalColumns.ts';
import { readZipDirectory } from '#server/services/untrusted/zipDirectory.ts';
import { signedIn } from './content-fixtures.ts';
import { memberWithData, type MemberWithData } from './privacy-fixtures.ts';
import { testApp, type Caller, type TestApp } from './support.ts';

let t: TestApp;
let a: MemberWithData;
let b: MemberWithData;
let now = new Date('2026-11-21T02:00:00Z');

/** The files of a ZIP, by name, as text. */
function unzip(bytes: Uint8Array): Map<string, string> {
  const dir = readZipDirectory(bytes);
  if ('refusal' in dir) throw new Error(dir.refusal);
  const files = new Map<string, string>();
  for (const e of dir.entries) {
    const data = bytes.subarray(e.dataAt, e.dataAt + e.packed);
    files.set(e.name, (e.method === 0 ? Buffer.from(data) : inflateRawSync(data)).toString('utf8'));
  }
  return files;
}

/** The background runner, as the serving process runs it after a request: how many it built. */
const build = () => runExports(t.db, t.deps().files, t.deps().now);

/** Ask for an export and run the builder. */
async function readyExport(call: Caller): Promise<{ url: string; state: string }> {
  const asked = await call('/api/user/requestDataExport', {});
  expect(asked.json.msg).toBe(PRIVACY_MSG.exportRequested);
  expect((await call('/api/user/getDataExports', {})).json.data.list[0].state).toBe('queued');
  expect(await build()).toBe(1);
  return (await call('/api/user/getDataExports', {})).json.data.list[0];
}

beforeAll(async () => {
  t = await testApp({ now: () => now });
  const editor = (await signedIn(t, 'exeditor', 'editor')).call;
  a = await memberWithData(t, 'expa', '13900000101', editor, now);
  b = await memberWithData(t, 'expb', '13900000102', editor, now);
});
afterAll(() => t.close());

describe('data export', () => {
  let files: Map<string, string>;
  let url: string;

  it('builds a ZIP with every family of the member as JSON and CSV', async () => {
    const ready = await readyExport(a.call);
    expect(ready.state).toBe('ready');
    url = ready.url;
    const res = await a.call(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    const bytes = new Uint8Array(
      await (await t.app.request(url, { headers: { token: a.token } })).arrayBuffer(),
    );
    files = unzip(bytes);
    const families = PERSONAL_TABLES.flatMap((p) => (p.family ? [p.family] : []));
    for (const f of [
      'profile',
      'orders',
      'invoices',
      'invoice_titles',
      'score_records',
      'medals',
      'favorites',
    ])
      expect(families).toContain(f);
    for (const f of ['baike_entries', 'baike_versions', 'baike_comments', 'supply_demand_posts', 'consents'])
      expect(families).toContain(f);
    expect(families).toContain('sessions');
    for (const family of families) {
      expect(files.has(`${family}.json`), family).toBe(true);
      expect(files.get(`${family}.csv`)?.startsWith('\uFEFF'), family).toBe(true);
    }
    // Every family the fixture filled holds the member's rows.
    for (const family of [
      'profile',
      'orders',
      'invoices',
      'invoice_titles',
      'score_records',
      'medals',
      'favorites',
      'baike_entries',
      'baike_versions',
      'baike_comments',
      'supply_demand_posts',
      'consents',
      'sessions',
      'saved_queries',
      'custom_requests',
      'feedback',
    ]) {
      const rows = JSON.parse(files.get(`${family}.json`)!) as unknown[];
      expect(rows.length, family).toBeGreaterThan(0);
    }
    const profile = JSON.parse(files.get('profile.json')!)[0];
    expect(profile.mobile).toBe(a.mobile);
    expect(profile.entity).toBe(`${a.mark}单位`);
    expect(JSON.parse(files.get('orders.json')!)[0].id).toBe(a.orderId);
    expect(files.get('baike_comments.csv')).toContain(`${a.mark}评论`);
  });

  it('holds nothing of another member and no secret', () => {
    const all = [...files.values()].join('\n');
    expect(all).toContain(a.mark);
    expect(all).not.toContain(b.mark);
    expect(all).not.toContain(b.mobile);
    expect(all).not.toContain('password_hash');
    expect(all).not.toContain('token_hash');
    for (const [name, text] of files) {
      if (!name.endsWith('.json') || name === 'export.json') continue;
      for (const row of JSON.parse(text) as Record<string, unknown>[])
        for (const k of ['uid', 'owner_uid', 'author_id', 'created_by'])
          if (k in row) expect(row[k], `${name}.${k}`).toBe(a.uid);
    }
  });

  it('opens the link only for its member', async () => {
    const other = await b.call(url);
    expect(other.status).toBe(403);
    expect(other.text).toContain(PRIVACY_MSG.exportOtherUser);
    const visitor = await t.browser()(url);
    expect(visitor.status).toBe(403);
    expect(visitor.text).toContain(PRIVACY_MSG.exportSignInFirst);
    const forged = await a.call(`${url.slice(0, -3)}xyz`);
    expect(forged.status).toBe(403);
  });

  it('refuses the link once the export has expired, and the sweep removes its file', async () => {
    const before = now;
    const late = new Date(before.getTime() + RETENTION.exportDays * 86_400_000 + 1000);
    now = late;
    try {
      const res = await a.call(url);
      expect(res.status).toBe(410);
      expect(res.text).toContain(PRIVACY_MSG.exportExpired);
    } finally {
      now = before;
    }
    const [row] = await t.db.select().from(dataExports).where(eq(dataExports.uid, a.uid));
    const path = localPath(t.deps().env.FILES_DIR, row!.fileKey!);
    expect(existsSync(path)).toBe(true);
    expect(await expireExports(t.db, t.deps().files, late)).toBe(1);
    expect(existsSync(path)).toBe(false);
    const list = (await a.call('/api/user/getDataExports', {})).json.data.list;
    expect(list[0].state).toBe('expired');
    expect(list[0].url).toBeNull();
  });

  it('limits requests: one being prepared, a few a day', async () => {
    const first = await b.call('/api/user/requestDataExport', {});
    expect(first.json.code).toBe(1);
    const again = await b.call('/api/user/requestDataExport', {});
    expect(again.json).toMatchObject({ code: 0, msg: PRIVACY_MSG.exportPending });
    expect(await build()).toBe(1);
    // Two runners at once never build one export twice.
    for (let i = 1; i < EXPORT_LIMITS.perDay; i++) {
      expect((await b.call('/api/user/requestDataExport', {})).json.code).toBe(1);
      const built = await Promise.all([build(), build()]);
      expect(built[0] + built[1]).toBe(1);
    }
    const over = await b.call('/api/user/requestDataExport', {});
    expect(over.json).toMatchObject({ code: 0, msg: PRIVACY_MSG.exportDailyLimit(EXPORT_LIMITS.perDay) });
  });

  it('the sweep removes an export file no ready export names, once older than a lost build, and keeps the rest', async () => {
    const files = t.deps().files;
    const zip = new Uint8Array([0x50, 0x4b, 3, 4]);
    await files.put('exports/lost-build.zip', zip, 'application/zip');
    await files.put('exports/being-written.zip', zip, 'application/zip');
    const hourAgo = new Date(Date.now() - 3_600_000);
    await utimes(localPath(t.deps().env.FILES_DIR, 'exports/lost-build.zip'), hourAgo, hourAgo);
    const ready = await t.db.select().from(dataExports).where(eq(dataExports.state, 'ready'));
    expect(ready.length).toBeGreaterThan(0);
    for (const r of ready) {
      const path = localPath(t.deps().env.FILES_DIR, r.fileKey!);
      await utimes(path, hourAgo, hourAgo);
    }
    await expireExports(t.db, files, now);
    expect(await files.head('exports/lost-build.zip')).toBeNull();
    expect(await files.head('exports/being-written.zip')).toEqual({ size: 4 });
    for (const r of ready) expect(await files.head(r.fileKey!)).not.toBeNull();
  });

  it('asks a visitor to sign in', async () => {
    const res = await t.browser()('/api/user/requestDataExport', {});
    expect(res.status).toBe(401);
  });
});
