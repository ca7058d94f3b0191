/** /api/industry/getIndex: the query (indicators × regions × periods → cells); `countOnly` answers the count alone. */
import { Hono } from 'hono';
import type { AppEnv } from '#server/http/context.ts';
import { validate } from '#server/http/input.ts';
import { ok } from '#server/http/respond.ts';
import { indexQuery } from '#server/services/industry/query.ts';
import { industryIndexSchema } from '#lib/industry/validators.ts';
import { publicIndustry } from './shared.ts';

export const industryQueryRoutes = new Hono<AppEnv>().post('/getIndex', publicIndustry, async (c) => {
  const input = await validate(c, industryIndexSchema);
  return ok(c, await indexQuery(c.get('deps').db, input));
});
