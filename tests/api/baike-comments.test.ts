/** /api/baike/ commentLists, getNextComment, AddComment, delComment: threads, replies, markers, refusals, limits. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { BAIKE_MSG } from '#lib/baike/messages.ts';
import { BAIKE_LIMITS } from '#lib/baike/limits.ts';
import { baikeCategories, baikeComments, baikeEntries } from '#server/db/schema/index.ts';
import { signedIn } from './content-fixtures.ts';
import { testApp, type Caller, type TestApp } from './support.ts';

let t: TestApp;
let published: number;
let other: number;
let withdrawn: number;
let alice: { call: Caller; uid: number };
let bob: { call: Caller; uid: number };
let editor: { call: Caller; uid: number };
let clock = new Date('2026-11-24T06:00:00Z');

async function entry(title: string, status: string): Promise<number> {
  const [cat] = await t.db.select({ id: baikeCategories.id }).from(baikeCategories).limit(1);
  const [row] = await t.db
    .insert(baikeEntries)
    .values({ title, categoryId: cat!.id, summary: '测试词条', status })
    .returning({ id: baikeEntries.id });
  return row!.id;
}

/** Comments written straight into the table (the rate limit is tested on its own). */
async function written(entryId: number, uid: number, content: string, parentId: number | null = null) {
  const [row] = await t.db
    .insert(baikeComments)
    .values({ entryId, uid, content, parentId })
    .returning({ id: baikeComments.id });
  return row!.id;
}

beforeAll(async () => {
  t = await testApp({ now: () => clock });
  published = await entry('评论测试', 'published');
  other = await entry('另一词条', 'published');
  withdrawn = await entry('已下线词条', 'unpublished');
  alice = await signedIn(t, 'bkalice');
  bob = await signedIn(t, 'bkbob');
  editor = await signedIn(t, 'bkeditor', 'editor');
}, 120_000);
afterAll(() => t.close());

/** Each test its own minute, so the per-minute limit counts only its own posts. */
const nextMinute = () => (clock = new Date(clock.getTime() + 61_000));

