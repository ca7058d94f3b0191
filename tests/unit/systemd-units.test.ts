/**
 * The systemd units in deploy/systemd run what the repository has (scripts, npm scripts, settings env.ts reads), agree
 * with the nginx site's defaults (the same build folder, the instance ports its upstream lists) and keep the web
 * processes as docs/production.md says: migrations first, SIGTERM, restarts, a read-only system. `systemd-analyze
 * verify` checks their syntax where systemd is installed.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import pkg from '../../package.json' with { type: 'json' };
import { SETTINGS } from '#server/env.ts';
import { NGINX_DEFAULTS } from '#server/deploy/nginxSite.ts';
import { ROOT } from './sourceFiles.ts';

const DIR = path.join(ROOT, 'deploy/systemd');
const UNITS = readdirSync(DIR).filter((f) => /\.(service|target|timer)$/.test(f));

type Unit = Map<string, [string, string][]>;

function parse(file: string): Unit {
  const unit: Unit = new Map();
  let section = '';
  for (const raw of readFileSync(path.join(DIR, file), 'utf8').split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const head = /^\[(\w+)\]$/.exec(line);
    if (head) unit.set((section = head[1]!), []);
    else unit.get(section)!.push([line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]);
  }
  return unit;
}

const values = (unit: Unit, section: string, key: string) =>
  (unit.get(section) ?? []).filter(([k]) => k === key).map(([, v]) => v);
const value = (unit: Unit, section: string, key: string) => values(unit, section, key).join(' ');

/** What a unit's commands name: repository files, npm scripts, and the settings they set. */
function commandsOf(unit: Unit): { files: string[]; scripts: string[]; settings: string[] } {
  const words = ['ExecStart', 'ExecStartPre', 'ExecStartPost', 'ExecStop', 'ExecReload']
    .flatMap((k) => values(unit, 'Service', k))
    .flatMap((c) => c.replace(/^[-+!@:]+/, '').split(/\s+/));
  return {
    files: words.filter((w) => /^(src|scripts)\//.test(w)),
    scripts: words.flatMap((w, i) =>
      w === 'run' && /\/npm$/.test(words[i - 1] ?? '') ? [words[i + 1]!] : [],
    ),
    settings: words.flatMap((w) => /^([A-Z][A-Z0-9_]*)=/.exec(w)?.[1] ?? []),
  };
}

const web = parse('portal@.service');
const migrate = parse('portal-migrate.service');
const envOf = (unit: Unit) =>
  Object.fromEntries(
    values(unit, 'Service', 'Environment')
      .flatMap((v) => v.split(/\s+/))
      .map((kv) => [kv.slice(0, kv.indexOf('=')), kv.slice(kv.indexOf('=') + 1)]),
  );

const tmp = mkdtempSync(path.join(tmpdir(), 'systemd-units-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

describe('the systemd units', () => {
  it('are the web template, the migration and the target', () => {
    expect(UNITS).toEqual(
      expect.arrayContaining(['portal@.service', 'portal-migrate.service', 'portal.target']),
    );
  });

  const referenced = UNITS.flatMap((f) => commandsOf(parse(f)).files.map((file) => [f, file] as const));
  it.each(referenced)('%s runs %s, a file of the repository', (_, file) => {
    expect(existsSync(path.join(ROOT, file))).toBe(true);
  });

  it('run only npm scripts package.json has, and set only settings env.ts reads', () => {
    for (const file of UNITS) {
      const { scripts } = commandsOf(parse(file));
      for (const script of scripts)
        expect(Object.keys(pkg.scripts), `${file}: npm run ${script}`).toContain(script);
    }
    for (const unit of [web, migrate]) {
      const names = [...commandsOf(unit).settings, ...Object.keys(envOf(unit))];
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) expect(Object.keys(SETTINGS), name).toContain(name);
    }
  });

  it('start a web process per port, on loopback, in production, after the migrations', () => {
    const start = value(web, 'Service', 'ExecStart');
    expect(start).toMatch(/\bPORT=%i\b/);
    expect(start).toMatch(/\bHOST=127\.0\.0\.1\b/);
    expect(start).toMatch(/\bNODE_ENV=production\b/);
    // Node's own flags (the heap ceiling: server-heap-ceiling.test.ts) may stand between node and the entry.
    expect(start).toMatch(/^\/usr\/bin\/env .*\/usr\/bin\/node (--[a-z-]+=\S+ )*src\/server\/serve\.ts$/);
    expect(value(web, 'Service', 'EnvironmentFile')).toBe('/etc/portal/env');
    expect(value(migrate, 'Service', 'EnvironmentFile')).toBe('/etc/portal/env');
    expect(values(web, 'Unit', 'Requires')).toContain('portal-migrate.service');
    expect(value(web, 'Unit', 'After')).toContain('portal-migrate.service');
    expect(value(migrate, 'Service', 'Type')).toBe('oneshot');
    expect(value(web, 'Unit', 'PartOf')).toBe('portal.target');
    expect(value(web, 'Install', 'WantedBy')).toBe('portal.target');
    expect(value(web, 'Service', 'Restart')).toBe('always');
    expect(value(web, 'Service', 'KillSignal')).toBe('SIGTERM');
    expect(Number(value(web, 'Service', 'TimeoutStopSec'))).toBeGreaterThan(0);
  });

  it('run as the portal user on a read-only system, writing only DATA_DIR and the live generations', () => {
    for (const unit of [web, migrate]) {
      expect(value(unit, 'Service', 'User')).toBe('portal');
      expect(value(unit, 'Service', 'ProtectSystem')).toBe('strict');
      expect(value(unit, 'Service', 'NoNewPrivileges')).toBe('true');
      expect(`/var/lib/${value(unit, 'Service', 'StateDirectory')}`).toBe(envOf(unit).DATA_DIR);
    }
    const dist = envOf(web).DIST_DIR!;
    expect(dist).toBe(NGINX_DEFAULTS.dist);
    expect(path.dirname(dist)).toBe(value(web, 'Service', 'WorkingDirectory'));
    // The publisher writes each generation beside the full build (services/publish/site.ts).
    expect(value(web, 'Service', 'ReadWritePaths').split(/\s+/)).toEqual([`${dist}-live`]);
  });

  it("are enabled in the README for the ports of nginx's default upstream", () => {
    const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    for (const upstream of NGINX_DEFAULTS.upstreams)
      expect(readme).toContain(`portal@${upstream.slice(upstream.lastIndexOf(':') + 1)}`);
  });

  const systemd = spawnSync('systemd-analyze', ['--version']).status === 0;
  it.skipIf(!systemd)('pass systemd-analyze verify', () => {
    cpSync(DIR, tmp, { recursive: true });
    const names = UNITS.map((f) => `./${f.replace('@.service', '@4331.service')}`);
    // Nothing printed: no unknown key, no bad value, every command executable.
    const run = spawnSync('systemd-analyze', ['verify', '--man=no', ...names], {
      cwd: tmp,
      encoding: 'utf8',
    });
    expect(run.stderr + run.stdout).toBe('');
    expect(run.status).toBe(0);
  });
});
