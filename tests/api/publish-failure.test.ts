import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublisher, type Publisher } from '#server/services/publish/publisher.ts';
import { processLock } from '#server/services/publish/lock.ts';
import { createRenderer } from '#server/services/publish/renderer/client.ts';
import { ADMIN_MSG } from '#lib/content/messages.ts';
import { RENDERER_DIR } from '#content/rendererFiles.ts';
import { openSite, type Site } from '#server/services/publish/site.ts';
import { NOW, signedIn } from './content-fixtures.ts';
import { fullBuild } from './publish-fixtures.ts';
import { testApp, type Caller, type TestApp } from './support.ts';

let t: TestApp;
let editor: Caller;
let publisher: Publisher;
let site: Site;
let dist: string;

beforeAll(async () => {
  dist = fullBuild(NOW);
  site = openSite(dist);
  t = await testApp({
    now: () => NOW,
    publisher: (db) =>
      (publisher = createPublisher({
        db,
        site,
        // This build kept no page renderer (made before it existed): the run fails and says what to do.
        build: (plan, staging) =>
          createRenderer({ dist, sourceUrl: () => 'http://127.0.0.1:9', mode: 'test' }).render(plan, staging),
        lock: processLock,
        now: () => new Date(),
        log: () => undefined,
      })),
  });
  ({ call: editor } = await signedIn(t, 'editor03', 'editor'));
});
afterAll(async () => {
  // Its retry (5 s after the failure) must not fire once the database is closed.
  publisher.stop();
  await t.close();
});

describe('a rebuild that fails', () => {
  it('leaves the live site as it was and reports the error in the queue', { timeout: 120_000 }, async () => {
    const created = await editor('/api/admin/article/create', {
      kind: 'news',
      title: '失败测试：构建失败时站点不变',
      content_html: '<p>正文</p>',
    });
    await editor('/api/admin/article/publish', { id: created.json.data.id });
    await publisher.idle();

    const queue = (await editor('/api/admin/publish/status', {})).json.data;
    expect(queue.runs[0]).toMatchObject({ status: 'failed', toLiveMs: null });
    expect(queue.runs[0].error).toBe(ADMIN_MSG.rendererMissing(path.join(dist, RENDERER_DIR)));
    expect(queue.runs[0].changes).toMatchObject([{ action: 'publish', entityId: created.json.data.id }]);
    expect(site.live().overlay).toBeNull();
    expect(readFileSync(site.resolve('/')!.found.file, 'utf8')).toBe('<html>live home</html>');
    expect(publisher.watermark()).toBe(0);
  });

  it(
    'a look before its retry is due leaves the failed change alone; a new change (or a start) retries it at once',
    { timeout: 120_000 },
    async () => {
      const runs = async () => (await editor('/api/admin/publish/status', {})).json.data.runs as unknown[];
      const before = (await runs()).length;
      publisher.look();
      await publisher.idle();
      expect(await runs()).toHaveLength(before);
      publisher.notify();
      await publisher.idle();
      expect(await runs()).toHaveLength(before + 1);
    },
  );
});
