/** /api/internal/build/{name}: the build queries, for a rebuild this server started (it cannot open the database). */
import { Hono } from 'hono';
import type { AppEnv } from '#server/http/context.ts';
import { notFound } from '#server/http/respond.ts';
import { buildQueries, isBuildQuery } from '#server/services/content/build/index.ts';
import type { Db } from '#server/db/client.ts';
import { isBuildToken } from '#server/services/publish/token.ts';

export const internal = new Hono<AppEnv>().post('/build/:name', async (c) => {
  const name = c.req.param('name');
  // Anyone else gets the plain 404 of an unknown route.
  if (!isBuildToken(c.req.header('x-build-token')) || !isBuildQuery(name)) return notFound(c);
  const args = (await c.req.json()) as unknown[];
  if (!Array.isArray(args)) return notFound(c);
  const run = buildQueries[name] as (db: Db, ...a: unknown[]) => Promise<unknown>;
  return c.json({ result: await run(c.get('deps').db, ...args) });
});
