/**
 * The one door from page builds to content: `query(name, ...args)` runs a build query (src/server/services/content/
 * build) on this build's database, or through the running server when it started this build as a rebuild
 * (PORTAL_SOURCE_URL + PORTAL_SOURCE_TOKEN). Results are kept for the whole build; `astro dev` always asks afresh.
 */
import type { Database, Db } from '#server/db/client.ts';
import { buildEnv } from '#server/env.ts';
import { BUILD_GLOBAL, buildGlobal } from './buildGlobals.ts';
import { buildDatabase } from './database.ts';
import {
  buildQueries,
  type BuildArgs,
  type BuildQueryName,
  type BuildResult,
} from '#server/services/content/build/index.ts';

/** In `astro dev` the integration leaves Vite's server here, so pages share the API's database (one PGlite per directory). */
type DevServer = { ssrLoadModule: (id: string) => Promise<Record<string, unknown>> };
const devServer = () => (globalThis as Record<symbol, DevServer | undefined>)[BUILD_GLOBAL.devServer];

async function devDatabase(server: DevServer): Promise<Database> {
  const runtime = (await server.ssrLoadModule('/src/server/runtime.ts')) as {
    getRuntime: () => Promise<{ database: Database }>;
  };
  return (await runtime.getRuntime()).database;
}

/** The database of this build, opened once (in `astro dev`, the API's own). */
async function db(): Promise<Db> {
  const dev = devServer();
  if (dev) return (await devDatabase(dev)).db;
  return (await buildDatabase()).db;
}

const { PORTAL_SOURCE_URL: REMOTE, PORTAL_SOURCE_TOKEN: TOKEN } = buildEnv();

async function remote(name: string, args: unknown[]): Promise<unknown> {
  const res = await fetch(`${REMOTE}/api/internal/build/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-build-token': TOKEN },
    body: JSON.stringify(args),
  });
  if (!res.ok) throw new Error(`build query ${name} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { result: unknown }).result;
}

async function run(name: BuildQueryName, args: unknown[]): Promise<unknown> {
  if (REMOTE) return remote(name, args);
  const fn = buildQueries[name] as (db: Db, ...a: unknown[]) => Promise<unknown>;
  return fn(await db(), ...args);
}

/** Run a build query (once per build for the same arguments). */
export function query<N extends BuildQueryName>(name: N, ...args: BuildArgs<N>): Promise<BuildResult<N>> {
  if (devServer()) return run(name, args) as Promise<BuildResult<N>>;
  const memo = buildGlobal(BUILD_GLOBAL.memo, () => new Map<string, Promise<unknown>>());
  const key = `${name}:${JSON.stringify(args)}`;
  let pending = memo.get(key);
  if (!pending) {
    pending = run(name, args);
    memo.set(key, pending);
  }
  return pending as Promise<BuildResult<N>>;
}
