/** One way a stored PDF leaves the server: private, never sniffed, named in UTF-8, with byte ranges for pdf.js. */
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import type { FileStore } from '#server/services/files/store.ts';
import { parseRange } from './range.ts';
import type { AppEnv } from './context.ts';
import { HTTP } from './respond.ts';

export interface PdfOut {
  /** The store holding it and its key: local disk or the bucket, streamed through here after the caller's check. */
  files: FileStore;
  key: string;
  size: number;
  /** The name the reader's browser shows or saves. */
  name: string;
  /** Save rather than show. */
  download?: boolean;
}

export async function sendPdf(c: Context<AppEnv>, pdf: PdfOut): Promise<Response> {
  const { size } = pdf;
  const range = parseRange(c.req.header('range'), size);
  c.header('Content-Type', 'application/pdf');
  c.header('Cache-Control', 'private, no-store');
  c.header('Accept-Ranges', 'bytes');
  c.header('X-Content-Type-Options', 'nosniff');
  const kind = pdf.download ? 'attachment' : 'inline';
  c.header(
    'Content-Disposition',
    `${kind}; filename="document.pdf"; filename*=UTF-8''${encodeURIComponent(pdf.name)}`,
  );
  if (range.kind === 'unsatisfiable') {
    c.header('Content-Range', `bytes */${size}`);
    return c.body(null, 416);
  }
  const [start, end] = range.kind === 'part' ? [range.start, range.end] : [0, size - 1];
  const status = range.kind === 'part' ? 206 : HTTP.ok;
  c.header('Content-Length', String(end - start + 1));
  if (range.kind === 'part') c.header('Content-Range', `bytes ${start}-${end}/${size}`);
  if (c.req.method === 'HEAD') return c.body(null, status);
  const file = await pdf.files.get(pdf.key, { start, end });
  // Gone between the caller's look and this read (a sweep, another machine): as if it had never been there.
  if (!file) throw new Error(`stored PDF ${pdf.key} vanished while it was being sent`);
  return c.body(Readable.toWeb(file.body) as ReadableStream<Uint8Array>, status);
}
