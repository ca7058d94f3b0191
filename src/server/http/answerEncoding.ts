/**
 * Compression of kept API answers (the public cache's entries): the caller's Accept-Encoding read once (prebuilt
 * files are chosen by the same reading, static.ts), each form compressed once per entry at the levels of built pages
 * (`compressionPlan.ts`), never per request.
 */
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { brotliText, MIN_SIZE, PAGE } from '#server/services/publish/compressionPlan.ts';

export type AnswerEncoding = 'br' | 'gzip';

/** Below the plan's minimum a compressed answer saves less than its headers: sent as it is, not varying. */
export const worthCompressing = (body: Uint8Array) => body.length >= MIN_SIZE;

/** The codings an Accept-Encoding header accepts (one given `q=0` is refused). */
export function acceptedEncodings(accept: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of accept?.split(',') ?? []) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    if (name && (!q || Number(q[1]) > 0)) accepted.add(name);
  }
  return accepted;
}

/** The form the caller accepts best (brotli, then gzip), or null. */
export function encodingFor(accept: string | undefined): AnswerEncoding | null {
  const accepted = acceptedEncodings(accept);
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** The body compressed, or null when it is too small or would not shrink. */
export function compressedAs(
  body: Buffer<ArrayBuffer>,
  encoding: AnswerEncoding,
): Buffer<ArrayBuffer> | null {
  if (!worthCompressing(body)) return null;
  const out =
    encoding === 'br'
      ? brotliCompressSync(body, brotliText(PAGE.brotli, body.length))
      : gzipSync(body, { level: PAGE.gzip });
  return out.length < body.length ? out : null;
}
