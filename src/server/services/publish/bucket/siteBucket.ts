/**
 * The pages' corner of the bucket, `<S3_PREFIX>_site/`: files by their content (`blobs/<sha256>`, so a page that did
 * not change is never sent twice), one list of files per generation (`generations/<dir>.json`) and `current.json`,
 * written last, naming the live generation. The files' keys (`files/storage.ts`) never start with `_`: the two never
 * meet, and a backup of the files leaves the pages out (they are rebuilt from the database).
 */
import { createHash } from 'node:crypto';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { isMissing, s3Client, type S3Config } from '#server/services/files/s3Store.ts';
import type { Current } from '#server/services/publish/site.ts';

/** A generation's files: path in the folder, SHA-256 of the bytes, size, and mtime (the pages' ETag is made of it). */
export type ListedFile = [path: string, sha256: string, size: number, mtimeMs: number];

export interface GenerationList {
  dir: string;
  files: ListedFile[];
}

export const SITE_PREFIX = '_site/';
const SHA = /^[0-9a-f]{64}$/;
const GENERATION = /^gen-\d+(-lists)?$/;

export const sha256 = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

export interface SiteBucket {
  /** The live record and its ETag; 'unchanged' when it still has `etag`; null when no generation was shipped yet. */
  current(etag?: string): Promise<{ record: Current; etag: string } | 'unchanged' | null>;
  putCurrent(record: Current): Promise<void>;
  putBlob(sha: string, bytes: Uint8Array): Promise<void>;
  /** The bytes stored under `sha`, checked against it; null when missing. */
  getBlob(sha: string): Promise<Buffer | null>;
  /** Every blob in the bucket (the publisher lists them once, then remembers what it sent). */
  blobs(): AsyncIterable<string>;
  putList(list: GenerationList): Promise<void>;
  getList(dir: string): Promise<GenerationList | null>;
  /** The generations whose lists are in the bucket. */
  lists(): Promise<string[]>;
  deleteBlob(sha: string): Promise<void>;
  deleteList(dir: string): Promise<void>;
}

async function bodyOf(res: { Body?: unknown }): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of res.Body as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** A list read back from the bucket: only generation names and relative paths inside the folder. */
function parseList(dir: string, text: string): GenerationList {
  const list = JSON.parse(text) as GenerationList;
  const ok =
    list.dir === dir &&
    Array.isArray(list.files) &&
    list.files.every(
      ([p, sha, size, mtime]) =>
        typeof p === 'string' &&
        !p.startsWith('/') &&
        !p.split('/').some((part) => part === '..' || part === '' || part === '.') &&
        SHA.test(sha) &&
        Number.isInteger(size) &&
        Number.isFinite(mtime),
    );
  if (!ok) throw new Error(`the bucket's list of ${dir} is malformed`);
  return list;
}

export function siteBucket(config: S3Config, client: S3Client = s3Client(config)): SiteBucket {
  const Bucket = config.bucket;
  const root = `${config.prefix}${SITE_PREFIX}`;
  const put = (key: string, body: Uint8Array | string, type: string) =>
    client.send(new PutObjectCommand({ Bucket, Key: root + key, Body: body, ContentType: type }));
  async function get(key: string, etag?: string) {
    try {
      return await client.send(new GetObjectCommand({ Bucket, Key: root + key, IfNoneMatch: etag }));
    } catch (err) {
      if (isMissing(err)) return null;
      if ((err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 304)
        return 'unchanged' as const;
      throw err;
    }
  }
  async function* keys(prefix: string): AsyncIterable<string> {
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket, Prefix: root + prefix, ContinuationToken: token }),
      );
      for (const o of page.Contents ?? []) if (o.Key) yield o.Key.slice(root.length + prefix.length);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }
  return {
    async current(etag) {
      const res = await get('current.json', etag);
      if (res === null || res === 'unchanged') return res;
      const record = JSON.parse((await bodyOf(res)).toString('utf8')) as Current;
      if (!GENERATION.test(record.dir) || (record.under !== undefined && !GENERATION.test(record.under)))
        throw new Error("the bucket's current.json names no generation");
      return { record, etag: res.ETag ?? '' };
    },
    putCurrent: async (record) =>
      void (await put('current.json', JSON.stringify(record), 'application/json')),
    putBlob: async (sha, bytes) => void (await put(`blobs/${sha}`, bytes, 'application/octet-stream')),
    async getBlob(sha) {
      const res = await get(`blobs/${sha}`);
      if (res === null || res === 'unchanged') return null;
      const bytes = await bodyOf(res);
      if (sha256(bytes) !== sha) throw new Error(`blob ${sha} in the bucket does not match its name`);
      return bytes;
    },
    async *blobs() {
      for await (const name of keys('blobs/')) if (SHA.test(name)) yield name;
    },
    putList: async (list) =>
      void (await put(`generations/${list.dir}.json`, JSON.stringify(list), 'application/json')),
    async getList(dir) {
      const res = await get(`generations/${dir}.json`);
      if (res === null || res === 'unchanged') return null;
      return parseList(dir, (await bodyOf(res)).toString('utf8'));
    },
    async lists() {
      const dirs: string[] = [];
      for await (const name of keys('generations/')) {
        const dir = name.replace(/\.json$/, '');
        if (GENERATION.test(dir)) dirs.push(dir);
      }
      return dirs;
    },
    deleteBlob: async (sha) =>
      void (await client.send(new DeleteObjectCommand({ Bucket, Key: `${root}blobs/${sha}` }))),
    deleteList: async (dir) =>
      void (await client.send(new DeleteObjectCommand({ Bucket, Key: `${root}generations/${dir}.json` }))),
  };
}