describe('AddComment', () => {
  it('posts a member’s comment on a published entry and answers it', async () => {
    nextMinute();
    const res = await alice.call('/api/baike/AddComment', {
      id: published,
      content: '小麦的播种期讲得清楚。',
    });
    expect(res.json.code).toBe(1);
    expect(res.json.data).toMatchObject({
      uid: alice.uid,
      nickname: '测试bkalice',
      content: '小麦的播种期讲得清楚。',
      deleted: false,
      parent_id: null,
      replies: [],
    });
  });

  it('asks a visitor to sign in (401)', async () => {
    const res = await t.call('/api/baike/AddComment', { id: published, content: '访客' });
    expect(res.status).toBe(401);
  });

  it('refuses a comment on an unpublished or unknown entry', async () => {
    nextMinute();
    for (const id of [withdrawn, 999_999]) {
      const res = await alice.call('/api/baike/AddComment', { id, content: '看不到的词条' });
      expect(res.json).toMatchObject({ code: 0, msg: BAIKE_MSG.entryNotPublished });
    }
  });

  it('refuses oversized and script-bearing content', async () => {
    nextMinute();
    const long = await alice.call('/api/baike/AddComment', {
      id: published,
      content: '长'.repeat(BAIKE_LIMITS.commentMax + 1),
    });
    expect(long.json).toMatchObject({ code: 0, msg: BAIKE_MSG.commentTooLong });
    for (const content of [
      '<script>alert(1)</script>',
      '看<img src=x onerror=alert(1)>',
      'javascript:alert(1)',
    ]) {
      const res = await alice.call('/api/baike/AddComment', { id: published, content });
      expect(res.json).toMatchObject({ code: 0, msg: BAIKE_MSG.scriptRefused });
    }
    const empty = await alice.call('/api/baike/AddComment', { id: published, content: '   ' });
    expect(empty.json).toMatchObject({ code: 0, msg: BAIKE_MSG.commentRequired });
  });

  it('refuses a reply to a deleted, unknown or other entry’s comment; a reply to a reply answers its thread', async () => {
    nextMinute();
    const thread = await written(published, bob.uid, '主题');
    const gone = await written(published, bob.uid, '已删');
    await t.db.execute(sql`update baike_comments set deleted_at = now() where id = ${gone}`);
    const elsewhere = await written(other, bob.uid, '别处');
    for (const parent_id of [gone, 999_999, elsewhere]) {
      const res = await alice.call('/api/baike/AddComment', { id: published, content: '回复', parent_id });
      expect(res.json).toMatchObject({ code: 0, msg: BAIKE_MSG.parentInvalid });
    }
    const reply = await written(published, bob.uid, '一楼回复', thread);
    const res = await alice.call('/api/baike/AddComment', {
      id: published,
      content: '回复回复',
      parent_id: reply,
    });
    expect(res.json.code).toBe(1);
    expect(res.json.data.parent_id).toBe(thread);
  });

  it(`limits a member to ${BAIKE_LIMITS.commentsPerMinute} a minute (HTTP 429, ${BAIKE_MSG.commentTooFast}), not another member`, async () => {
    nextMinute();
    const limited = await entry('限速词条', 'published');
    for (let i = 0; i < BAIKE_LIMITS.commentsPerMinute; i++) {
      const res = await bob.call('/api/baike/AddComment', { id: limited, content: `第${i + 1}条` });
      expect(res.json.code).toBe(1);
    }
    const over = await bob.call('/api/baike/AddComment', { id: limited, content: '太快了' });
    expect(over.status).toBe(429);
    expect(over.json.msg).toBe(BAIKE_MSG.commentTooFast);
    const others = await alice.call('/api/baike/AddComment', { id: limited, content: '我不受影响' });
    expect(others.json.code).toBe(1);
    nextMinute();
    const later = await bob.call('/api/baike/AddComment', { id: limited, content: '一分钟后' });
    expect(later.json.code).toBe(1);
    const list = await t.call('/api/baike/commentLists', { id: limited });
    expect(list.json.data.total).toBe(BAIKE_LIMITS.commentsPerMinute + 2);
  });

  it(`limits a member to ${BAIKE_LIMITS.commentsPerDay} a day`, async () => {
    const daily = await entry('每日限额', 'published');
    const carol = await signedIn(t, 'bkcarol');
    // The day's counter as if the member had posted the day's comments already.
    await t.db.execute(
      sql`insert into rate_limits (key, window_start, count) values (${`baikecomment:day:uid:${carol.uid}`}, ${clock.toISOString()}, ${BAIKE_LIMITS.commentsPerDay})`,
    );
    nextMinute();
    const res = await carol.call('/api/baike/AddComment', { id: daily, content: '今天第五十一条' });
    expect(res.status).toBe(429);
    expect(res.json.msg).toBe(BAIKE_MSG.commentTooFast);
  });
});

describe('commentLists and getNextComment', () => {
  let paged: number;
  const threads: number[] = [];
  beforeAll(async () => {
    paged = await entry('分页词条', 'published');
    for (let i = 1; i <= 5; i++) threads.push(await written(paged, i % 2 ? alice.uid : bob.uid, `主题${i}`));
    await written(paged, bob.uid, '回复甲', threads[4]!);
    await written(paged, alice.uid, '回复乙', threads[4]!);
  });

  it('answers the newest threads first with replies oldest first, the live total and the next cursor', async () => {
    const res = await t.call('/api/baike/commentLists', { id: paged, pageSize: 2 });
    expect(res.json.code).toBe(1);
    const page = res.json.data;
    expect(page.total).toBe(7);
    expect(page.list.map((c: { content: string }) => c.content)).toEqual(['主题5', '主题4']);
    expect(page.list[0].replies.map((c: { content: string }) => c.content)).toEqual(['回复甲', '回复乙']);
    expect(page.next).toBe(threads[3]);
    const next = await t.call('/api/baike/getNextComment', { id: paged, after: page.next, pageSize: 2 });
    expect(next.json.data.list.map((c: { content: string }) => c.content)).toEqual(['主题3', '主题2']);
    const last = await t.call('/api/baike/getNextComment', {
      id: paged,
      after: next.json.data.next,
      pageSize: 2,
    });
    expect(last.json.data.list.map((c: { content: string }) => c.content)).toEqual(['主题1']);
    expect(last.json.data.next).toBeNull();
  });

  it('refuses an unpublished or unknown entry', async () => {
    for (const id of [withdrawn, 999_999]) {
      const res = await t.call('/api/baike/commentLists', { id });
      expect(res.json).toMatchObject({ code: 0, msg: BAIKE_MSG.entryGone });
      const next = await t.call('/api/baike/getNextComment', { id, after: 5 });
      expect(next.json).toMatchObject({ code: 0, msg: BAIKE_MSG.entryGone });
    }
  });
});

