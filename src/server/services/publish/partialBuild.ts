/**
 * Runs `astro build` for a plan in a child process: only the planned pages (and the few static ones) are rendered,
 * into a staging folder; content is read through this server (`query.ts` remote mode), which holds the database.
 */
import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BuildPlan } from '#content/plan.ts';
import { childEnv } from '#server/env.ts';
import { buildToken } from './token.ts';

const PROJECT = fileURLToPath(new URL('../../../../', import.meta.url));
const ASTRO = path.join(PROJECT, 'node_modules', 'astro', 'bin', 'astro.mjs');
/** A rebuild that takes longer than this is stuck: the live site stays as it is. */
const TIMEOUT_MS = 5 * 60_000;
const LOG_TAIL = 4000;

export async function partialBuild(opts: {
  plan: BuildPlan;
  staging: string;
  sourceUrl: string;
}): Promise<void> {
  const planFile = path.join(opts.staging, '..', `${path.basename(opts.staging)}.plan.json`);
  await writeFile(planFile, JSON.stringify(opts.plan));
  // Astro decides the mode itself; the server's NODE_ENV (test, production) must not leak into Vite.
  const env = childEnv(
    {
      PORTAL_BUILD_PLAN: planFile,
      PORTAL_SOURCE_URL: opts.sourceUrl,
      PORTAL_SOURCE_TOKEN: buildToken(),
      ASTRO_OUT_DIR: opts.staging,
      ASTRO_TELEMETRY_DISABLED: '1',
    },
    ['NODE_ENV'],
  );
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [ASTRO, 'build'], { cwd: PROJECT, env });
    let log = '';
    const keep = (chunk: Buffer) => {
      log = (log + chunk.toString()).slice(-LOG_TAIL);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const timer = setTimeout(() => child.kill('SIGKILL'), TIMEOUT_MS);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) return resolve();
      reject(new Error(`astro build ${signal ? `killed (${signal})` : `exited ${code}`}: ${log.trim()}`));
    });
  });
}
