/**
 * The file store behaves the same on local disk and in an S3 bucket (s3rver): whole files and byte ranges, sizes,
 * missing files, deletes, listings by folder, keys that are no storage key, and demo files from the repository.
 */
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PDFS } from '#server/services/files/demo.ts';
import { demoPath, putPdf } from '#server/services/files/storage.ts';
import { localPath, localStore, readStored, type FileStore } from '#server/services/files/store.ts';
import { copyFiles } from '#server/services/files/copyStore.ts';
import { s3Store } from '#server/services/files/s3Store.ts';
import { startS3, type TestBucket } from './s3-server.ts';

let dir: string;
let bucket: TestBucket;
const stores: Record<'local' | 's3', FileStore> = {} as never;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'file-store-'));
  bucket = await startS3();
  stores.local = localStore(dir);
  stores.s3 = bucket.files;
});
afterAll(async () => {
  await bucket.close();
  await rm(dir, { recursive: true, force: true });
});

const text = (bytes: Uint8Array | null) => (bytes ? Buffer.from(bytes).toString() : null);
const PDF = new TextEncoder().encode('%PDF-1.7 a stored report, 37 bytes.');

describe.each(['local', 's3'] as const)('the %s file store', (kind) => {
  const files = () => stores[kind];

  it('stores a PDF under its SHA-256 once, and answers it whole, in ranges and by size', async () => {
    const key = await putPdf(files(), PDF);
    expect(key).toMatch(/^[0-9a-f]{64}\.pdf$/);
    expect(await putPdf(files(), PDF)).toBe(key);
    expect(await files().head(key)).toEqual({ size: PDF.length });
    expect(text(await readStored(files(), key))).toBe(Buffer.from(PDF).toString());
    const part = await files().get(key, { start: 5, end: 7 });
    expect(part!.size).toBe(PDF.length);
    const chunks: Buffer[] = [];
    for await (const c of part!.body) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('1.7');
  });

  it('answers null for a missing file and for any name that is no storage key; refuses to write one', async () => {
    const missing = `${'0'.repeat(64)}.pdf`;
    expect(await files().head(missing)).toBeNull();
    expect(await files().get(missing)).toBeNull();
    for (const bad of ['../etc/passwd', 'exports/../x.zip', '/etc/passwd', 'baike/x.png', '']) {
      expect(await files().get(bad)).toBeNull();
      expect(await files().head(bad)).toBeNull();
      await expect(files().put(bad, PDF, 'application/pdf')).rejects.toThrow(/not a storage key/);
      await files().delete(bad);
    }
  });

  it('reads demo files from the repository and never writes them', async () => {
    const demo = DEMO_PDFS[0]!.key;
    const bytes = await readFile(demoPath(demo)!);
    expect(await files().head(demo)).toEqual({ size: bytes.length });
    expect(Buffer.from((await readStored(files(), demo))!).equals(bytes)).toBe(true);
    await expect(files().put(demo, PDF, 'application/pdf')).rejects.toThrow(/not a storage key/);
  });

  it('lists a folder by key and deletes files, a missing one being no error', async () => {
    await files().put('exports/one.zip', new Uint8Array([0x50, 0x4b, 1]), 'application/zip');
    await files().put('exports/two.zip', new Uint8Array([0x50, 0x4b, 2, 2]), 'application/zip');
    const listed = [];
    for await (const f of files().list('exports/')) listed.push(f);
    expect(listed.map(({ key, size }) => ({ key, size }))).toEqual([
      { key: 'exports/one.zip', size: 3 },
      { key: 'exports/two.zip', size: 4 },
    ]);
    expect(Math.abs(listed[0]!.modified.getTime() - Date.now())).toBeLessThan(60_000);
    await files().delete('exports/one.zip');
    await files().delete('exports/one.zip');
    expect(await files().head('exports/one.zip')).toBeNull();
    expect(await files().head('exports/two.zip')).toEqual({ size: 4 });
  });
});

describe('where the stores put files', () => {
  it('on local disk as before: uploaded PDFs under a folder of their first two digits, the rest as named', async () => {
    const key = await putPdf(stores.local, PDF);
    expect(await readFile(join(dir, key.slice(0, 2), key))).toEqual(Buffer.from(PDF));
    expect(localPath(dir, 'exports/two.zip')).toBe(join(dir, 'exports/two.zip'));
    // A temporary file of an interrupted write is never listed as a stored file.
    await writeFile(join(dir, 'exports/two.zip.0a1b2c.tmp'), 'PK');
    const keys = [];
    for await (const f of stores.local.list('')) keys.push(f.key);
    expect(keys.sort()).toEqual(['exports/two.zip', key].sort());
  });

  it('in the bucket under the prefix, by key', async () => {
    const key = await putPdf(stores.s3, PDF);
    expect(await bucket.rawKeys()).toEqual(['site/exports/two.zip', `site/${key}`].sort());
  });
});

describe('moving FILES_DIR into the bucket (npm run files:to-s3)', () => {
  it('copies every stored file once, skipping keys already there; a dry run writes nothing', async () => {
    const target = s3Store({ ...bucket.config, prefix: 'moved/' });
    const moved = async () => (await bucket.rawKeys()).filter((k) => k.startsWith('moved/'));
    const local = [];
    for await (const f of stores.local.list('')) local.push(f);
    expect(local).toHaveLength(2);
    const size = local.reduce((n, f) => n + f.size, 0);
    expect(await copyFiles(stores.local, target, { dryRun: true })).toEqual({
      copied: 2,
      skipped: 0,
      bytes: size,
    });
    expect(await moved()).toEqual([]);
    expect(await copyFiles(stores.local, target)).toEqual({ copied: 2, skipped: 0, bytes: size });
    expect(await moved()).toEqual(local.map((f) => `moved/${f.key}`).sort());
    for (const f of local)
      expect(Buffer.from((await readStored(target, f.key))!)).toEqual(
        Buffer.from((await readStored(stores.local, f.key))!),
      );
    expect(await copyFiles(stores.local, target)).toEqual({ copied: 0, skipped: 2, bytes: 0 });
  });
});