describe('delComment', () => {
  it('refuses a member deleting another member’s comment, and changes nothing', async () => {
    const id = await written(published, alice.uid, '别人的评论');
    const res = await bob.call('/api/baike/delComment', { id });
    expect(res.json).toMatchObject({ code: 0, msg: BAIKE_MSG.commentNotYours });
    const [row] = await t.db
      .select({ deletedAt: baikeComments.deletedAt })
      .from(baikeComments)
      .where(eq(baikeComments.id, id));
    expect(row!.deletedAt).toBeNull();
  });

  it('lets the author delete their own, once; a second time is commentGone', async () => {
    const id = await written(published, alice.uid, '自己的评论');
    expect((await alice.call('/api/baike/delComment', { id })).json.code).toBe(1);
    expect((await alice.call('/api/baike/delComment', { id })).json).toMatchObject({
      code: 0,
      msg: BAIKE_MSG.commentGone,
    });
    expect((await alice.call('/api/baike/delComment', { id: 999_999 })).json.msg).toBe(BAIKE_MSG.commentGone);
  });

  it('lets an editor delete any comment', async () => {
    const id = await written(published, bob.uid, '编辑删除');
    expect((await editor.call('/api/baike/delComment', { id })).json.code).toBe(1);
  });

  it('keeps a deleted thread with live replies as a marker, and leaves one without replies out', async () => {
    const e = await entry('标记词条', 'published');
    const lone = await written(e, alice.uid, '无回复主题');
    const thread = await written(e, alice.uid, '有回复主题');
    const reply = await written(e, bob.uid, '回复还在', thread);
    await alice.call('/api/baike/delComment', { id: lone });
    await alice.call('/api/baike/delComment', { id: thread });
    const res = await t.call('/api/baike/commentLists', { id: e });
    expect(res.json.data.total).toBe(1);
    expect(res.json.data.list).toHaveLength(1);
    expect(res.json.data.list[0]).toMatchObject({
      id: thread,
      deleted: true,
      content: '',
      nickname: '',
      uid: 0,
    });
    expect(res.json.data.list[0].replies.map((r: { id: number }) => r.id)).toEqual([reply]);
    // The reply gone too: the marker has nothing left to hold.
    await bob.call('/api/baike/delComment', { id: reply });
    const after = await t.call('/api/baike/commentLists', { id: e });
    expect(after.json.data).toMatchObject({ list: [], total: 0, next: null });
  });
});

describe('the cached list', () => {
  it('answers a second read from the cache on the embedded database, and shows a new or deleted comment at once', async () => {
    const e = await entry('缓存词条', 'published');
    const first = await t.call('/api/baike/commentLists', { id: e });
    expect(first.json.data.total).toBe(0);
    const hits = t.cache.counters().hits;
    await t.call('/api/baike/commentLists', { id: e });
    if (t.driver === 'pglite') expect(t.cache.counters().hits).toBe(hits + 1);
    nextMinute();
    const posted = await alice.call('/api/baike/AddComment', { id: e, content: '缓存之后的评论' });
    const after = await t.call('/api/baike/commentLists', { id: e });
    expect(after.json.data.total).toBe(1);
    expect(after.json.data.list[0].content).toBe('缓存之后的评论');
    await alice.call('/api/baike/delComment', { id: posted.json.data.id });
    const gone = await t.call('/api/baike/commentLists', { id: e });
    expect(gone.json.data).toMatchObject({ total: 0, list: [] });
  });
});
