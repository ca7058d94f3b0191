// The production topology on loopback: PostgreSQL, an S3-compatible bucket (s3rver, the file tests' own), web
// processes started as the systemd units start them
// (NODE_ENV=production, HOST=127.0.0.1, TRUST_PROXY=1), and nginx from Debian with the site deploy-config.mjs
// generates. Reuses the benches' ways to stand a portal up (tests/bench/portal.mjs) and to load it (load.mjs).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { nginxConfig } from '../bench/nginx.mjs';
import {
  freshPostgres,
  node,
  portalEnv,
  sleep,
  startPortal,
  workDir as benchWorkDir,
} from '../bench/portal.mjs';

export { freshPostgres, sleep };

export const NGINX = '/usr/sbin/nginx';

/** The migrations a database at the current level has applied (one per file in drizzle/). */
export const MIGRATION_COUNT = readdirSync('drizzle').filter((f) => f.endsWith('.sql')).length;

/** An administrator's address of a PostgreSQL server: TOPOLOGY_PG_URL, else the API tests' TEST_DATABASE_URL. */
export function postgresAdminUrl() {
  const url = process.env.TOPOLOGY_PG_URL ?? process.env.TEST_DATABASE_URL;
  if (!url)
    throw new Error('set TOPOLOGY_PG_URL (or TEST_DATABASE_URL) to a PostgreSQL server: .ci/run does');
  return url;
}

/** A folder of this run (the benches' own kind), removed by `cleanUp`. */
const folders = [];
export function workDir(name) {
  const dir = benchWorkDir(`topology-${name}`);
  folders.push(dir);
  return dir;
}
export const cleanUp = () => folders.forEach((d) => rmSync(d, { recursive: true, force: true }));

/**
 * A web process's settings in production, as deploy/systemd's unit gives them (/etc/portal/env + PORT): the benches'
 * production settings (a real secret, the site's identity, SMS through a provider nobody calls here) on PostgreSQL
 * behind nginx, with the bucket when given.
 */
export function productionEnv({ databaseUrl, publicUrl, distDir, filesDir, dataDir, s3 }) {
  // PORT is each process's own; PostgreSQL, not the embedded database.
  const {
    PORT: _port,
    EMBEDDED_DATABASE: _embedded,
    ...production
  } = portalEnv({ port: 0, dataDir, distDir });
  return {
    ...production,
    TRUST_PROXY: '1',
    DATABASE_URL: databaseUrl,
    PUBLIC_URL: publicUrl,
    FILES_DIR: filesDir,
    LOG_LEVEL: 'warn',
    ...(s3
      ? {
          S3_ENDPOINT: s3.endpoint,
          S3_REGION: s3.region,
          S3_BUCKET: s3.bucket,
          S3_ACCESS_KEY_ID: s3.accessKeyId,
          S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
          S3_FORCE_PATH_STYLE: s3.forcePathStyle ? '1' : '0',
          S3_PREFIX: s3.prefix,
        }
      : {}),
  };
}

/** A web process on `port`; `kill()` is kill -9, `stop()` the unit's SIGTERM. */
export async function startWeb(env, port) {
  const web = await startPortal({ ...env, PORT: String(port) }, { timeoutMs: 180_000 });
  return { ...web, port, kill: () => process.kill(web.pid, 'SIGKILL') };
}

/** GET or POST `path` on 127.0.0.1:`port` with the Host header nginx would pass; answers { status, headers, body }. */
export function ask(port, pathname, { host, method = 'GET', body, headers = {} } = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: pathname,
        method,
        headers: {
          ...(host ? { host } : {}),
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (d) => chunks.push(d));
        res.on('end', () =>
          resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** The nginx site for these upstreams, from the deploy kit's generator (what an operator installs). */
export function nginxSite({ port, upstreams, distDir, serverName }) {
  return execFileSync(node, [
    'scripts/deploy-config.mjs',
    'nginx',
    '--upstream',
    upstreams.map((p) => `127.0.0.1:${p}`).join(','),
    '--listen',
    `127.0.0.1:${port}`,
    '--server-name',
    serverName,
    '--dist',
    distDir,
  ]).toString();
}

/** nginx in the foreground with the generated site in a temporary prefix; answers { base, host, errors(), stop() }. */
export async function startNginx({ port, upstreams, distDir, serverName = '127.0.0.1' }) {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} not found (apt-get install nginx)`);
  const prefix = workDir('nginx');
  writeFileSync(path.join(prefix, 'site.conf'), nginxSite({ port, upstreams, distDir, serverName }));
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    nginxConfig({ prefix, workers: 2, http: `  access_log off;\n  include ${prefix}/site.conf;` }),
  );
  const errorLog = path.join(prefix, 'error.log');
  const args = ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', errorLog];
  execFileSync(NGINX, [...args, '-t'], { stdio: 'pipe' });
  const child = spawn(NGINX, [...args, '-g', 'daemon off;'], { stdio: 'ignore' });
  let exited = false;
  const exit = new Promise((r) => child.on('exit', () => r((exited = true))));
  const base = `http://${serverName}:${port}`;
  for (let i = 0; ; i++) {
    const up = await ask(port, '/api/health', { host: `${serverName}:${port}` }).then(
      (r) => r.status === 200,
      () => false,
    );
    if (up) break;
    if (exited || i > 100)
      throw new Error(`nginx did not answer:\n${existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : ''}`);
    await sleep(100);
  }
  return {
    base,
    host: `${serverName}:${port}`,
    port,
    errors: () => (existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : ''),
    clearLogs: () => {
      writeFileSync(errorLog, '');
    },
    stop: async () => {
      if (!exited) child.kill('SIGQUIT');
      await exit;
    },
  };
}
