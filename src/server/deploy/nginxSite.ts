/**
 * The nginx site in front of N web processes (`scripts/deploy-config.mjs nginx`), made from the server's own tables:
 * `/_astro/` with the cache header and types Node answers it with, the request-size limit from the largest upload
 * the API accepts, the time limit from the longest parse an upload may wait for. Everything else goes to Node.
 */
import { parseArgs } from 'node:util';
import { BAIKE_IMAGE_LIMITS } from '#lib/baike/limits.ts';
import { FILE_LIMITS, UNTRUSTED_LIMITS } from '#lib/limits.ts';
import { EDITOR_BODY_LIMIT, MEMBER_BODY_LIMIT } from '#server/http/bodyLimit.ts';
import { DRAIN_MS, KEEP_ALIVE_MS, UPSTREAM_KEEPALIVE_S } from '#server/http/drain.ts';
import { MULTIPART_SLACK } from '#server/http/upload.ts';
import { ASSET_CACHE, ASSETS_DIR, TYPES } from '#server/site/staticTable.ts';

export interface NginxOptions {
  /** The web processes, `host:port` each. */
  upstreams: string[];
  /** A port, or `address:port`. */
  listen: string;
  serverName: string;
  /** The full build's folder (DIST_DIR, absolute): `/_astro/` is read from it. */
  dist: string;
  /** Certificate and key files: HTTPS (HTTP/2) here and a 301 from port 80; none: plain HTTP. */
  tls?: { cert: string; key: string };
  /** Serve `/_astro/`'s `.br` twins too (Debian: libnginx-mod-http-brotli-static). */
  brotli?: boolean;
  /**
   * Web processes taken out of rotation before they stop (a rolling restart, deploy/rolling-restart.sh): closing a
   * process's port resets the connections nginx opened that it had not yet accepted, and nginx retries no POST.
   */
  down?: string[];
}

/** What `deploy/nginx/portal.conf` is made with, and what the command takes when a flag is left out. */
export const NGINX_DEFAULTS: NginxOptions = {
  upstreams: ['127.0.0.1:4331', '127.0.0.1:4332'],
  listen: '80',
  serverName: 'portal.example.cn',
  dist: '/srv/portal/app/dist',
};

/** The options from the command's flags (`--upstream a,b --listen … --tls-cert F --tls-key F --brotli`), defaults for the rest. */
export function nginxArgs(args: string[]): NginxOptions {
  const { values } = parseArgs({
    args,
    strict: true,
    options: {
      upstream: { type: 'string' },
      listen: { type: 'string' },
      'server-name': { type: 'string' },
      dist: { type: 'string' },
      'tls-cert': { type: 'string' },
      'tls-key': { type: 'string' },
      brotli: { type: 'boolean' },
      down: { type: 'string' },
    },
  });
  const cert = values['tls-cert'];
  const key = values['tls-key'];
  if (Boolean(cert) !== Boolean(key)) throw new Error('--tls-cert and --tls-key: both or neither');
  return {
    upstreams: values.upstream?.split(',').map((u) => u.trim()) ?? NGINX_DEFAULTS.upstreams,
    listen: values.listen ?? NGINX_DEFAULTS.listen,
    serverName: values['server-name'] ?? NGINX_DEFAULTS.serverName,
    dist: values.dist ?? NGINX_DEFAULTS.dist,
    ...(cert && key ? { tls: { cert, key } } : {}),
    ...(values.brotli ? { brotli: true } : {}),
    ...(values.down ? { down: values.down.split(',').map((u) => u.trim()) } : {}),
  };
}

/** Where certbot's webroot challenge files go (`certbot certonly --webroot -w …`). */
export const ACME_ROOT = '/var/www/letsencrypt';

const MIB = 1024 * 1024;

/** The largest request body the API accepts, with room for headers: nginx refuses more before Node sees it. */
export function largestBody(): number {
  const file = Math.max(
    FILE_LIMITS.maxUploadMb * MIB,
    FILE_LIMITS.maxImportMb * MIB,
    BAIKE_IMAGE_LIMITS.maxBytes,
  );
  return Math.max(file + MULTIPART_SLACK, EDITOR_BODY_LIMIT, MEMBER_BODY_LIMIT);
}

/** Whole mebibytes, at least a mebibyte above the largest body. */
export const bodySizeMb = (): number => Math.ceil((largestBody() + MIB) / MIB);

/** Seconds nginx waits for an answer: twice the longest parse an upload waits for (a table import). */
export function readTimeoutS(): number {
  const longest = Math.max(
    ...Object.values(UNTRUSTED_LIMITS).map((l) => (typeof l === 'object' ? l.timeMs : 0)),
  );
  return Math.ceil((2 * longest) / 1000);
}

