/** /api/industry/ getRecentList, rememberQuery, saveQuery, removeQuery: a member's recent and saved queries. */
import { Hono } from 'hono';
import { member, requireUser } from '#server/http/auth.ts';
import type { AppEnv } from '#server/http/context.ts';
import { validate } from '#server/http/input.ts';
import { ok, refuse } from '#server/http/respond.ts';
import { resolveQuery } from '#server/services/industry/query.ts';
import { recentList, rememberQuery, removeQuery, saveQuery } from '#server/services/industry/savedQueries.ts';
import { INDUSTRY_SAVED_MSG } from '#lib/industry/messages.ts';
import {
  noInputSchema,
  queryInputSchema,
  removeQuerySchema,
  saveQuerySchema,
} from '#lib/industry/validators.ts';

// An unknown indicator or region and the saved limit are Refusals the services throw, answered by app.ts.
export const industrySavedRoutes = new Hono<AppEnv>()
  .post('/getRecentList', requireUser, async (c) => {
    await validate(c, noInputSchema);
    return ok(c, await recentList(c.get('deps').db, member(c).uid));
  })
  .post('/rememberQuery', requireUser, async (c) => {
    const { query } = await validate(c, queryInputSchema);
    const { db, now } = c.get('deps');
    await resolveQuery(db, query);
    await rememberQuery(db, member(c).uid, query, now());
    return ok(c, null);
  })
  .post('/saveQuery', requireUser, async (c) => {
    const { query, name } = await validate(c, saveQuerySchema);
    const { db, now } = c.get('deps');
    await resolveQuery(db, query);
    return ok(c, { id: await saveQuery(db, member(c).uid, query, name, now()) }, INDUSTRY_SAVED_MSG.saved);
  })
  .post('/removeQuery', requireUser, async (c) => {
    const { id } = await validate(c, removeQuerySchema);
    const removed = await removeQuery(c.get('deps').db, member(c).uid, id);
    return removed ? ok(c, null, INDUSTRY_SAVED_MSG.removed) : refuse(c, INDUSTRY_SAVED_MSG.notFound);
  });
