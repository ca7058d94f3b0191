/** /api/industry/ getDataDomainTree, searchTree, seniorSearchTree: choosing a domain or an indicator (spec §7). */
import { Hono } from 'hono';
import type { AppEnv } from '#server/http/context.ts';
import { validate } from '#server/http/input.ts';
import { ok } from '#server/http/respond.ts';
import { domainTree } from '#server/services/industry/tree.ts';
import { searchTree } from '#server/services/industry/search.ts';
import { industrySearchSchema, industrySeniorSearchSchema } from '#lib/industry/validators.ts';
import { publicIndustry } from './shared.ts';

export const industryTreeRoutes = new Hono<AppEnv>()
  // Takes no input (listed in the bad-input test's NO_SCHEMA).
  .post('/getDataDomainTree', publicIndustry, async (c) => ok(c, await domainTree(c.get('deps').db)))
  .post('/searchTree', publicIndustry, async (c) => {
    const input = await validate(c, industrySearchSchema);
    return ok(c, await searchTree(c.get('deps').db, input));
  })
  .post('/seniorSearchTree', publicIndustry, async (c) => {
    const input = await validate(c, industrySeniorSearchSchema);
    return ok(c, await searchTree(c.get('deps').db, input));
  });
