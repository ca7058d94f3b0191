/**
 * GET /uploads/baike/<sha256>[-<width>].<ext>: members' images of 农业百科 entries in their sizes, from the file
 * store (local disk or the bucket, streamed through here: the bucket stays private). Any other name is a 404; the
 * name is matched whole and becomes a storage key, never a path. Served as inert images.
 */
import { Readable } from 'node:stream';
import { Hono } from 'hono';
import type { Deps } from '#server/core/deps.ts';
import type { AppEnv } from '#server/http/context.ts';
import { UPLOADED_IMAGE_NAME } from '#lib/shared/imageSrc.ts';
import { IMAGE_TYPES } from '#server/services/files/storage.ts';

// nosniff and a CSP that allows nothing come with every answer (secureAnswers.ts).
const HEADERS = {
  // The name is the content's hash: it never changes.
  'Cache-Control': 'public, max-age=31536000, immutable',
};

const missing = () =>
  new Response('Not Found', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });

export const uploads = (deps: Pick<Deps, 'files'>) =>
  // GET answers HEAD too (Hono drops the body).
  new Hono<AppEnv>().get('/baike/:name', async (c) => {
    const match = UPLOADED_IMAGE_NAME.exec(c.req.param('name'));
    if (!match) return missing();
    const [name, hash, width, ext] = match as unknown as [
      string,
      string,
      string | undefined,
      keyof typeof IMAGE_TYPES,
    ];
    const key = `baike/${name}`;
    // The sizes of one image share its hash: the width tells their bytes apart.
    const etag = width ? `"${hash}-${width}"` : `"${hash}"`;
    const headers = { ...HEADERS, ETag: etag, 'Content-Type': IMAGE_TYPES[ext] };
    const fresh = c.req.header('if-none-match') === etag;
    // A revalidation or a HEAD needs only the size: no bytes are fetched (from the bucket, a GET saved).
    if (fresh || c.req.method === 'HEAD') {
      const found = await deps.files.head(key);
      if (!found) return missing();
      if (fresh) return new Response(null, { status: 304, headers });
      return new Response(null, { headers: { ...headers, 'Content-Length': String(found.size) } });
    }
    const file = await deps.files.get(key);
    if (!file) return missing();
    return new Response(Readable.toWeb(file.body) as ReadableStream<Uint8Array>, {
      headers: { ...headers, 'Content-Length': String(file.size) },
    });
  });
