/** A content change and its content event commit together: a change whose event cannot be written is rolled back. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { articles, contentEvents } from '#server/db/schema/index.ts';
import { NOW, signedIn } from './content-fixtures.ts';
import { testApp, type Caller, type TestApp } from './support.ts';

let t: TestApp;
let editor: Caller;

beforeAll(async () => {
  t = await testApp({ now: () => NOW });
  ({ call: editor } = await signedIn(t, 'editor01', 'editor'));
});
afterAll(() => t.close());

/** Every content event insert fails from now until `allow()`: the write after the change breaks. */
async function refuseEvents(db: TestApp['db']) {
  await db.execute(sql`create or replace function refuse_content_event() returns trigger language plpgsql as $$
    begin raise exception 'content event refused by the test'; end $$`);
  await db.execute(sql`create trigger refuse_content_event before insert on content_events
    for each row execute function refuse_content_event()`);
  return () => db.execute(sql`drop trigger refuse_content_event on content_events`);
}

const eventsOf = async (entity: string, id: number) =>
  (await t.db.select().from(contentEvents).where(eq(contentEvents.entityId, id)).orderBy(contentEvents.id))
    .filter((e) => e.entity === entity)
    .map((e) => e.action);

describe('an editor’s edit', () => {
  it('whose event cannot be written changes nothing', async () => {
    const created = await editor('/api/admin/article/create', {
      kind: 'news',
      title: '事务测试：秋粮收购进度',
      content_html: '<p>正文</p>',
    });
    const id = created.json.data.id as number;
    expect((await editor('/api/admin/article/publish', { id })).json.code).toBe(1);
    const allow = await refuseEvents(t.db);
    // The app logs the failed call with its stack; the test expects that failure.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const res = await editor('/api/admin/article/update', { id, title: '事务测试：秋粮收购进度（改）' });
      expect(res.status).toBe(500);
    } finally {
      logged.mockRestore();
      await allow();
    }
    const [row] = await t.db.select().from(articles).where(eq(articles.id, id));
    expect(row!.title).toBe('事务测试：秋粮收购进度');
    expect(await eventsOf('article', id)).toEqual(['publish']);
    // The same edit once events can be written: the change and its event.
    expect(
      (await editor('/api/admin/article/update', { id, title: '事务测试：秋粮收购进度（改）' })).json.code,
    ).toBe(1);
    expect(await eventsOf('article', id)).toEqual(['publish', 'update']);
  });
});
