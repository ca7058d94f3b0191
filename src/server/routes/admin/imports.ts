/**
 * /api/admin/import/*: editors load data files through the import pipeline; market reporters too, for the families
 * open to them (their rows checked by the family), seeing only their own imports. Guarded here, not in index.ts.
 */
import { Hono, type Context } from 'hono';
import { IMPORT_MSG } from '#lib/imports/messages.ts';
import { FILE_LIMITS } from '#lib/limits.ts';
import {
  importListSchema,
  importStatusSchema,
  importTemplateSchema,
  importUploadSchema,
} from '#lib/imports/validators.ts';
import type { AppEnv } from '#server/http/context.ts';
import { member } from '#server/http/auth.ts';
import { ROLE } from '#server/services/accounts/roles.ts';
import { forbidden } from '#server/http/respond.ts';
import { requireReporter } from '#server/http/reporter.ts';
import { CONTENT_MSG } from '#lib/content/messages.ts';
import { validate } from '#server/http/input.ts';
import { ok, refuse } from '#server/http/respond.ts';
import { readUpload, uploadLimit } from '#server/http/upload.ts';
import { contentDisposition, XLSX_TYPE } from '#server/services/files/tableFile.ts';
import { importFamilies, importFamily } from '#server/services/imports/families.ts';
import { importList, importStatus } from '#server/services/imports/records.ts';
import { startImport } from '#server/services/imports/startImport.ts';
import { importTemplate } from '#server/services/imports/template.ts';
import { logFor } from '#server/core/log.ts';

const log = logFor('import');

const MAX_FILE_BYTES = FILE_LIMITS.maxImportMb * 1024 * 1024;

const isEditor = (c: Context<AppEnv>) => member(c).role === ROLE.editor;

/** A reporter names a family open to them, or is refused like a member (403, nothing read or written). */
const familyFor = (c: Context<AppEnv>, key: string) => {
  const family = importFamily(key);
  return family && !isEditor(c) && !family.reporters ? 'forbidden' : family;
};

export const adminImport = new Hono<AppEnv>()
  // Editors and market reporters: 401 for visitors, 403 for other members.
  .use('*', requireReporter)
  .post('/families', (c) => ok(c, importFamilies(isEditor(c))))
  // A file the browser downloads itself (the token cookie signs it in, see cookieToken.ts).
  .get('/template', async (c) => {
    const family = familyFor(c, (await validate(c, importTemplateSchema)).family);
    if (family === 'forbidden') return forbidden(c, CONTENT_MSG.forbidden);
    if (!family) return refuse(c, IMPORT_MSG.familyInvalid);
    return c.body(new Uint8Array(await importTemplate(family)), 200, {
      'content-type': XLSX_TYPE,
      'content-disposition': contentDisposition(`${family.label}导入模板.xlsx`, `import-${family.key}.xlsx`),
      'cache-control': 'no-store',
    });
  })
  .post(
    '/upload',
    uploadLimit(MAX_FILE_BYTES, IMPORT_MSG.fileTooLarge(FILE_LIMITS.maxImportMb)),
    async (c) => {
      const upload = await readUpload(c);
      if (!upload) return refuse(c, IMPORT_MSG.fileMissing);
      const { file, form } = upload;
      const fields = importUploadSchema.safeParse({ family: form.family, mode: form.mode });
      if (!fields.success) return refuse(c, fields.error.issues[0]?.message ?? IMPORT_MSG.familyInvalid);
      const family = familyFor(c, fields.data.family);
      if (family === 'forbidden') return forbidden(c, CONTENT_MSG.forbidden);
      if (!family) return refuse(c, IMPORT_MSG.familyInvalid);
      if (file.size > MAX_FILE_BYTES) return refuse(c, IMPORT_MSG.fileTooLarge(FILE_LIMITS.maxImportMb));
      if (file.size === 0) return refuse(c, IMPORT_MSG.fileEmpty);
      const deps = c.get('deps');
      const user = member(c);
      const started = await startImport(deps.db, {
        family,
        fileName: file.name,
        bytes: new Uint8Array(await file.arrayBuffer()),
        mode: fields.data.mode,
        uid: user.uid,
        role: user.role,
        now: deps.now,
      });
      const { id, finished } = started;
      // The request answers at once; the record tells how the import ends (runImport never leaves it running).
      finished.catch((err: unknown) => log.error({ err, importId: id }, 'import record not closed'));
      return ok(c, { id }, IMPORT_MSG.started);
    },
  )
  .post('/status', async (c) => {
    const { id } = await validate(c, importStatusSchema);
    const { db, now } = c.get('deps');
    const found = await importStatus(db, id, now());
    // A reporter sees only their own imports.
    if (!found || (!isEditor(c) && found.by_uid !== member(c).uid)) return refuse(c, IMPORT_MSG.importGone);
    return ok(c, found);
  })
  .post('/list', async (c) => {
    const { page, pageSize, ...filter } = await validate(c, importListSchema);
    const byUid = isEditor(c) ? undefined : member(c).uid;
    const { db, now } = c.get('deps');
    return ok(c, await importList(db, { ...filter, byUid }, { page, pageSize }, now()));
  });
