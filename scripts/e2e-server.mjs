// Builds the site fresh and serves it on a throwaway embedded database, for the browser tests.
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// E2E_DIST lets several runs (different E2E_PORT) build side by side.
const outDir = process.env.E2E_DIST ?? 'dist';
// The build reads its content from the same throwaway database the server then opens (seeded by the build).
const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
execFileSync('npm', ['run', 'build', '--silent'], {
  stdio: 'inherit',
  env: { ...process.env, ASTRO_OUT_DIR: outDir, DATA_DIR: dataDir },
});
const child = spawn(process.execPath, ['src/server/serve.ts'], {
  stdio: 'inherit',
  // Every browser test asks from 127.0.0.1: the suite registers more members a run than one address may send SMS
  // codes for in a day; registerViaApi names each member's own address, trusted as from one proxy (as behind nginx).
  env: {
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DIST_DIR: outDir,
    SMS_PER_IP_DAILY: '1000',
    TRUST_PROXY: '1',
    // The browser tests' output stays readable: warnings and errors only, unless the run asks for more.
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
