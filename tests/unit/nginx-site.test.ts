/**
 * The nginx site `scripts/deploy-config.mjs nginx` makes: the committed deploy/nginx/portal.conf is its output for
 * the defaults; `/_astro/` goes out with the cache header and type Node gives the same file; the body limit admits
 * every upload the API takes; only idempotent requests are retried; other host names get no answer.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BAIKE_IMAGE_LIMITS } from '#lib/baike/limits.ts';
import { FILE_LIMITS } from '#lib/limits.ts';
import { EDITOR_BODY_LIMIT, MEMBER_BODY_LIMIT } from '#server/http/bodyLimit.ts';
import { MULTIPART_SLACK } from '#server/http/upload.ts';
import { fileMemory, fileTable, prepare, TYPES } from '#server/site/staticTable.ts';
import { NGINX_DEFAULTS, nginxArgs, nginxSite } from '#server/deploy/nginxSite.ts';
import { ROOT } from './sourceFiles.ts';

// The command the topology test runs (issue 31), and the same with TLS files.
const TOPOLOGY = [
  '--upstream',
  '127.0.0.1:4331,127.0.0.1:4332',
  '--listen',
  '8080',
  '--server-name',
  'portal.example.cn',
  '--dist',
  '/srv/portal/dist',
];
const TLS = [...TOPOLOGY, '--tls-cert', '/etc/portal/tls/cert.pem', '--tls-key', '/etc/portal/tls/key.pem'];
const MIB = 1024 * 1024;

/** The directives of the block that opens with `head` (`location /_astro/`), nested blocks left out. */
function block(conf: string, head: string): string[] {
  const start = conf.indexOf(`${head} {`);
  expect(start, head).toBeGreaterThanOrEqual(0);
  let depth = 0;
  const lines: string[] = [];
  for (const line of conf.slice(start).split('\n')) {
    const t = line.trim();
    if (t.endsWith('{')) depth++;
    else if (t === '}') depth--;
    else if (depth === 1 && t && !t.startsWith('#')) lines.push(t);
    if (depth === 0) break;
  }
  return lines;
}

const directive = (lines: string[], name: string) =>
  lines.filter((l) => l.startsWith(`${name} `)).map((l) => l.slice(name.length + 1, -1));