const HOST_PORT = /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+):(\d{1,5})$/i;
const PORT = /^\d{1,5}$/;
const NAME = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/i;
const FILE = /^\/[^\s;{}'"]*$/;

const validPort = (p: string) => Number(p) >= 1 && Number(p) <= 65535;

/** Every problem with the options, in the words of the command's flags. */
export function nginxProblems(o: NginxOptions): string[] {
  const problems: string[] = [];
  if (o.upstreams.length === 0) problems.push('--upstream: at least one host:port');
  for (const u of o.upstreams) {
    const m = HOST_PORT.exec(u);
    if (!m || !validPort(m[2]!)) problems.push(`--upstream: ${u} is not host:port`);
  }
  for (const d of o.down ?? [])
    if (!o.upstreams.includes(d)) problems.push(`--down: ${d} is not one of --upstream`);
  if (o.down && o.upstreams.every((u) => o.down!.includes(u)))
    problems.push('--down: at least one web process must stay in rotation');
  const listen = PORT.exec(o.listen) ? ['', o.listen] : HOST_PORT.exec(o.listen)?.slice(1);
  if (!listen || !validPort(listen[1]!)) problems.push(`--listen: ${o.listen} is not a port or address:port`);
  if (!NAME.test(o.serverName)) problems.push(`--server-name: ${o.serverName} is not a host name`);
  if (!FILE.test(o.dist)) problems.push(`--dist: ${o.dist} is not an absolute path`);
  for (const [flag, file] of [
    ['--tls-cert', o.tls?.cert],
    ['--tls-key', o.tls?.key],
  ] as const)
    if (o.tls && !FILE.test(file ?? ''))
      problems.push(`${flag}: ${file || 'missing'} is not an absolute path`);
  return problems;
}

/** `address:port` → the same address on another port (port 80 beside HTTPS). */
function onPort(listen: string, port: number): string {
  const m = HOST_PORT.exec(listen);
  return m ? `${m[1]}:${port}` : String(port);
}

const portOf = (listen: string): number => Number(HOST_PORT.exec(listen)?.[2] ?? listen);

/** The `types` Node answers `/_astro/` files with, and the ones it marks as UTF-8 text. */
function assetTypes(): { types: string[]; charset: string[] } {
  const byType = new Map<string, string[]>();
  const charset = new Set<string>();
  for (const [ext, full] of Object.entries(TYPES)) {
    const [type, ...params] = full.split(';').map((s) => s.trim());
    // nginx marks text/html as UTF-8 by itself (naming it again is a warning).
    if (params.includes('charset=utf-8') && type !== 'text/html') charset.add(type!);
    byType.set(type!, [...(byType.get(type!) ?? []), ext.slice(1)]);
  }
  return {
    types: [...byType].map(([type, exts]) => `${type} ${exts.join(' ')};`),
    charset: [...charset],
  };
}

const indent = (lines: string[], by = '    '): string[] => lines.map((l) => (l ? by + l : l));

function proxySettings(): string[] {
  return [
    `# The largest upload the API takes (report PDFs, imports; editors' rich text is smaller), with room: Node`,
    `# checks each call's own limit.`,
    `client_max_body_size ${bodySizeMb()}m;`,
    `# Node compresses its answers (precompressed pages, gzip/brotli API answers): nginx passes them as they are.`,
    `gzip off;`,
    ``,
    `proxy_http_version 1.1;`,
    `proxy_set_header Connection "";`,
    `# The visitor's host name, not the upstream's: Node answers every page under PUBLIC_URL's origin.`,
    `proxy_set_header Host $host;`,
    `# nginx appends the address it saw: with nginx alone in front, TRUST_PROXY=1 takes that rightmost entry.`,
    `# A request that carries it is never a loopback caller to Node (the metrics endpoint refuses it without its token).`,
    `proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;`,
    `proxy_set_header X-Forwarded-Proto $scheme;`,
    `proxy_set_header X-Request-Id $request_id;`,
    `proxy_connect_timeout 3s;`,
    `# The longest an upload waits for its parse (UNTRUSTED_LIMITS), twice over.`,
    `proxy_read_timeout ${readTimeoutS()}s;`,
    `# A web process that is down or restarting: the request goes to the next one. nginx never passes a`,
    `# non-idempotent request (POST, PATCH) on once it was sent (no "non_idempotent" here): an order or an edit is`,
    `# never made twice; a GET, HEAD or a request no process received is.`,
    `proxy_next_upstream error timeout http_502 http_503;`,
    `proxy_next_upstream_tries 3;`,
    `proxy_next_upstream_timeout 10s;`,
  ];
}

function assetsLocation(o: NginxOptions): string[] {
  const { types, charset } = assetTypes();
  return [
    `# The build's hashed scripts and styles, read from the full build with the headers Node gives them; a file`,
    `# that is not there (a build being replaced) is asked of Node.`,
    `location /${ASSETS_DIR}/ {`,
    ...indent([
      `root ${o.dist};`,
      `try_files $uri @portal;`,
      `types {`,
      ...indent(types),
      `}`,
      `default_type application/octet-stream;`,
      `charset utf-8;`,
      `charset_types ${charset.join(' ')};`,
      `gzip_static on;`,
      ...(o.brotli ? ['brotli_static on;'] : []),
      `gzip_vary on;`,
      `add_header Cache-Control "${ASSET_CACHE}";`,
      `add_header X-Content-Type-Options nosniff;`,
    ]),
    `}`,
  ];
}

/**
 * The site's main server: `/_astro/` from disk, everything else (pages, `/api/`, `/uploads/`, legacy addresses)
 * through Node, which gives pages their generation's CSP and security headers and answers them at 0.8× nginx's rate.
 */
function siteServer(o: NginxOptions): string[] {
  const listen = o.tls ? `${o.listen} ssl http2` : o.listen;
  const acme = o.tls ? [] : [`location /.well-known/acme-challenge/ { root ${ACME_ROOT}; }`, ``];
  const tls = o.tls
    ? [
        `ssl_certificate ${o.tls.cert};`,
        `ssl_certificate_key ${o.tls.key};`,
        `ssl_protocols TLSv1.2 TLSv1.3;`,
        `ssl_session_cache shared:portal_tls:10m;`,
        `ssl_session_timeout 1d;`,
        ``,
      ]
    : [];
  return [
    `server {`,
    ...indent([
      `listen ${listen};`,
      `server_name ${o.serverName};`,
      `server_tokens off;`,
      `access_log /var/log/nginx/portal.access.log portal;`,
      ``,
      ...tls,
      ...proxySettings(),
      ``,
      ...acme,
      ...assetsLocation(o),
      ``,
      `location / {`,
      `    proxy_pass http://portal;`,
      `}`,
      `location @portal {`,
      `    proxy_pass http://portal;`,
      `}`,
    ]),
    `}`,
  ];
}

/** Other host names (an address, a stranger's domain pointed here) get no answer; HTTP goes to HTTPS. */
function otherServers(o: NginxOptions): string[] {
  if (!o.tls)
    return [
      `server {`,
      `    listen ${o.listen} default_server;`,
      `    server_name _;`,
      `    return 444;`,
      `}`,
    ];
  const http = onPort(o.listen, 80);
  const port = portOf(o.listen);
  const origin = `https://${o.serverName}${port === 443 ? '' : `:${port}`}`;
  return [
    `server {`,
    `    listen ${o.listen} ssl http2 default_server;`,
    `    server_name _;`,
    `    ssl_reject_handshake on;`,
    `}`,
    `server {`,
    `    listen ${http} default_server;`,
    `    server_name _;`,
    `    return 444;`,
    `}`,
    `server {`,
    `    listen ${http};`,
    `    server_name ${o.serverName};`,
    `    server_tokens off;`,
    `    location /.well-known/acme-challenge/ { root ${ACME_ROOT}; }`,
    `    location / { return 301 ${origin}$request_uri; }`,
    `}`,
  ];
}

/** The site file (for /etc/nginx/sites-enabled/), or an error naming every problem with the options. */
export function nginxSite(o: NginxOptions): string {
  const problems = nginxProblems(o);
  if (problems.length) throw new Error(problems.join('\n'));
  const isDown = (u: string) => o.down?.includes(u) ?? false;
  return [
    `# The portal behind nginx. Made by \`node scripts/deploy-config.mjs nginx\` from the server's own tables:`,
    `# make it again after an upgrade rather than editing it (docs/production.md).`,
    ``,
    `# No query strings (they may carry a search or a mobile number); the request id is the one Node logs.`,
    `log_format portal '$remote_addr [$time_local] "$request_method $uri $server_protocol" $status '`,
    `                  '$body_bytes_sent $request_time $upstream_addr $request_id';`,
    ``,
    `upstream portal {`,
    ...indent([
      ...o.upstreams.map((u) => `server ${u} max_fails=1 fail_timeout=5s${isDown(u) ? ' down' : ''};`),
      `# When every process is marked down (one restarting before the last one's mark expired), try them anyway:`,
      `# a rolling restart that waits only for each process's own health check loses no request.`,
      ...o.upstreams.filter((u) => !isDown(u)).map((u) => `server ${u} backup max_fails=0;`),
      `# Idle connections kept to the web processes. nginx, not Node, closes an idle one (Node keeps them`,
      `# ${KEEP_ALIVE_MS / 1000} s): a stopping process waits up to ${DRAIN_MS / 1000} s for nginx to let go, and closing one itself`,
      `# could cut a POST nginx was writing on it.`,
      `keepalive 32;`,
      `keepalive_timeout ${UPSTREAM_KEEPALIVE_S}s;`,
    ]),
    `}`,
    ``,
    ...otherServers(o),
    ``,
    ...siteServer(o),
    ``,
  ].join('\n');
}
