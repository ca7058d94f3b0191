/**
 * Completes package-lock.json with the platform binaries of other machines (darwin, win32, android …) that npm
 * leaves out when the registry it installs from does not carry them: `npm ci` refuses a lock that misses any
 * optional dependency. Entries are named by version, os and cpu only; npm skips them on a machine they do not fit.
 * Run after every change to the lock: `npm run lock`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const semver = createRequire(import.meta.url)('semver');
const LOCK = new URL('../package-lock.json', import.meta.url);
const OS = {
  android: 'android',
  darwin: 'darwin',
  freebsd: 'freebsd',
  linux: 'linux',
  win32: 'win32',
  windows: 'win32',
  openbsd: 'openbsd',
  netbsd: 'netbsd',
  sunos: 'sunos',
  aix: 'aix',
};
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'wasm32', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el'];

const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const pk = lock.packages;

/** Where Node would find `name` from the package at `from`: its own node_modules, then each parent's. */
function resolve(from, name) {
  for (let dir = from; ;) {
    const at = `${dir ? `${dir}/` : ''}node_modules/${name}`;
    if (pk[at]) return at;
    if (!dir) return null;
    const i = dir.lastIndexOf('/node_modules/');
    dir = i < 0 ? '' : dir.slice(0, i);
  }
}

/** os and cpu of a platform package, from an entry of another version or from its name (`…-darwin-arm64`). */
function platformOf(name, known) {
  if (known?.os || known?.cpu) return { os: known.os, cpu: known.cpu, libc: known.libc };
  const parts = name.split('/').pop().split('-');
  const os = parts.map((p) => OS[p]).find(Boolean);
  const cpu = parts.find((p) => CPU.includes(p));
  if (!cpu) return null;
  const libc = parts.includes('musl')
    ? ['musl']
    : parts.includes('gnu') && os === 'linux'
      ? ['glibc']
      : undefined;
  return { os: os ? [os] : undefined, cpu: [cpu], libc };
}

let added = 0;
for (const [from, meta] of Object.entries(pk)) {
  for (const [name, want] of Object.entries(meta.optionalDependencies ?? {})) {
    const at = resolve(from, name);
    if (at && semver.satisfies(pk[at].version, want)) continue;
    const platform = platformOf(name, at ? pk[at] : undefined);
    if (!platform || !semver.valid(want)) continue;
    const target = at ? `${from}/node_modules/${name}` : `node_modules/${name}`;
    pk[target] = { version: want, dev: meta.dev, optional: true, ...platform };
    added += 1;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(pk).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1)),
);
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`[lock] ${added} platform entries added`);
