/**
 * Several web machines (SITE_IN_BUCKET): the publisher on machine A ships each generation to the bucket before it
 * goes live and names it there after; machine B, with its own copy of the same full build, serves that generation
 * after one look, byte for byte with the same ETag, fetching only what it lacks. B never goes back to an older
 * generation, a machine with another full build leaves the bucket's pages alone, and a list naming a file outside
 * its folder is refused before anything is written. s3rver stands in for the bucket.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { followBucket, type Follower } from '#server/services/publish/bucket/follow.ts';
import { shipToBucket } from '#server/services/publish/bucket/ship.ts';
import { siteBucket, type SiteBucket } from '#server/services/publish/bucket/siteBucket.ts';
import { processLock } from '#server/services/publish/lock.ts';
import { createPublisher, type BuildStep, type Publisher } from '#server/services/publish/publisher.ts';
import { openSite, type Site } from '#server/services/publish/site.ts';
import { prepare } from '#server/site/staticTable.ts';
import { publishNews, signedIn } from './content-fixtures.ts';
import { builtPages, fullBuild } from './publish-fixtures.ts';
import { startS3, type TestBucket } from './s3-server.ts';
import { testApp, type Caller, type TestApp } from './support.ts';

let s3: TestBucket;
let bucket: SiteBucket;
let t: TestApp;
let editor: Caller;
let publisher: Publisher;
let siteA: Site;
let siteB: Site;
let followerB: Follower;
let runs = 0;
/** A's page after the first publish. */
let firstNews = '';

/** Each run renders the page it was asked for, and a page that never changes. */
const build: BuildStep = async (_plan, staging) => {
  runs++;
  await builtPages(staging, {
    'news.html': `<p>第 ${runs} 次发布</p>`,
    'about-unchanged.html': '<p>不变的页面</p>'.repeat(200),
  });
};

/** The same release on another machine: a copy of the full build, its times kept (cp -a). */
function copyOf(dist: string): string {
  const other = path.join(mkdtempSync(path.join(tmpdir(), 'machine-b-')), 'dist');
  cpSync(dist, other, { recursive: true, preserveTimestamps: true });
  return other;
}

/** The page a machine answers for `url`: its bytes and the ETag it sends. */
const body = (site: Site, url: string) => {
  const hit = site.resolve(url);
  if (!hit) return null;
  return { bytes: readFileSync(hit.found.file, 'utf8'), etag: prepare(hit.found, {})?.etag };
};

const publish = (title: string) => publishNews(editor, publisher, title);

beforeAll(async () => {
  s3 = await startS3('portal/');
  bucket = siteBucket(s3.config);
  const dist = fullBuild(new Date(Date.now() - 60_000));
  siteA = openSite(dist);
  siteB = openSite(copyOf(dist));
  followerB = followBucket(bucket, siteB);
  const shipping = { pull: followBucket(bucket, siteA).pull, ...shipToBucket(bucket, siteA) };
  t = await testApp({
    publisher: (db) =>
      (publisher = createPublisher({
        db,
        site: siteA,
        build,
        lock: processLock,
        now: () => new Date(),
        log: () => undefined,
        shipping,
      })),
  });
  ({ call: editor } = await signedIn(t, 'editor40', 'editor'));
});
afterAll(async () => {
  publisher.stop();
  await t.close();
  await s3.close();
});

describe('pages through the bucket', () => {
  it('are served by a second machine after one look, the same bytes and ETag', async () => {
    expect(await followerB.pull()).toBe(false);
    await publish('桶发布：第一篇');
    firstNews = body(siteA, '/news.html')!.bytes;
    expect(firstNews).toMatch(/^<p>第 \d+ 次发布<\/p>$/);
    expect(body(siteB, '/news.html')).toBeNull();

    expect(await followerB.pull()).toBe(true);
    expect(body(siteB, '/news.html')).toEqual(body(siteA, '/news.html'));
    expect(siteB.live().watermark).toBe(siteA.live().watermark);
    expect(path.basename(siteB.live().overlay!)).toBe(path.basename(siteA.live().overlay!));
    // Nothing new: one conditional request, no swap.
    expect(await followerB.pull()).toBe(false);
  });

  it('send only what the bucket lacks, and B links what it already has', async () => {
    const blobsBefore = (await s3.rawKeys()).filter((k) => k.includes('_site/blobs/')).length;
    await publish('桶发布：第二篇');
    const live = path.basename(siteA.live().overlay!);
    const list = (await bucket.getList(live))!;
    const blobsAfter = (await s3.rawKeys()).filter((k) => k.includes('_site/blobs/')).length;
    expect(list.files.map(([file]) => file)).toContain('about-unchanged.html');
    expect(blobsAfter - blobsBefore).toBeGreaterThan(0);
    expect(blobsAfter - blobsBefore).toBeLessThan(list.files.length);

    expect(await followerB.pull()).toBe(true);
    expect(body(siteB, '/news.html')?.bytes).not.toBe(firstNews);
    expect(body(siteB, '/news.html')).toEqual(body(siteA, '/news.html'));
    expect(body(siteB, '/about-unchanged.html')).toEqual(body(siteA, '/about-unchanged.html'));
  });

  it('never take a machine back to an older generation', async () => {
    const now = siteB.record()!;
    await bucket.putCurrent({ ...now, dir: 'gen-1' });
    expect(await followerB.pull()).toBe(false);
    expect(siteB.record()).toEqual(now);
    await bucket.putCurrent(siteA.record()!);
  });

  it('never take back a generation another process on the machine swapped in a moment ago', async () => {
    // A second process on machine B: same DIST_DIR, its view of the live site read just now (kept for a second).
    const neighbour = openSite(siteB.home.replace(/-live$/, ''));
    neighbour.live();
    await publish('桶发布：同机另一进程');
    expect(await followerB.pull()).toBe(true);
    const newest = siteB.record()!;
    expect(newest.dir).toMatch(/-lists$/);
    // The bucket still named the run's first phase when the neighbour looked: older than what is on disk now.
    expect(await neighbour.adopt({ ...newest, dir: newest.dir.replace(/-lists$/, '') })).toBe(false);
    expect(siteB.record()).toEqual(newest);
  });

  it('are left alone by a machine with another full build', async () => {
    const other = openSite(fullBuild(new Date()));
    expect(await followBucket(bucket, other).pull()).toBe(false);
    expect(other.live().overlay).toBeNull();
    expect(body(other, '/news.html')).toBeNull();
  });

  it('refuse a list naming a file outside its folder, and write nothing', async () => {
    const record = siteA.record()!;
    const evil = 'gen-999999';
    await bucket.putList({
      dir: evil,
      files: [['../../escaped.html', 'a'.repeat(64), 3, Date.now()]],
    });
    await bucket.putCurrent({ ...record, dir: evil, under: undefined });
    await expect(followerB.pull()).rejects.toThrow(/malformed/);
    expect(existsSync(path.join(siteB.home, evil))).toBe(false);
    expect(existsSync(path.join(siteB.home, '..', 'escaped.html'))).toBe(false);
    expect(siteB.record()!.dir).not.toBe(evil);
    await bucket.putCurrent(record);
  });
});
