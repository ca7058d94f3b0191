// Deploy configuration made from the server's own tables, printed to stdout (docs/production.md):
//   node scripts/deploy-config.mjs nginx [--upstream 127.0.0.1:4331,127.0.0.1:4332] [--listen 80]
//     [--server-name portal.example.cn] [--dist /srv/portal/app/dist] [--tls-cert F --tls-key F] [--brotli]
// With no flags it prints deploy/nginx/portal.conf.
import { nginxArgs, nginxSite } from '#server/deploy/nginxSite.ts';

const USAGE =
  'usage: node scripts/deploy-config.mjs nginx [--upstream host:port,…] [--listen port|address:port] ' +
  '[--server-name name] [--dist /abs/dist] [--tls-cert file --tls-key file] [--brotli]';

function main([what, ...args]) {
  if (what !== 'nginx') {
    console.error(USAGE);
    return 2;
  }
  try {
    process.stdout.write(nginxSite(nginxArgs(args)));
    return 0;
  } catch (err) {
    console.error(`${err instanceof Error ? err.message : err}\n${USAGE}`);
    return 2;
  }
}

process.exitCode = main(process.argv.slice(2));