const tmp = mkdtempSync(path.join(tmpdir(), 'nginx-site-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('the nginx site made from the server tables', () => {
  it('is committed as deploy/nginx/portal.conf for the defaults', () => {
    const committed = readFileSync(path.join(ROOT, 'deploy/nginx/portal.conf'), 'utf8');
    expect(nginxSite(nginxArgs([]))).toBe(committed);
    expect(nginxArgs([])).toMatchObject(NGINX_DEFAULTS);
  });

  it('sends every request to an upstream of the web processes, with the visitor host and address', () => {
    const conf = nginxSite(nginxArgs(TOPOLOGY));
    const upstream = block(conf, 'upstream portal');
    expect(directive(upstream, 'server')).toEqual([
      '127.0.0.1:4331 max_fails=1 fail_timeout=5s',
      '127.0.0.1:4332 max_fails=1 fail_timeout=5s',
      '127.0.0.1:4331 backup max_fails=0',
      '127.0.0.1:4332 backup max_fails=0',
    ]);
    expect(directive(upstream, 'keepalive')).toEqual(['32']);
    const site = conf.slice(conf.lastIndexOf('server {'));
    for (const line of [
      'listen 8080;',
      'proxy_http_version 1.1;',
      'proxy_set_header Connection "";',
      'proxy_set_header Host $host;',
      // TRUST_PROXY=1 reads the rightmost entry: the one nginx appends.
      'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
      'proxy_set_header X-Forwarded-Proto $scheme;',
    ])
      expect(site).toContain(line);
    expect(directive(block(conf, 'location /'), 'proxy_pass')).toEqual(['http://portal']);
    expect(directive(block(conf, 'location @portal'), 'proxy_pass')).toEqual(['http://portal']);
    expect(conf).not.toMatch(/\bssl\b/);
  });

  it('retries on another process only what may be repeated', () => {
    const conf = nginxSite(nginxArgs(TOPOLOGY));
    expect(conf).toContain('proxy_next_upstream error timeout http_502 http_503;');
    expect(conf).not.toMatch(/^\s*proxy_next_upstream [^;]*non_idempotent/m);
    expect(Number(/proxy_next_upstream_tries (\d+);/.exec(conf)?.[1])).toBeLessThanOrEqual(3);
  });

  it('answers /_astro/ from the build with the cache header and type Node sends for the same file', () => {
    const conf = nginxSite(nginxArgs(TOPOLOGY));
    const assets = block(conf, 'location /_astro/');
    expect(directive(assets, 'root')).toEqual(['/srv/portal/dist']);
    expect(directive(assets, 'try_files')).toEqual(['$uri @portal']);
    expect(directive(assets, 'gzip_static')).toEqual(['on']);
    const headers = Object.fromEntries(
      directive(assets, 'add_header').map((h) => [
        h.split(' ')[0],
        h.slice(h.indexOf(' ') + 1).replace(/"/g, ''),
      ]),
    );
    // Node's own answer for a built script (the table the server serves from).
    const root = path.join(tmp, 'dist');
    mkdirSync(path.join(root, '_astro'), { recursive: true });
    writeFileSync(path.join(root, '_astro/app.Ab12.js'), 'export {}');
    const file = fileTable(root, fileMemory()).get('/_astro/app.Ab12.js')!;
    const node = prepare(file, {})!.identity.headers;
    expect(headers['Cache-Control']).toBe(node['Cache-Control']);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    // Every extension Node knows has Node's type (a module worker is refused under nosniff with the wrong one).
    const types = conf.slice(conf.indexOf('types {'), conf.indexOf('}', conf.indexOf('types {')));
    for (const [ext, type] of Object.entries(TYPES)) {
      const bare = type.split(';')[0]!;
      expect(types, ext).toMatch(
        new RegExp(`^\\s*${bare.replace(/[+.]/g, '\\$&')} [^;]*\\b${ext.slice(1)}\\b`, 'm'),
      );
      if (type.includes('charset=utf-8') && bare !== 'text/html')
        expect(directive(assets, 'charset_types')[0]!.split(' '), ext).toContain(bare);
    }
  });

  it('admits the largest upload the API accepts, and not far beyond', () => {
    const conf = nginxSite(nginxArgs(TOPOLOGY));
    const mb = Number(/client_max_body_size (\d+)m;/.exec(conf)?.[1]);
    const bodies = [
      FILE_LIMITS.maxUploadMb * MIB + MULTIPART_SLACK,
      FILE_LIMITS.maxImportMb * MIB + MULTIPART_SLACK,
      BAIKE_IMAGE_LIMITS.maxBytes + MULTIPART_SLACK,
      EDITOR_BODY_LIMIT,
      MEMBER_BODY_LIMIT,
    ];
    for (const bytes of bodies) expect(mb * MIB).toBeGreaterThan(bytes);
    expect(mb * MIB).toBeLessThanOrEqual(Math.max(...bodies) + 2 * MIB);
  });

  it('closes the connection of any other host name', () => {
    const conf = nginxSite(nginxArgs(TOPOLOGY));
    const other = conf.slice(conf.indexOf('listen 8080 default_server;'));
    expect(other.slice(0, other.indexOf('}'))).toMatch(/server_name _;\s+return 444;/);
  });

  it('with TLS files: HTTPS with HTTP/2, HTTP answered by a 301, unknown names refused at the handshake', () => {
    const conf = nginxSite(nginxArgs(TLS));
    expect(conf).toContain('listen 8080 ssl http2;');
    expect(conf).toContain('ssl_certificate /etc/portal/tls/cert.pem;');
    expect(conf).toContain('ssl_certificate_key /etc/portal/tls/key.pem;');
    expect(conf).toMatch(/listen 8080 ssl http2 default_server;\s+server_name _;\s+ssl_reject_handshake on;/);
    expect(conf).toMatch(/listen 80 default_server;\s+server_name _;\s+return 444;/);
    expect(conf).toContain('return 301 https://portal.example.cn:8080$request_uri;');
    const standard = nginxSite(nginxArgs([...TLS.slice(0, 3), '443', ...TLS.slice(4)]));
    expect(standard).toContain('return 301 https://portal.example.cn$request_uri;');
  });

  it('refuses bad flags, naming each', () => {
    expect(() => nginxSite({ ...NGINX_DEFAULTS, upstreams: ['localhost'], dist: 'dist' })).toThrow(
      /--upstream: localhost is not host:port\n--dist: dist is not an absolute path/,
    );
    expect(() => nginxArgs(['--tls-cert', '/a.pem'])).toThrow(/both or neither/);
    const run = spawnSync(process.execPath, ['scripts/deploy-config.mjs', 'nginx', '--listen', 'x'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('--listen: x is not a port or address:port');
  });

  it('takes a process out of rotation for a rolling restart, never the last one', () => {
    const [first, second] = nginxArgs(TOPOLOGY).upstreams as [string, string];
    const conf = nginxSite(nginxArgs([...TOPOLOGY, '--down', first]));
    expect(conf).toContain(`server ${first} max_fails=1 fail_timeout=5s down;`);
    expect(conf).not.toContain(`server ${first} backup`);
    expect(conf).toContain(`server ${second} backup max_fails=0;`);
    expect(() => nginxSite(nginxArgs([...TOPOLOGY, '--down', `${first},${second}`]))).toThrow(
      /at least one web process must stay in rotation/,
    );
    expect(() => nginxSite(nginxArgs([...TOPOLOGY, '--down', '127.0.0.1:9']))).toThrow(
      /--down: 127.0.0.1:9 is not one of --upstream/,
    );
  });

  it('prints the site on stdout for the topology command', () => {
    const out = execFileSync(process.execPath, ['scripts/deploy-config.mjs', 'nginx', ...TOPOLOGY], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(out).toBe(nginxSite(nginxArgs(TOPOLOGY)));
  });

  const nginx = spawnSync('nginx', ['-v']).status === 0;
  it.skipIf(!nginx)('passes nginx -t, with and without TLS', () => {
    const pem = (name: string) => path.join(tmp, name);
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=portal.example.cn',
        '-keyout',
        pem('key.pem'),
        '-out',
        pem('cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    for (const args of [
      TOPOLOGY,
      [...TLS.slice(0, -4), '--tls-cert', pem('cert.pem'), '--tls-key', pem('key.pem')],
    ]) {
      const site = nginxSite(nginxArgs(args)).replaceAll('/var/log/nginx/', `${tmp}/`);
      writeFileSync(pem('site.conf'), site);
      const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
        .map((t) => `${t}_temp_path ${tmp}/${t};`)
        .join(' ');
      writeFileSync(
        pem('nginx.conf'),
        `pid ${tmp}/nginx.pid; error_log ${tmp}/error.log; events {}\n` +
          `http { access_log off; ${temp} include ${pem('site.conf')}; }\n`,
      );
      const test = spawnSync('nginx', ['-t', '-p', tmp, '-c', pem('nginx.conf')], { encoding: 'utf8' });
      expect(test.stderr).toContain('test is successful');
      expect(test.stderr).not.toContain('[warn]');
    }
  });
});
