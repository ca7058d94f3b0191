/** /api/admin/industryTable/ list, save (create or update), delete: editors' 数据检索 tables. */
import { Hono } from 'hono';
import { member } from '#server/http/auth.ts';
import type { AppEnv } from '#server/http/context.ts';
import { validate } from '#server/http/input.ts';
import { ok, refuse } from '#server/http/respond.ts';
import { deleteTable, editorTables, saveTable } from '#server/services/industry/tables.ts';
import { INDUSTRY_TABLE_MSG } from '#lib/industry/messages.ts';
import { noInputSchema, tableIdSchema, tableSaveSchema } from '#lib/industry/validators.ts';

export const adminIndustryTable = new Hono<AppEnv>()
  .post('/list', async (c) => {
    await validate(c, noInputSchema);
    return ok(c, await editorTables(c.get('deps').db));
  })
  .post('/save', async (c) => {
    const input = await validate(c, tableSaveSchema);
    const { db, now } = c.get('deps');
    // A bad link or a query the store cannot answer is a Refusal saveTable throws, answered by app.ts.
    const id = await saveTable(db, input, { uid: member(c).uid, now: now() });
    return ok(c, { id }, INDUSTRY_TABLE_MSG.saved);
  })
  .post('/delete', async (c) => {
    const { id } = await validate(c, tableIdSchema);
    const { db, now } = c.get('deps');
    const done = await deleteTable(db, id, { uid: member(c).uid, now: now() });
    return done ? ok(c, null, INDUSTRY_TABLE_MSG.removed) : refuse(c, INDUSTRY_TABLE_MSG.notFound);
  });
