/**
 * A compression thread of `compressPool.ts`: writes `file.br` and `file.gz` next to a built file from the bytes it is
 * given (a page Astro is about to write) or reads, and answers the sha-1 of what it compressed.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parentPort } from 'node:worker_threads';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { brotliText, compressionFor } from './compressionPlan.ts';

export interface CompressJob {
  id: number;
  /** Absolute path of the built file. */
  file: string;
  /** Its path inside the site (the compression plan's key). */
  rel: string;
  /** Its bytes when the file is not written yet. */
  bytes?: Uint8Array;
}

/** `hash` null: not compressed (too small, not text, or not read). */
export interface CompressDone {
  id: number;
  hash: string | null;
  error?: string;
}

async function compress(job: CompressJob): Promise<string | null> {
  const raw = job.bytes ?? (await readFile(job.file));
  const plan = compressionFor(job.rel, raw.byteLength);
  if (!plan) return null;
  // The same calls as compressFile (compress.ts), synchronous here: this thread does nothing else.
  const brotli = brotliCompressSync(raw, brotliText(plan.brotli, raw.byteLength));
  const gzipped = gzipSync(raw, { level: plan.gzip });
  // Astro may not have made the page's folder yet.
  await mkdir(path.dirname(job.file), { recursive: true });
  await Promise.all([writeFile(`${job.file}.br`, brotli), writeFile(`${job.file}.gz`, gzipped)]);
  return createHash('sha1').update(raw).digest('hex');
}

parentPort!.on('message', (job: CompressJob) => {
  compress(job).then(
    (hash) => parentPort!.postMessage({ id: job.id, hash } satisfies CompressDone),
    (err: Error) =>
      parentPort!.postMessage({ id: job.id, hash: null, error: err.message } satisfies CompressDone),
  );
});
