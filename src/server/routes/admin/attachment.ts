/** /api/admin/attachment/*: editors upload report PDFs (multipart field `file`); behind requireEditor in index.ts. */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { FILE_LIMITS } from '#lib/limits.ts';
import { FILE_MSG } from '#lib/content/messages.ts';
import type { AppEnv } from '#server/http/context.ts';
import { ok, refuse } from '#server/http/respond.ts';
import { filesDir } from '#server/services/files/storage.ts';
import { MAX_UPLOAD_BYTES, uploadPdf } from '#server/services/files/upload.ts';

// Room for the multipart boundaries and headers around the file itself.
const MULTIPART_SLACK = 64 * 1024;

export const adminAttachment = new Hono<AppEnv>().post(
  '/upload',
  bodyLimit({
    maxSize: MAX_UPLOAD_BYTES + MULTIPART_SLACK,
    onError: (c) => refuse(c, FILE_MSG.uploadTooLarge(FILE_LIMITS.maxUploadMb)),
  }),
  async (c) => {
    const type = c.req.header('content-type') ?? '';
    if (!type.includes('multipart/form-data')) return refuse(c, FILE_MSG.uploadMissing);
    const form = await c.req.parseBody().catch(() => null);
    const file = form?.file;
    if (!(file instanceof File)) return refuse(c, FILE_MSG.uploadMissing);
    const deps = c.get('deps');
    const result = await uploadPdf(deps.db, filesDir(deps), file);
    return 'refusal' in result ? refuse(c, result.refusal) : ok(c, result, FILE_MSG.uploaded);
  },
);
