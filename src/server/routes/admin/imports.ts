/** /api/admin/import/*: editors load data files through the import pipeline; behind requireEditor in index.ts. */
import { Hono } from 'hono';
import { IMPORT_MSG } from '#lib/imports/messages.ts';
import { IMPORT_LIMITS } from '#lib/imports/model.ts';
import {
  importListSchema,
  importStatusSchema,
  importTemplateSchema,
  importUploadSchema,
} from '#lib/imports/validators.ts';
import type { AppEnv } from '#server/http/context.ts';
import { currentUser } from '#server/http/auth.ts';
import { validate } from '#server/http/input.ts';
import { ok, refuse } from '#server/http/respond.ts';
import { readUpload, uploadLimit } from '#server/http/upload.ts';
import { importFamilies, importFamily } from '#server/services/imports/families.ts';
import { importList, importStatus } from '#server/services/imports/records.ts';
import { startImport } from '#server/services/imports/startImport.ts';
import { importTemplate } from '#server/services/imports/template.ts';

const MAX_FILE_BYTES = IMPORT_LIMITS.maxFileMb * 1024 * 1024;

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const adminImport = new Hono<AppEnv>()
  .post('/families', (c) => ok(c, importFamilies()))
  // A file the browser downloads itself (the token cookie signs it in, see cookieToken.ts).
  .get('/template', async (c) => {
    const family = importFamily((await validate(c, importTemplateSchema)).family);
    if (!family) return refuse(c, IMPORT_MSG.familyInvalid);
    const name = encodeURIComponent(`${family.label}导入模板.xlsx`);
    return c.body(new Uint8Array(await importTemplate(family)), 200, {
      'content-type': XLSX_TYPE,
      'content-disposition': `attachment; filename="import-${family.key}.xlsx"; filename*=UTF-8''${name}`,
      'cache-control': 'no-store',
    });
  })
  .post(
    '/upload',
    uploadLimit(MAX_FILE_BYTES, IMPORT_MSG.fileTooLarge(IMPORT_LIMITS.maxFileMb)),
    async (c) => {
      const upload = await readUpload(c);
      if (!upload) return refuse(c, IMPORT_MSG.fileMissing);
      const { file, form } = upload;
      const fields = importUploadSchema.safeParse({ family: form.family, mode: form.mode });
      if (!fields.success) return refuse(c, fields.error.issues[0]?.message ?? IMPORT_MSG.familyInvalid);
      const family = importFamily(fields.data.family);
      if (!family) return refuse(c, IMPORT_MSG.familyInvalid);
      if (file.size > MAX_FILE_BYTES) return refuse(c, IMPORT_MSG.fileTooLarge(IMPORT_LIMITS.maxFileMb));
      if (file.size === 0) return refuse(c, IMPORT_MSG.fileEmpty);
      const deps = c.get('deps');
      const user = (await currentUser(c))!;
      const { id, finished } = await startImport(
        deps.db,
        {
          family,
          fileName: file.name,
          bytes: new Uint8Array(await file.arrayBuffer()),
          mode: fields.data.mode,
          uid: user.uid,
          now: deps.now,
        },
        {
          // Written rows logged content events: the rebuild queue and this process's cached answers look for them.
          afterWrite: () => {
            deps.publisher?.notify();
            deps.publicCache?.stale();
          },
        },
      );
      // The request answers at once; the record tells how the import ends (runImport never leaves it running).
      finished.catch((err: unknown) => console.error(`import ${id}: record not closed`, err));
      return ok(c, { id }, IMPORT_MSG.started);
    },
  )
  .post('/status', async (c) => {
    const { id } = await validate(c, importStatusSchema);
    const found = await importStatus(c.get('deps').db, id);
    return found ? ok(c, found) : refuse(c, IMPORT_MSG.importGone);
  })
  .post('/list', async (c) => {
    const { page, pageSize, ...filter } = await validate(c, importListSchema);
    return ok(c, await importList(c.get('deps').db, filter, { page, pageSize }));
  });
