/** /api/admin/attachment/*: editors upload report PDFs (multipart field `file`); behind requireEditor in index.ts. */
import { Hono } from 'hono';
import { FILE_LIMITS } from '#lib/limits.ts';
import { FILE_MSG } from '#lib/content/messages.ts';
import type { AppEnv } from '#server/http/context.ts';
import { ok, refuse } from '#server/http/respond.ts';
import { readUpload, uploadLimit } from '#server/http/upload.ts';
import { MAX_UPLOAD_BYTES, uploadPdf } from '#server/services/files/upload.ts';

export const adminAttachment = new Hono<AppEnv>().post(
  '/upload',
  uploadLimit(MAX_UPLOAD_BYTES, FILE_MSG.uploadTooLarge(FILE_LIMITS.maxUploadMb)),
  async (c) => {
    const upload = await readUpload(c);
    if (!upload) return refuse(c, FILE_MSG.uploadMissing);
    const { file } = upload;
    const deps = c.get('deps');
    return ok(c, await uploadPdf(deps.db, deps.files, file), FILE_MSG.uploaded);
  },
);
