// nginx from Debian's package serving a build folder on loopback, the static-file anchor of serving.mjs: one worker,
// gzip_static, and brotli_static when Debian's libnginx-mod-http-brotli-static is installed; a temporary prefix and
// configuration, started in the foreground and stopped by the caller.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sleep } from './portal.mjs';

export const NGINX = '/usr/sbin/nginx';
const BROTLI_STATIC = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** Whether nginx can also send the build's precompressed .br files. */
export const hasBrotliStatic = () => existsSync(BROTLI_STATIC);

/**
 * A whole nginx.conf whose every path is under `prefix` (pid, logs, temp folders), with `http` inside its http block
 * (the benches' static server, the topology's generated site); `head` goes first (load_module).
 */
export function nginxConfig({ prefix, http, workers = 1, head = '' }) {
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((t) => `  ${t}_temp_path ${prefix}/${t};`)
    .join('\n');
  return `${head}${
    // As root the worker would run as nobody, which cannot read a private temp folder.
    process.getuid?.() === 0 ? 'user root;\n' : ''
  }worker_processes ${workers};
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
${temp}
${http}
}
`;
}

function config({ prefix, root, port, brotli }) {
  return nginxConfig({
    prefix,
    head: brotli ? `load_module ${BROTLI_STATIC};\n` : '',
    http: `  sendfile on;
  tcp_nopush on;
  access_log off;
  keepalive_requests 1000000;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    gzip_static on;
${brotli ? '    brotli_static on;\n' : ''}    location / {
      try_files $uri $uri/index.html $uri.html =404;
    }
  }`,
  });
}

/** nginx serving `root` on 127.0.0.1:`port`; answers { base, brotli, pids(), stop() } once it answers `/`. */
export async function startNginx({ root, port }) {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} not found (apt-get install nginx)`);
  const prefix = mkdtempSync(path.join(tmpdir(), 'portal-bench-nginx-'));
  const brotli = hasBrotliStatic();
  const conf = path.join(prefix, 'nginx.conf');
  writeFileSync(conf, config({ prefix, root, port, brotli }));
  const errorLog = path.join(prefix, 'error.log');
  const args = ['-p', prefix, '-c', conf, '-e', errorLog, '-g', 'daemon off;'];
  const child = spawn(NGINX, args, { stdio: 'ignore' });
  let exited = false;
  const exit = new Promise((r) => child.on('exit', () => r((exited = true))));
  const base = `http://127.0.0.1:${port}`;
  const up = () =>
    fetch(`${base}/`).then(
      (r) => r.ok,
      () => false,
    );
  for (let i = 0; !(await up()); i++) {
    const log = existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '';
    if (exited) throw new Error(`nginx exited:\n${log}`);
    if (i > 100) {
      child.kill('SIGTERM');
      throw new Error(`nginx did not answer:\n${log}`);
    }
    await sleep(100);
  }
  return {
    base,
    brotli,
    /** The master's and its workers' process ids (for their CPU time). */
    pids: () => {
      try {
        const kids = readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8')
          .trim()
          .split(/\s+/);
        return [child.pid, ...kids.filter(Boolean).map(Number)];
      } catch {
        return [child.pid];
      }
    },
    stop: async () => {
      if (!exited) child.kill('SIGQUIT');
      await exit;
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
