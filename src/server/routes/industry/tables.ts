/** /api/industry/getTableList: the tables editors published from queries (public, cached under the store's tag). */
import { Hono } from 'hono';
import type { AppEnv } from '#server/http/context.ts';
import { validate } from '#server/http/input.ts';
import { ok } from '#server/http/respond.ts';
import { publishedTables } from '#server/services/industry/tables.ts';
import { noInputSchema } from '#lib/industry/validators.ts';
import { publicIndustry } from './shared.ts';

export const industryTableRoutes = new Hono<AppEnv>().post('/getTableList', publicIndustry, async (c) => {
  await validate(c, noInputSchema);
  return ok(c, await publishedTables(c.get('deps').db));
});
